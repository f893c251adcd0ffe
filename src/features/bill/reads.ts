import { filterEquals, getRecord, getRecordList, type ListQuery } from '@/lib/pocketbase-rest'
import { readOrderItemStatus } from '@/domain/bill-ledger'
import type { OrderItemStatusRecord, OrderItemStatusRow, OrderPaymentStatusRecord, TableStatusRecord } from '@/lib/pocketbase-types'

// The bill's reads as plain functions (no React, no query client): api.ts wraps them in queries,
// and the web server calls them to render a diner page (src/entry-server.tsx).

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
