// The anonymous status rows the diner screens read, for unit tests: sensible defaults, overrides.
import type { OrderItemStatusRecord, TableStatusRecord } from '@/lib/api/pocketbase-types'

/** A `table_status` row of table 4 with an open order of 100,00 €. */
export function tableStatusRecord(overrides: Partial<TableStatusRecord> = {}): TableStatusRecord {
  return {
    id: 't1',
    collectionId: 'c',
    collectionName: 'table_status',
    restaurant: 'r1',
    name: '4',
    section: 'Sala',
    currency: 'EUR',
    waiter: '',
    active: true,
    order_id: 'o1',
    order_number: 102,
    order_waiter: '',
    order_guests: 4,
    opened_at: '',
    total_amount: 10_000,
    paid_amount: 0,
    held_amount: 0,
    status: 'occupied',
    ...overrides,
  }
}

/** An `order_items_status` row with its menu item expanded; nothing paid or held unless overridden. */
export function orderItemStatusRecord(
  id: string,
  name: string,
  price: number,
  total: number,
  overrides: Partial<OrderItemStatusRecord> = {},
): OrderItemStatusRecord {
  return {
    id,
    collectionId: 'c',
    collectionName: 'order_items_status',
    order: 'o1',
    item: `item-${id}`,
    price,
    total_quantity: total,
    paid_quantity: 0,
    held_quantity: 0,
    share_of: 0,
    shares_paid: 0,
    shares_held: 0,
    created: '',
    expand: { item: { id: `item-${id}`, collectionId: 'i', collectionName: 'items', restaurant: 'r1', name, description: '', category: 'Menu', price, available: true, vat: '', sort_order: 0, pos_product: '', created: '', updated: '' } },
    ...overrides,
  }
}
