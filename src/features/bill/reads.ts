import { filterEquals, getRecord, getRecordList, preloadRecord, preloadRecordList, type ListQuery } from '@/lib/pocketbase-rest'
import { readOrderItemStatus } from '@/domain/bill-ledger'
import type { OrderItemStatusRecord, OrderItemStatusRow, OrderPaymentStatusRecord, TableStatusRecord } from '@/lib/pocketbase-types'

// The bill's reads as plain functions (no React, no query client), so the diner's preload
// script can start them from index.html before the app has loaded; api.ts wraps them in queries.

export const ORDER_ITEMS_PAGE_SIZE = 100

/**
 * Diners may list one order's lines only by naming it twice: in the filter and as the `order`
 * query parameter the list rule checks.
 */
function orderItemsQuery(orderId: string): ListQuery {
  return { page: 1, perPage: ORDER_ITEMS_PAGE_SIZE, filter: filterEquals('order', orderId), expand: 'item', sort: 'created', order: orderId }
}

export function getTableStatus(tableId: string): Promise<TableStatusRecord> {
  return getRecord<TableStatusRecord>('table_status', tableId)
}

export function getOrderPaymentStatus(orderId: string): Promise<OrderPaymentStatusRecord> {
  return getRecord<OrderPaymentStatusRecord>('order_payments_status', orderId)
}

export async function getOrderItems(orderId: string): Promise<OrderItemStatusRecord[]> {
  const page = await getRecordList<OrderItemStatusRow>('order_items_status', orderItemsQuery(orderId))
  return page.items.map(readOrderItemStatus)
}

/** The bill's answers as the app's queries hold them: the order's are missing while it has none or they failed. */
export interface PreloadedBill {
  table: TableStatusRecord
  payment?: OrderPaymentStatusRecord
  items?: OrderItemStatusRecord[]
}

/**
 * Starts the table read and, once it names the open order, that order's payment and (unless
 * `withItems` is false) its lines. Resolves with what arrived (for the diner's pre-paint); rejects
 * only when the table read fails.
 */
export async function preloadBill(tableId: string, { withItems = true } = {}): Promise<PreloadedBill> {
  const table = await preloadRecord<TableStatusRecord>('table_status', tableId)
  if (!table.order_id) return { table }
  const [payment, items] = await Promise.all([
    preloadRecord<OrderPaymentStatusRecord>('order_payments_status', table.order_id).catch(() => undefined),
    withItems ? preloadOrderItems(table.order_id) : undefined,
  ])
  return { table, payment, items }
}

/** Starts the order's lines read; undefined when it fails (the app asks again and shows the error). */
export function preloadOrderItems(orderId: string): Promise<OrderItemStatusRecord[] | undefined> {
  return (preloadRecordList('order_items_status', orderItemsQuery(orderId)) as Promise<{ items?: OrderItemStatusRow[] }>).then(
    (page) => (page.items ?? []).map(readOrderItemStatus),
    () => undefined,
  )
}
