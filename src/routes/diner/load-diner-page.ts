import type { QueryClient } from '@tanstack/react-query'
import type PocketBase from 'pocketbase'
import { orderItemsQueryOptions, orderPaymentQueryOptions, tableStatusQueryOptions } from '@/features/bill/api'
import { restaurantQueryOptions } from '@/features/restaurant/api'

export interface DinerPageAddress {
  restaurantId: string
  tableId: string
}

/**
 * What a diner's home and bill show, read into `queryClient` with the same query options the
 * layout's hooks use (layout.tsx), so the keys and reads are stated once: the restaurant and the
 * table, then the open order's payment status and lines. The server renderer calls it with the
 * page's own client; `files` builds file addresses as the browser reaches PocketBase.
 * Throws what a read throws.
 */
export async function loadDinerPage(queryClient: QueryClient, { restaurantId, tableId }: DinerPageAddress, client: PocketBase, files: PocketBase) {
  const source = async () => client
  // once: a page whose reads fail is sent at once for the browser to render (and retry) itself
  const once = { retry: false } as const
  const [restaurant, table] = await Promise.all([
    queryClient.fetchQuery({ ...restaurantQueryOptions(restaurantId, source, files), ...once }),
    queryClient.fetchQuery({ ...tableStatusQueryOptions(tableId, source), ...once }),
  ])
  const orderId = table.order_id || undefined
  if (orderId) {
    await Promise.all([
      queryClient.fetchQuery({ ...orderPaymentQueryOptions(orderId, source), ...once }),
      queryClient.fetchQuery({ ...orderItemsQueryOptions(orderId, source), ...once }),
    ])
  }
  return { restaurant, table }
}
