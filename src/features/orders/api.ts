import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { floorQueryKey } from '@/lib/live/floor-live'
import { pb } from '@/lib/api/pocketbase'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import { readOrderItemStatus } from '@/domain/bill-ledger'
import type { OrderItemStatusRecord, OrderItemStatusRow, OrderPaymentStatusRecord, UserRecord } from '@/lib/api/pocketbase-types'
import { buildOrderDateFilter, type OrderDateFilter } from '@/lib/time/date-filters'
import { useNow } from '@/lib/time/use-now'
import { isLiveClaim } from './claims'
import type { LiveClaimRecord, MenuItemRecord, OrderEventRecord, OrderRecord, OrderWithStatus, TransactionRecord } from './types'
import { FISCAL_POLL_MS, hasQueuedJob, type FiscalJobRow } from '@/domain/fiscal-status'
import { isVatCode, type VatCode } from '@/domain/vat'

export const ORDER_ITEMS_PAGE_SIZE = 100

export const orderKeys = {
  all: (restaurantId: string) => [...floorQueryKey(restaurantId), 'orders'] as const,
  list: (restaurantId: string, params: { dateFilter: OrderDateFilter; page: number; perPage: number }) =>
    [...orderKeys.all(restaurantId), 'list', params] as const,
  detail: (restaurantId: string, orderId: string) => [...orderKeys.all(restaurantId), 'detail', orderId] as const,
  items: (restaurantId: string, orderId: string) => [...orderKeys.all(restaurantId), 'items', orderId] as const,
  payment: (restaurantId: string, orderId: string) => [...orderKeys.all(restaurantId), 'payment', orderId] as const,
  transactions: (restaurantId: string, orderId: string) =>
    [...orderKeys.all(restaurantId), 'transactions', orderId] as const,
  claims: (restaurantId: string, orderId: string) => [...orderKeys.all(restaurantId), 'claims', orderId] as const,
  events: (restaurantId: string, orderId: string) => [...orderKeys.all(restaurantId), 'events', orderId] as const,
  fiscal: (restaurantId: string, orderId: string) => [...orderKeys.all(restaurantId), 'fiscal', orderId] as const,
  menu: (restaurantId: string) => [...floorQueryKey(restaurantId), 'menu'] as const,
  staff: (restaurantId: string) => [...floorQueryKey(restaurantId), 'staff'] as const,
}

export interface OrdersPage {
  items: OrderWithStatus[]
  page: number
  perPage: number
  totalItems: number
}

/** Derived payment state of several orders at once (one request for a whole page). */
async function fetchPaymentStatuses(orderIds: string[]): Promise<Map<string, OrderPaymentStatusRecord>> {
  if (orderIds.length === 0) return new Map()
  const filter = orderIds.map((id, index) => pb.filter(`id = {:id${index}}`, { [`id${index}`]: id })).join(' || ')
  const statuses = await pb.collection('order_payments_status').getFullList<OrderPaymentStatusRecord>({ filter })
  return new Map(statuses.map((status) => [status.id, status]))
}

export function withPaymentStatus(order: OrderRecord, status: OrderPaymentStatusRecord | undefined): OrderWithStatus {
  return {
    ...order,
    total_amount: status?.total_amount ?? 0,
    paid_amount: status?.paid_amount ?? 0,
    held_amount: status?.held_amount ?? 0,
    status: status?.status ?? 'unknown',
  }
}

/** One page of the restaurant's orders, newest first, within a date filter. */
export function useOrdersPage(restaurantId: string, params: { dateFilter: OrderDateFilter; page: number; perPage: number }) {
  return useQuery({
    queryKey: orderKeys.list(restaurantId, params),
    queryFn: async (): Promise<OrdersPage> => {
      const filters = [pb.filter('restaurant = {:restaurantId}', { restaurantId }), buildOrderDateFilter(params.dateFilter)]
      const result = await pb.collection('orders').getList<OrderRecord>(params.page, params.perPage, {
        filter: filters.filter(Boolean).join(' && '),
        sort: '-created,-number',
        expand: 'table,waiter',
      })
      const statuses = await fetchPaymentStatuses(result.items.map((order) => order.id))
      return {
        items: result.items.map((order) => withPaymentStatus(order, statuses.get(order.id))),
        page: result.page,
        perPage: result.perPage,
        totalItems: result.totalItems,
      }
    },
    placeholderData: keepPreviousData,
  })
}

/** An order, or null when it does not exist or this user may not see it (both answer 404). */
export function useOrder(restaurantId: string, orderId: string) {
  return useQuery({
    queryKey: orderKeys.detail(restaurantId, orderId),
    queryFn: async () => {
      try {
        return await pb.collection('orders').getOne<OrderRecord>(orderId, { expand: 'table,waiter' })
      } catch (error) {
        if (isPocketBaseError(error) && error.status === 404) return null
        throw error
      }
    },
  })
}

export function useOrderPaymentStatus(restaurantId: string, orderId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.payment(restaurantId, orderId ?? ''),
    queryFn: () => pb.collection('order_payments_status').getOne<OrderPaymentStatusRecord>(orderId ?? ''),
    enabled: Boolean(orderId),
  })
}

