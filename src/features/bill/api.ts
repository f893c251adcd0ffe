import { queryOptions, useQuery } from '@tanstack/react-query'
import { loadAnonymousClient, type ClientSource } from '@/lib/api/load-anonymous-client'
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

// Each read names where its client comes from: the browser's anonymous client by default, the
// server renderer's own per-page client when it loads a page (routes/diner/load-diner-page.ts).

export function tableStatusQueryOptions(tableId: string, source: ClientSource = loadAnonymousClient) {
  return queryOptions({
    queryKey: billKeys.table(tableId),
    queryFn: async () => getTableStatus(await source(), tableId),
    refetchInterval: BILL_POLL_INTERVAL_MS,
    staleTime: LIVE_STALE_TIME_MS,
  })
}

/** The table's live status, once `enabled`. */
export function useTableStatus(tableId: string | undefined, enabled: boolean) {
  return useQuery({ ...tableStatusQueryOptions(tableId ?? ''), enabled: enabled && Boolean(tableId) })
}

export function orderPaymentQueryOptions(orderId: string, source: ClientSource = loadAnonymousClient) {
  return queryOptions({
    queryKey: billKeys.payment(orderId),
    queryFn: async () => getOrderPaymentStatus(await source(), orderId),
    refetchInterval: BILL_POLL_INTERVAL_MS,
    staleTime: LIVE_STALE_TIME_MS,
  })
}

export function useOrderPaymentStatus(orderId: string | undefined, pollMs = BILL_POLL_INTERVAL_MS) {
  return useQuery({ ...orderPaymentQueryOptions(orderId ?? ''), enabled: Boolean(orderId), refetchInterval: pollMs })
}

/**
 * The payment page reads the bill's payment status this often (issue 40): a bill paid meanwhile
 * by anyone — staff in cash, another phone — takes "Pay" away within seconds, not a whole poll.
 * TanStack polls a query at the shortest interval any screen asks for; the reads are kept answers.
 */
export const PAYMENT_PAGE_POLL_MS = 3_000

export function orderItemsQueryOptions(orderId: string, source: ClientSource = loadAnonymousClient) {
  return queryOptions({
    queryKey: billKeys.items(orderId),
    queryFn: async () => getOrderItems(await source(), orderId),
    refetchInterval: BILL_POLL_INTERVAL_MS,
    staleTime: LIVE_STALE_TIME_MS,
  })
}

export function useOrderItems(orderId: string | undefined) {
  return useQuery({ ...orderItemsQueryOptions(orderId ?? ''), enabled: Boolean(orderId) })
}
