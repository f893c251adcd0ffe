import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { callConto } from '@/lib/api/conto-api'
import { getErrorMessage } from '@/lib/errors/error-message'
import { floorQueryKey } from '@/lib/live/floor-live'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import { getPollInterval, HURRY_AFTER_RETRY_MS, type UnsyncedPayment } from './unsynced'

export const posSyncKeys = {
  // under the floor's key: a payment taken, voided or refunded on the floor (useFloorLive) reads it again
  unsynced: (restaurantId: string) => [...floorQueryKey(restaurantId), 'pos-unsynced'] as const,
}

/**
 * The payments the restaurant's POS has not taken yet, read every 10 s while some are missing and
 * every 30 s otherwise (`hurry`: every 2 s, right after a retry).
 */
export function usePosUnsynced(restaurantId: string, hurry: () => boolean = () => false) {
  return useQuery({
    queryKey: posSyncKeys.unsynced(restaurantId),
    queryFn: async () => (await callConto('posUnsynced', { restaurant: restaurantId })).payments,
    enabled: Boolean(restaurantId),
    refetchInterval: (query) => getPollInterval(query.state.data ?? [], hurry()),
  })
}

/**
 * Sends a payment to the POS again now. The server schedules it (the delivery loop sends it within
 * 5 s) and adds nothing while a try is in flight, so a double tap never sends twice at once.
 */
export function usePosRetry(restaurantId: string, onRetried?: () => void) {
  const { t } = useTranslation('office')
  const queryClient = useQueryClient()
  return useAppMutation({
    mutationFn: (deliveryId: string) => callConto('resendPosDelivery', { deliveryId }),
    onSuccess: ({ delivery }) => {
      // the row says "waiting" (or "sending") at once, before the list is read again
      queryClient.setQueryData<UnsyncedPayment[]>(posSyncKeys.unsynced(restaurantId), (rows) =>
        rows?.map((row) => (row.deliveryId === delivery.id ? { ...row, status: delivery.status, sending: delivery.sending } : row)),
      )
      onRetried?.()
    },
    errorToast: (error) => t('posSync.retry.failed', { message: getErrorMessage(error) }),
    invalidates: () => [posSyncKeys.unsynced(restaurantId)],
  })
}

/** The list and its retry together: after a retry the list is read every 2 s for a short while, so the row leaves soon after the POS took it. */
export function usePosSync(restaurantId: string) {
  // read by the query's timer, never while rendering
  const hurryUntil = useRef(0)
  const unsynced = usePosUnsynced(restaurantId, () => Date.now() < hurryUntil.current)
  const retry = usePosRetry(restaurantId, () => {
    hurryUntil.current = Date.now() + HURRY_AFTER_RETRY_MS
  })
  return { unsynced, retry }
}