/** The order's lines with quantities paid so far (order_items_status), in the order they were added. */
export function useOrderLines(restaurantId: string, orderId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.items(restaurantId, orderId ?? ''),
    queryFn: async (): Promise<OrderLine[]> => {
      const order = orderId ?? ''
      const filter = pb.filter('order = {:order}', { order })
      const [page, rates] = await Promise.all([
        pb.collection('order_items_status').getList<OrderItemStatusRow>(1, ORDER_ITEMS_PAGE_SIZE, { filter, expand: 'item', sort: 'created' }),
        // the VAT each line was sold at (issue 22): on order_items, not in the diners' status view
        pb.collection('order_items').getFullList<{ id: string; vat: string }>({ filter, fields: 'id,vat' }),
      ])
      const vatOf = new Map(rates.map((line) => [line.id, line.vat]))
      return page.items.map((row) => {
        const vat = vatOf.get(row.id)
        return { ...readOrderItemStatus(row), vat: isVatCode(vat) ? vat : undefined }
      })
    },
    enabled: Boolean(orderId),
  })
}

/** A bill line as staff see it: its status and the VAT it was sold at. */
export type OrderLine = OrderItemStatusRecord & { vat?: VatCode }

/** Payments made on the order, newest first. */
export function useOrderTransactions(restaurantId: string, orderId: string) {
  return useQuery({
    queryKey: orderKeys.transactions(restaurantId, orderId),
    queryFn: () =>
      pb.collection('transactions').getFullList<TransactionRecord>({
        filter: pb.filter('order = {:orderId}', { orderId }),
        sort: '-created',
        expand: 'recorded_by',
      }),
  })
}

/** The order's documenti commerciali (issue 22), read again while one waits for the printer. */
export function useOrderFiscalJobs(restaurantId: string, orderId: string) {
  return useQuery({
    queryKey: orderKeys.fiscal(restaurantId, orderId),
    queryFn: () =>
      pb.collection('fiscal_jobs').getFullList<FiscalJobRow>({
        filter: pb.filter('order = {:orderId}', { orderId }),
        fields: 'id,key,transaction,kind,status,result,last_error,created',
        sort: 'created',
      }),
    enabled: Boolean(orderId),
    refetchInterval: (query) => (hasQueuedJob(query.state.data ?? []) ? FISCAL_POLL_MS : false),
  })
}


/** How often live claims are fetched again even without a realtime event (a claim lapses silently). */
export const CLAIMS_POLL_MS = 10_000

/**
 * The order's live claims, oldest first, with the rows saying what each covers. The floor's
 * realtime refetches them on every payment change; the poll catches claims that lapse, which
 * nothing announces until the sweep marks them failed.
 */
/** The order's corrections, oldest first: what was voided or comped, closed with a balance, voided as a payment, and why. */
export function useOrderEvents(restaurantId: string, orderId: string) {
  return useQuery({
    queryKey: orderKeys.events(restaurantId, orderId),
    queryFn: () =>
      pb.collection('order_events').getFullList<OrderEventRecord>({
        filter: pb.filter('order = {:orderId}', { orderId }),
        sort: 'created',
        expand: 'item,by',
      }),
    enabled: Boolean(restaurantId && orderId),
  })
}

export function useOrderClaims(restaurantId: string, orderId: string, enabled = true) {
  return useQuery({
    queryKey: orderKeys.claims(restaurantId, orderId),
    queryFn: () =>
      pb.collection('transactions').getFullList<LiveClaimRecord>({
        filter: pb.filter("order = {:orderId} && status = 'pending' && claim_expires_at > @now", { orderId }),
        expand: 'transaction_items_via_transaction',
        sort: 'created',
      }),
    refetchInterval: CLAIMS_POLL_MS,
    enabled,
  })
}

/** The clock claims are compared with: a lapsed claim leaves the list within this long. */
const CLAIMS_CLOCK_MS = 5_000

/**
 * The order's live claims as of now, the sum those that hold hold (what the views call
 * held_amount) and the clock used, so "since when" counts on. A claim leaves as soon as it lapses
 * on this clock.
 */
export function useLiveClaims(restaurantId: string, orderId: string, enabled = true) {
  const claims = useOrderClaims(restaurantId, orderId, enabled)
  const now = useNow(CLAIMS_CLOCK_MS)
  return useMemo(() => {
    const live = (claims.data ?? []).filter((claim) => isLiveClaim(claim, now))
    return {
      claims: live,
      // a claim that holds nothing (decision 039) is shown, but leaves the bill to others
      heldAmount: live.reduce((sum, claim) => sum + (claim.claim_holds_nothing ? 0 : claim.base_amount), 0),
      isLoaded: claims.isSuccess,
      now,
    }
  }, [claims.data, claims.isSuccess, now])
}

/** The whole menu, sold-out items included (the picker shows them, greyed); kept live by useFloorLive. */
export function useMenuItems(restaurantId: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.menu(restaurantId),
      queryFn: () =>
        pb.collection('items').getFullList<MenuItemRecord>({
          // the POS's own products (pos_product, decision 044) live on its checks, not on Conto's menu
          filter: pb.filter("restaurant = {:restaurantId} && pos_product = ''", { restaurantId }),
          sort: 'sort_order,name',
          batch: 500,
        }),
      enabled,
    }),
  )
}

/** Active staff who can serve at this restaurant (its own, and company-wide members). */
export function useFloorStaff(restaurantId: string, enabled = true) {
  return useQuery({
    queryKey: orderKeys.staff(restaurantId),
    queryFn: () =>
      pb.collection('users').getFullList<UserRecord>({
        filter: pb.filter("status = 'active' && (restaurant = {:restaurantId} || restaurant = '')", { restaurantId }),
        sort: 'name',
      }),
    enabled,
  })
}
