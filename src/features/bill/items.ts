import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'

/** The menu name of a bill line (expanded item), or an empty string until it is known. */
export function getItemName(item: OrderItemStatusRecord): string {
  return item.expand?.item?.name ?? ''
}

/** Price × total quantity of a bill line, in minor units. */
export function getLineTotal(item: Pick<OrderItemStatusRecord, 'price' | 'total_quantity'>): number {
  return item.price * item.total_quantity
}
