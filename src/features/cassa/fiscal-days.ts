import { useQuery } from '@tanstack/react-query'
import { pb } from '@/lib/api/pocketbase'
import type { FiscalDaysRecord } from '@/domain/pocketbase-schema'

/** How many differing days a notice lists (the latest first). */
const DIFFERING_DAYS_SHOWN = 5

export const fiscalDayKeys = {
  differing: (restaurantId: string, since: string, until: string) => ['fiscal-days', 'differing', restaurantId, since, until] as const,
}

/**
 * The fiscal days where the printer and Conto disagreed (issue 35), as the Cassa last compared
 * them, compared between `since` and `until` (ISO times; until '' for now).
 */
export function useDifferingFiscalDays(restaurantId: string, since: string, until = '') {
  return useQuery({
    queryKey: fiscalDayKeys.differing(restaurantId, since, until),
    queryFn: () => {
      const at = (iso: string) => iso.replace('T', ' ')
      const filter = pb.filter(`restaurant = {:restaurantId} && differs = true && updated >= {:since}${until ? ' && updated < {:until}' : ''}`, {
        restaurantId,
        since: at(since),
        until: at(until),
      })
      return pb.collection('fiscal_days').getList<FiscalDaysRecord>(1, DIFFERING_DAYS_SHOWN, { filter, sort: '-updated' })
    },
    enabled: Boolean(restaurantId && since),
    select: (page) => page.items,
    refetchInterval: 60_000,
  })
}
