import type { QueryClient } from '@tanstack/react-query'
import { billKeys } from '@/features/bill/api'
import { restaurantKeys } from '@/features/restaurant/api'
import { matchDinerPath } from '@/config/diner-address'
import { getPreloadedDinerData } from './preload'

/**
 * Puts the preload's answers into the query cache before React's first render, so on a diner
 * page it renders the page the pre-paint already shows (not a skeleton over it). They count as
 * fetched now: the live bill queries (never fresh) still ask again at once, and those reads take
 * the preload's answers if they are still waiting, so nothing is fetched twice.
 */
export function seedDinerQueries(queryClient: QueryClient, pathname: string): void {
  const address = matchDinerPath(pathname)
  const data = address && getPreloadedDinerData(address.restaurantId, address.tableId)
  if (!address || !data) return
  queryClient.setQueryData(restaurantKeys.detail(address.restaurantId), data.restaurant)
  queryClient.setQueryData(billKeys.table(address.tableId), data.table)
  const orderId = data.table.order_id
  if (!orderId) return
  if (data.payment) queryClient.setQueryData(billKeys.payment(orderId), data.payment)
  if (data.items) queryClient.setQueryData(billKeys.items(orderId), data.items)
}
