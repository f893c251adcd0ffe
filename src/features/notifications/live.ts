import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { refreshAfterChange, useLiveRecords, type LiveEvent, type LiveState, type LiveTopic } from '@/lib/live/live-records'
import { pb } from '@/lib/api/pocketbase'
import { notificationKeys } from './api'
import type { NotificationRecord } from './types'

/**
 * Keeps the restaurant's notifications (list and unread badge) live, and hands each newly
 * created one to `onCreated`, e.g. to announce a waiter call wherever staff are in the app.
 */
export function useNotificationsLive(
  restaurantId: string | undefined,
  onCreated?: (notification: NotificationRecord) => void,
): LiveState {
  const queryClient = useQueryClient()
  const topics = useMemo<LiveTopic[]>(
    () =>
      restaurantId
        ? [{ collection: 'notifications', filter: pb.filter('restaurant = {:id}', { id: restaurantId }), expand: 'table' }]
        : [],
    [restaurantId],
  )
  const handle = useCallback(
    (events: LiveEvent[]) => {
      if (!restaurantId) return undefined
      for (const event of events) {
        if (event.collection === 'notifications' && event.action === 'create') {
          onCreated?.(event.record as unknown as NotificationRecord)
        }
      }
      return refreshAfterChange(queryClient, notificationKeys.all(restaurantId))
    },
    [queryClient, restaurantId, onCreated],
  )
  return useLiveRecords(topics, handle, Boolean(restaurantId))
}
