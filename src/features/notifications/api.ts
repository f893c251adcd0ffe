import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { pb } from '@/lib/api/pocketbase'
import { getErrorMessage } from '@/lib/errors/error-message'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import type { NotificationRecord } from './types'

export type NotificationFilter = 'all' | 'unread'

export const notificationKeys = {
  all: (restaurantId: string) => ['notifications', restaurantId] as const,
  list: (restaurantId: string, params: { filter: NotificationFilter; page: number; perPage: number }) =>
    [...notificationKeys.all(restaurantId), 'list', params] as const,
  unread: (restaurantId: string) => [...notificationKeys.all(restaurantId), 'unread'] as const,
}

function restaurantFilter(restaurantId: string, filter: NotificationFilter): string {
  const base = pb.filter('restaurant = {:restaurantId}', { restaurantId })
  return filter === 'unread' ? `${base} && read = false` : base
}

/** A page of the restaurant's notifications, newest first. */
export function useNotificationsPage(restaurantId: string, params: { filter: NotificationFilter; page: number; perPage: number }) {
  return useQuery({
    queryKey: notificationKeys.list(restaurantId, params),
    queryFn: () =>
      pb.collection('notifications').getList<NotificationRecord>(params.page, params.perPage, {
        filter: restaurantFilter(restaurantId, params.filter),
        sort: '-created',
        expand: 'table,transaction',
      }),
    placeholderData: keepPreviousData,
  })
}

/** How many notifications nobody has marked read yet (the badge). */
export function useUnreadCount(restaurantId: string | undefined) {
  return useQuery({
    queryKey: notificationKeys.unread(restaurantId ?? ''),
    queryFn: async () => {
      const page = await pb.collection('notifications').getList(1, 1, {
        filter: restaurantFilter(restaurantId ?? '', 'unread'),
        fields: 'id',
      })
      return page.totalItems
    },
    enabled: Boolean(restaurantId),
  })
}

function useNotificationMutation<TInput>(restaurantId: string, mutationFn: (input: TInput) => Promise<unknown>) {
  return useAppMutation({ mutationFn, errorToast: getErrorMessage, invalidates: () => [notificationKeys.all(restaurantId)] })
}

/** The rule lets staff change only `read` and `read_by` (themselves), which is all this sends. */
function markRead(id: string, userId: string) {
  return pb.collection('notifications').update<NotificationRecord>(id, { read: true, read_by: userId })
}

export function useNotificationMarkRead(restaurantId: string, userId: string) {
  return useNotificationMutation(restaurantId, (id: string) => markRead(id, userId))
}

/** How many updates run at once when marking everything read (there is no batch endpoint). */
const MARK_ALL_CONCURRENCY = 6

/** Marks every unread notification of the restaurant read; resolves to how many were marked. */
export function useNotificationsMarkAllRead(restaurantId: string, userId: string) {
  return useNotificationMutation(restaurantId, async () => {
    const unread = await pb.collection('notifications').getFullList<NotificationRecord>({
      filter: restaurantFilter(restaurantId, 'unread'),
      fields: 'id',
    })
    const queue = unread.map((notification) => notification.id)
    const worker = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) await markRead(id, userId)
    }
    await Promise.all(Array.from({ length: Math.min(MARK_ALL_CONCURRENCY, queue.length) }, worker))
    return unread.length
  })
}

/** Managers and administrators may delete a notification; waiters cannot (rule and UI). */
export function useNotificationDelete(restaurantId: string) {
  return useNotificationMutation(restaurantId, (id: string) => pb.collection('notifications').delete(id))
}
