import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/browser/toast'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import {
  PushDisabledError,
  findStoredSubscription,
  getBrowserSubscription,
  isPushSupported,
  subscribeDevice,
  unsubscribeDevice,
  type PushSubscriptionRecord,
} from './device'

export type PushState =
  | { kind: 'unsupported' }
  | { kind: 'blocked' }
  | { kind: 'off' }
  | { kind: 'on'; record: PushSubscriptionRecord }

export const pushKeys = {
  device: (userId: string) => ['push', 'device', userId] as const,
}

/** Whether this device gets push notifications for the signed-in user, and for which restaurant. */
export function usePushState(userId: string) {
  return useQuery({
    queryKey: pushKeys.device(userId),
    queryFn: async (): Promise<PushState> => {
      if (!isPushSupported()) return { kind: 'unsupported' }
      if (Notification.permission === 'denied') return { kind: 'blocked' }
      const subscription = await getBrowserSubscription()
      if (!subscription) return { kind: 'off' }
      const record = await findStoredSubscription(subscription.endpoint)
      return record && record.user === userId ? { kind: 'on', record } : { kind: 'off' }
    },
    // browser state, never written to the offline cache
    meta: { persist: false },
    staleTime: 0,
  })
}

function usePushMutation<TInput>(userId: string, mutationFn: (input: TInput) => Promise<unknown>) {
  const { t } = useTranslation('floor')
  return useAppMutation({
    mutationFn,
    errorToast: (error) => (error instanceof PushDisabledError ? t('push.disabled') : t('push.failed')),
    invalidates: () => [pushKeys.device(userId)],
  })
}

export function usePushSubscribe(userId: string) {
  const { t } = useTranslation('floor')
  const mutation = usePushMutation(userId, (restaurantId: string) => subscribeDevice(userId, restaurantId))
  return {
    ...mutation,
    mutate: (restaurantId: string) => mutation.mutate(restaurantId, { onSuccess: () => toast.success(t('push.enabled')) }),
  }
}

export function usePushUnsubscribe(userId: string) {
  return usePushMutation(userId, () => unsubscribeDevice())
}
