import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getErrorMessage, pb } from '@/lib/pocketbase'
import type { OrderItemStatusRecord, OrderPaymentStatusRecord, TableStatusRecord } from '@/lib/pocketbase-types'
import { toast } from '@/lib/toast'

/** Table, payment and item state change as others pay, so diners poll them. */
export const BILL_POLL_INTERVAL_MS = 10_000
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
  })
}

/** The table's live status; waits until `enabled` (the restaurant is loaded first). */
export function useTableStatus(tableId: string | undefined, enabled: boolean) {
  return useQuery({ ...tableStatusQueryOptions(tableId ?? ''), enabled: enabled && Boolean(tableId) })
}

export function useOrderPaymentStatus(orderId: string | undefined) {
  return useQuery({
    queryKey: billKeys.payment(orderId ?? ''),
    queryFn: () => pb.collection('order_payments_status').getOne<OrderPaymentStatusRecord>(orderId ?? ''),
    enabled: Boolean(orderId),
    refetchInterval: BILL_POLL_INTERVAL_MS,
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
  })
}

async function postCallWaiter(tableId: string): Promise<void> {
  const response = await fetch('/api/push/call-waiter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tableId }),
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown; error?: unknown } | null
    const message = body?.message ?? body?.error
    throw new Error(typeof message === 'string' && message ? message : `${response.status} ${response.statusText}`)
  }
}

/** Calls a waiter to the table; the outcome is announced with a toast. */
export function useWaiterCall(tableId: string | undefined) {
  const { t } = useTranslation('errors')
  return useMutation({
    mutationFn: () => {
      if (!tableId) throw new Error(t('noTableId'))
      return postCallWaiter(tableId)
    },
    onSuccess: () => toast.success(t('waiterCallSent')),
    onError: (error) => toast.error(t('waiterCallFailed', { message: getErrorMessage(error) })),
  })
}
