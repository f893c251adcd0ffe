import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callConto } from '@/lib/api/conto-api'
import { toShiftReport } from './report'

export const shiftReportKeys = {
  all: ['shift-report'] as const,
  report: (restaurantId: string, from: string, to: string) => [...shiftReportKeys.all, restaurantId, from, to] as const,
}

/** The shift report of a restaurant between two instants (ISO); waiters get their own row only. */
export function useShiftReport(restaurantId: string, from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: shiftReportKeys.report(restaurantId, from, to),
    queryFn: async () => {
      return toShiftReport(await callConto('shiftReport', { restaurant: restaurantId, from, to }))
    },
    enabled,
    placeholderData: keepPreviousData,
  })
}
