import { queryOptions, useQuery } from '@tanstack/react-query'
import { floorQueryKey } from '@/lib/live/floor-live'
import { pb } from '@/lib/api/pocketbase'
import type { TableRecord, TableStatusRecord, UserRecord } from '@/lib/api/pocketbase-types'
import { changesSince } from '@/lib/live/record-changes'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import { sortTablesByName } from './filters'

/** A table's live state with the waiters it names. */
export interface FloorTable extends TableStatusRecord {
  expand?: { waiter?: UserRecord; order_waiter?: UserRecord }
}

export const tableKeys = {
  all: (restaurantId: string) => [...floorQueryKey(restaurantId), 'tables'] as const,
  statuses: (restaurantId: string) => [...tableKeys.all(restaurantId), 'status'] as const,
  managed: (restaurantId: string) => [...tableKeys.all(restaurantId), 'managed'] as const,
  members: (restaurantId: string) => [...tableKeys.all(restaurantId), 'members'] as const,
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

/** A table as managers edit it, with its assigned waiter. */
export interface ManagedTable extends TableRecord {
  expand?: { waiter?: UserRecord }
}

export type TableValues = Pick<TableRecord, 'name' | 'section' | 'seats' | 'waiter'>

/** Every table of the restaurant, out of service ones included (managers only). */
export function useManagedTables(restaurantId: string) {
  return useQuery({
    queryKey: tableKeys.managed(restaurantId),
    queryFn: async () =>
      sortTablesByName(
        await pb.collection('tables').getFullList<ManagedTable>({
          filter: pb.filter('restaurant = {:restaurantId}', { restaurantId }),
          expand: 'waiter',
        }),
      ),
  })
}

/** Active members who can be assigned to a table: this restaurant's staff and the company-wide. */
export function useAssignableStaff(restaurantId: string) {
  return useQuery({
    queryKey: tableKeys.members(restaurantId),
    queryFn: () =>
      pb.collection('users').getFullList<UserRecord>({
        filter: pb.filter("status = 'active' && (restaurant = {:restaurantId} || restaurant = '')", { restaurantId }),
        sort: 'name,email',
        fields: 'id,name,email,role',
      }),
    staleTime: 60_000,
  })
}

/**
 * Adds one table, or changes one (name, section, seats, waiter, in service) from the copy the
 * screen showed: only what changed, refused when that copy is older than the table (changesSince).
 */
export function useTableSave(restaurantId: string, currency: string) {
  return useAppMutation({
    mutationFn: ({ copy, values }: { copy?: ManagedTable; values: Partial<TableValues> & { active?: boolean } }) =>
      copy
        ? pb.collection('tables').update<ManagedTable>(copy.id, changesSince(copy, values))
        : pb.collection('tables').create<ManagedTable>({ ...values, restaurant: restaurantId, currency, active: true }),
    invalidates: () => [tableKeys.all(restaurantId)],
  })
}

/** Many tables in one transaction: all of them or, if any is refused, none. */
export function useTablesBulkAdd(restaurantId: string, currency: string) {
  return useAppMutation({
    mutationFn: async ({ names, section, seats }: { names: readonly string[]; section: string; seats: number }) => {
      const batch = pb.createBatch()
      for (const name of names) batch.collection('tables').create({ restaurant: restaurantId, name, section, seats, currency, active: true })
      await batch.send()
    },
    invalidates: () => [tableKeys.all(restaurantId)],
    // the panel shows the failure beside the fields
    errorToast: false,
  })
}
