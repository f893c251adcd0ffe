import { queryOptions, useQuery } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import type { OrderItemStatusRecord, OrderPaymentStatusRecord, TableStatusRecord } from '@/lib/pocketbase-types'

/** Table, payment and item state change as others pay, so diners poll them. */
export const BILL_POLL_INTERVAL_MS = 10_000
/**
 * Live bill state is never considered fresh: a reload shows the persisted copy at once and
 * fetches the current one straight away instead of waiting for the next poll.
 */
const LIVE_STALE_TIME_MS = 0
export const ORDER_ITEMS_PAGE_SIZE = 100

export const billKeys = {
  all: ['bill'] as const,
  table: (tableId: string) => [...billKeys.all, 'table', tableId] as const,
  payment: (orderId: string) => [...billKeys.all, 'payment', orderId] as const,
  items: (orderId: string) => [...billKeys.all, 'items', orderId] as const,
}

export function tableStatusQueryOptions(tableId: string) {
  return queryOptions({
    queryKey: billKeys.table(tableId),
    queryFn: () => pb.collection('table_status').getOne<TableStatusRecord>(tableId),
    refetchInterval: BILL_POLL_INTERVAL_MS,
    staleTime: LIVE_STALE_TIME_MS,
  })
}

/** The table's live status, once `enabled`. */
export function useTableStatus(tableId: string | undefined, enabled: boolean) {
  return useQuery({ ...tableStatusQueryOptions(tableId ?? ''), enabled: enabled && Boolean(tableId) })
}

export function useOrderPaymentStatus(orderId: string | undefined) {
  return useQuery({
    queryKey: billKeys.payment(orderId ?? ''),
    queryFn: () => pb.collection('order_payments_status').getOne<OrderPaymentStatusRecord>(orderId ?? ''),
    enabled: Boolean(orderId),
    refetchInterval: BILL_POLL_INTERVAL_MS,
    staleTime: LIVE_STALE_TIME_MS,
  })
}

export function useOrderItems(orderId: string | undefined) {
  return useQuery({
    queryKey: billKeys.items(orderId ?? ''),
    queryFn: async () => {
      const order = orderId ?? ''
      // Diners may list one order's lines only by naming it twice: in the filter and as the
      // `order` query parameter the list rule checks.
      const page = await pb.collection('order_items_status').getList<OrderItemStatusRecord>(1, ORDER_ITEMS_PAGE_SIZE, {
        filter: pb.filter('order = {:order}', { order }),
        expand: 'item',
        sort: 'created',
        order,
      })
      return page.items
    },
    enabled: Boolean(orderId),
    refetchInterval: BILL_POLL_INTERVAL_MS,
    staleTime: LIVE_STALE_TIME_MS,
  })
}
