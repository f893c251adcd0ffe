import { queryOptions, useQuery } from '@tanstack/react-query'
import { loadAnonymousClient } from '@/lib/load-anonymous-client'
import { getOrderItems, getOrderPaymentStatus, getTableStatus } from './reads'

/** Table, payment and item state change as others pay, so diners poll them. */
export const BILL_POLL_INTERVAL_MS = 10_000
/**
 * Live bill state is fresh for a few seconds only: a page the server has just rendered starts
 * from its answers without reading them again (the next poll reads), while a reload that shows
 * an older copy saved on the device fetches the current one straight away.
 */
const LIVE_STALE_TIME_MS = 5_000

export const billKeys = {
  all: ['bill'] as const,
  table: (tableId: string) => [...billKeys.all, 'table', tableId] as const,
  payment: (orderId: string) => [...billKeys.all, 'payment', orderId] as const,
  items: (orderId: string) => [...billKeys.all, 'items', orderId] as const,
}

export function tableStatusQueryOptions(tableId: string) {
  return queryOptions({
    queryKey: billKeys.table(tableId),
    queryFn: async () => getTableStatus(await loadAnonymousClient(), tableId),
    refetchInterval: BILL_POLL_INTERVAL_MS,
    staleTime: LIVE_STALE_TIME_MS,
  })
}

/** The table's live status, once `enabled`. */
export function useTableStatus(tableId: string | undefined, enabled: boolean) {
  return useQuery({ ...tableStatusQueryOptions(tableId ?? ''), enabled: enabled && Boolean(tableId) })
}

export function useOrderPaymentStatus(orderId: string | undefined, pollMs = BILL_POLL_INTERVAL_MS) {
  return useQuery({
    queryKey: billKeys.payment(orderId ?? ''),
    queryFn: async () => getOrderPaymentStatus(await loadAnonymousClient(), orderId ?? ''),
    enabled: Boolean(orderId),
    refetchInterval: pollMs,
    staleTime: LIVE_STALE_TIME_MS,
  })
}

/**
 * The payment page reads the bill's payment status this often (issue 40): a bill paid meanwhile
 * by anyone — staff in cash, another phone — takes "Pay" away within seconds, not a whole poll.
 * TanStack polls a query at the shortest interval any screen asks for; the reads are kept answers.
 */
export const PAYMENT_PAGE_POLL_MS = 3_000

export function useOrderItems(orderId: string | undefined) {
  return useQuery({
    queryKey: billKeys.items(orderId ?? ''),
    queryFn: async () => getOrderItems(await loadAnonymousClient(), orderId ?? ''),
    enabled: Boolean(orderId),
    refetchInterval: BILL_POLL_INTERVAL_MS,
    staleTime: LIVE_STALE_TIME_MS,
  })
}
