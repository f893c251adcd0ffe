import type PocketBase from 'pocketbase'
import { readOrderItemStatus } from '@/domain/bill-ledger'
import type { OrderItemStatusRecord, OrderItemStatusRow, OrderPaymentStatusRecord, TableStatusRecord } from '@/lib/api/pocketbase-types'

// The bill's reads as plain functions of a PocketBase client (no React, no query client): api.ts
// wraps them in queries with the diner's anonymous client, and the web server calls them with its
// own client for the page it renders (src/entry-server.tsx).

export const ORDER_ITEMS_PAGE_SIZE = 100

export function getTableStatus(client: PocketBase, tableId: string): Promise<TableStatusRecord> {
  return client.collection('table_status').getOne<TableStatusRecord>(tableId)
}

export function getOrderPaymentStatus(client: PocketBase, orderId: string): Promise<OrderPaymentStatusRecord> {
  return client.collection('order_payments_status').getOne<OrderPaymentStatusRecord>(orderId)
}

/**
 * Diners may list one order's lines only by naming it twice: in the filter and as the `order`
 * query parameter the list rule checks (the SDK sends unknown options as query parameters).
 */
export async function getOrderItemRows(client: PocketBase, orderId: string): Promise<OrderItemStatusRow[]> {
  const page = await client.collection('order_items_status').getList<OrderItemStatusRow>(1, ORDER_ITEMS_PAGE_SIZE, {
    filter: client.filter('order = {:order}', { order: orderId }),
    expand: 'item',
    sort: 'created',
    order: orderId,
  })
  return page.items
}

/** The order's lines, with their shares read into numbers. */
export async function getOrderItems(client: PocketBase, orderId: string): Promise<OrderItemStatusRecord[]> {
  return (await getOrderItemRows(client, orderId)).map(readOrderItemStatus)
}
