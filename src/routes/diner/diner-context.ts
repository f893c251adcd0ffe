import { useOutletContext } from 'react-router-dom'
import type { BillSummary } from '@/features/bill/amounts'
import type { DinerRestaurant } from '@/features/restaurant/media'
import type { OrderItemStatusRecord, OrderPaymentStatusRecord, TableStatusRecord } from '@/lib/api/pocketbase-types'
import type { OrderContextState, OrderContextUpdate } from './order-store'

/** What the diner layout hands to every diner page. */
export interface DinerContext {
  restaurant: DinerRestaurant
  table: TableStatusRecord
  orderItems: OrderItemStatusRecord[]
  orderPaymentStatus: OrderPaymentStatusRecord | undefined
  isItemsLoading: boolean
  /** Sends the call-waiter request; resolves on success, rejects (already toasted) on failure. */
  callWaiter: () => Promise<void>
  isCallingWaiter: boolean
  /** Total, paid and left, from the freshest of payment status and table status. */
  bill: BillSummary
  /** The client order context (SPEC §3), kept across pages and reloads. */
  order: OrderContextState
  updateOrder: (update: OrderContextUpdate) => void
}

export function useDinerContext(): DinerContext {
  return useOutletContext<DinerContext>()
}
