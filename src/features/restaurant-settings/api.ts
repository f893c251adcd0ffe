import { pb } from '@/lib/pocketbase'
import type { RestaurantRecord } from '@/lib/pocketbase-types'
import { useAppMutation } from '@/lib/use-app-mutation'
import type { FiscalDepartments, VatCode } from '@/domain/vat'
import type { MediaKind } from './file-checks'

export interface RestaurantDetailsValues {
  name: string
  description: string
  address: string
  phone_numbers: string[]
  active: boolean
}

/** Saves text fields, the active switch, the menu link or the fiscal settings of a restaurant. */
export function useRestaurantSave(restaurantId: string, onSaved: (restaurant: RestaurantRecord) => void) {
  return useAppMutation({
    mutationFn: (changes: Partial<RestaurantDetailsValues> & { menu_link?: string; menu_file?: null; default_vat?: VatCode; fiscal_departments?: FiscalDepartments; fiscal_mode?: 'payment' | 'table' }) =>
      pb.collection('restaurants').update<RestaurantRecord>(restaurantId, changes),
    onSuccess: onSaved,
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
