import { useQuery } from '@tanstack/react-query'
import { pb } from '@/lib/api/pocketbase'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import { renderQrSvg } from './render'

export interface QrTable {
  id: string
  name: string
  section: string
}

const collator = new Intl.Collator('it', { numeric: true, sensitivity: 'base' })

export const qrKeys = {
  tables: (restaurantId: string) => ['qr', restaurantId, 'tables'] as const,
  svg: (text: string) => ['qr', 'svg', text] as const,
}

/** The restaurant's tables in service (one out of service gets no code), by section then name ('2' before '10'). */
export function useQrTables(restaurantId: string) {
  return useQuery({
    queryKey: qrKeys.tables(restaurantId),
    queryFn: async () => {
      const tables = await pb.collection('tables').getFullList<QrTable>({
        filter: pb.filter('restaurant = {:restaurantId} && active = true', { restaurantId }),
        fields: 'id,name,section',
      })
      return tables.sort((a, b) => collator.compare(a.section, b.section) || collator.compare(a.name, b.name))
    },
  })
}

/** A code's SVG; derived from its text alone, so never refetched and never stored offline. */
export function useQrSvg(text: string) {
  return useQuery({
    queryKey: qrKeys.svg(text),
    queryFn: () => renderQrSvg(text),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { persist: false },
  })
}

/**
 * Notes on the restaurant that its whole QR sheet went to the printer (the dashboard's setup
 * guide reads it). Waiters may print but not write the restaurant: their print is not noted.
 */
export function useQrPrintedStamp(restaurantId: string) {
  return useAppMutation({
    mutationFn: async () => {
      if (pb.authStore.record?.role === 'waiter') return
      await pb.collection('restaurants').update(restaurantId, { qr_printed_at: new Date().toISOString() }, { fields: 'id' })
    },
    // the sheet is printing either way; a missed note only leaves the guide's step to do
    errorToast: false,
  })
}
