import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { refreshAfterChange, useLiveRecords, type LiveState, type LiveTopic } from '@/lib/live/live-records'
import { pb } from '@/lib/api/pocketbase'

/**
 * Every query about a restaurant's floor (table status, orders, their items and payments,
 * dashboard figures) lives under this key, so one change refetches all of them.
 */
export function floorQueryKey(restaurantId: string) {
  return ['floor', restaurantId] as const
}

/**
 * Keeps a restaurant's floor live: orders, order lines, payments, tables and the menu are
 * watched, and the derived views (table_status, order_payments_status, order_items_status) are
 * refetched whenever one of them changes, because views get no realtime events of their own.
 */
export function useFloorLive(restaurantId: string | undefined): LiveState {
  const queryClient = useQueryClient()
  const topics = useMemo<LiveTopic[]>(() => {
    if (!restaurantId) return []
    const restaurant = pb.filter('restaurant = {:id}', { id: restaurantId })
    return [
      { collection: 'orders', filter: restaurant },
      { collection: 'order_items', filter: pb.filter('order.restaurant = {:id}', { id: restaurantId }) },
      { collection: 'transactions', filter: restaurant },
      { collection: 'tables', filter: restaurant },
      { collection: 'reviews', filter: pb.filter('transaction.restaurant = {:id}', { id: restaurantId }) },
      // an item sold out (or back) reaches every waiter's menu picker at once
      { collection: 'items', filter: restaurant },
    ]
  }, [restaurantId])
  const refetch = useCallback(
    () => (restaurantId ? refreshAfterChange(queryClient, floorQueryKey(restaurantId)) : undefined),
    [queryClient, restaurantId],
  )
  return useLiveRecords(topics, refetch, Boolean(restaurantId))
}
