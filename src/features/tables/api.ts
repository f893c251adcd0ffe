import { queryOptions, useQuery } from '@tanstack/react-query'
import { floorQueryKey } from '@/lib/floor-live'
import { pb } from '@/lib/pocketbase'
import type { TableStatusRecord, UserRecord } from '@/lib/pocketbase-types'
import { sortTablesByName } from './filters'

/** A table's live state with the waiters it names. */
export interface FloorTable extends TableStatusRecord {
  expand?: { waiter?: UserRecord; order_waiter?: UserRecord }
}

export const tableKeys = {
  all: (restaurantId: string) => [...floorQueryKey(restaurantId), 'tables'] as const,
  statuses: (restaurantId: string) => [...tableKeys.all(restaurantId), 'status'] as const,
}

/** Realtime keeps this fresh; the slow poll only covers a connection that silently died. */
const SAFETY_POLL_MS = 60_000

export function tableStatusesQueryOptions(restaurantId: string) {
  return queryOptions({
    queryKey: tableKeys.statuses(restaurantId),
    queryFn: async () => {
      const tables = await pb.collection('table_status').getFullList<FloorTable>({
        // tables out of service are managed on the tables screen's management mode, not served
        filter: pb.filter('restaurant = {:restaurantId} && active = true', { restaurantId }),
        expand: 'waiter,order_waiter',
      })
      return sortTablesByName(tables)
    },
    refetchInterval: SAFETY_POLL_MS,
  })
}

/** Every table of the restaurant with its status, open order, guests and amounts. */
export function useTableStatuses(restaurantId: string) {
  return useQuery(tableStatusesQueryOptions(restaurantId))
}

/** Who serves the table now: the open order's waiter, else the table's own. */
export function getTableWaiterName(table: FloorTable): string {
  const waiter = table.expand?.order_waiter ?? table.expand?.waiter
  return waiter ? waiter.name.trim() || waiter.email : ''
}
