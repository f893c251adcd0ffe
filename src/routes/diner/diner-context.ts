import { useOutletContext } from 'react-router-dom'
import type {
  OrderItemStatusRecord,
  OrderPaymentStatusRecord,
  RestaurantRecord,
  TableStatusRecord,
} from '@/lib/pocketbase-types'

/** What the diner layout hands to every diner page. */
export interface DinerContext {
  restaurant: RestaurantRecord
  table: TableStatusRecord
  orderItems: OrderItemStatusRecord[]
  orderPaymentStatus: OrderPaymentStatusRecord | undefined
  isItemsLoading: boolean
  callWaiter: () => void
  isCallingWaiter: boolean
}

export function useDinerContext(): DinerContext {
  return useOutletContext<DinerContext>()
}
