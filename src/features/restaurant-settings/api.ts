import { useRef } from 'react'
import { pb } from '@/lib/api/pocketbase'
import { changesSince } from '@/lib/live/record-changes'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import type { FiscalDepartments, VatCode } from '@/domain/vat'
import type { TipPrompt } from '@/domain/tip-prompt'
import type { MediaKind } from './file-checks'

export interface RestaurantDetailsValues {
  name: string
  description: string
  address: string
  phone_numbers: string[]
  active: boolean
}

export type RestaurantChanges = Partial<RestaurantDetailsValues> & {
  menu_link?: string
  menu_file?: null
  default_vat?: VatCode
  fiscal_departments?: FiscalDepartments
  fiscal_mode?: 'payment' | 'table'
  fiscal_by?: 'conto' | 'pos'
  tip_prompt?: TipPrompt
}

/**
 * Saves text fields, the active switch, the menu link or the fiscal settings of a restaurant:
 * only the fields the person changed, refused when based on an older copy (changesSince).
 * `stopCertifying` confirms emptying the printer departments (pb_hooks/restaurants.pb.js).
 */
export function useRestaurantSave(restaurant: RestaurantRecord, onSaved: (restaurant: RestaurantRecord) => void) {
  // the copy the form's fields started from: a newer copy arriving meanwhile (a refetch) must not
  // make another tab's changes look like this person's
  const base = useRef(restaurant)
  return useAppMutation({
    mutationFn: ({ stopCertifying, ...changes }: RestaurantChanges & { stopCertifying?: boolean }) =>
      pb.collection('restaurants').update<RestaurantRecord>(base.current.id, {
        ...changesSince(base.current, changes),
        ...(stopCertifying ? { stop_certifying: true } : {}),
      }),
    onSuccess: (saved) => {
      base.current = saved
      onSaved(saved)
    },
  })
}

/**
 * Uploads (or, with null, removes) one file of a restaurant. A menu PDF replaces the menu link
 * (diners get one menu); `extra` carries that change in the same request.
 */
export function useRestaurantFileSave(restaurantId: string, kind: MediaKind, onSaved: (restaurant: RestaurantRecord) => void) {
  return useAppMutation({
    mutationFn: ({ file, extra }: { file: File | null; extra?: Record<string, string> }) => {
      if (!file) return pb.collection('restaurants').update<RestaurantRecord>(restaurantId, { [kind]: null, ...extra })
      const form = new FormData()
      form.set(kind, file)
      for (const [key, value] of Object.entries(extra ?? {})) form.set(key, value)
      return pb.collection('restaurants').update<RestaurantRecord>(restaurantId, form)
    },
    onSuccess: onSaved,
    // a file's failure is explained beside its picker (too large, wrong type…)
    errorToast: false,
  })
}
