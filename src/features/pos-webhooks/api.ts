import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { PosDeliveriesRecord, PosEndpointsRecord, PosEventsRecord } from '@/domain/pocketbase-schema'
import { callConto } from '@/lib/api/conto-api'
import { pb } from '@/lib/api/pocketbase'
import { getErrorMessage } from '@/lib/errors/error-message'
import { useAppMutation } from '@/lib/live/use-app-mutation'

/** How many deliveries the log shows: the latest, enough to see what a POS missed tonight. */
export const DELIVERY_LOG_SIZE = 20

/** A delivery with its event (type, payload) and its endpoint (address, active). */
export type PosDeliveryRow = PosDeliveriesRecord & { expand?: { event?: PosEventsRecord; endpoint?: PosEndpointsRecord } }

export const posWebhookKeys = {
  endpoints: (restaurantId: string) => ['pos-webhooks', 'endpoints', restaurantId] as const,
  deliveries: (restaurantId: string) => ['pos-webhooks', 'deliveries', restaurantId] as const,
}

const byRestaurant = (restaurantId: string) => pb.filter('restaurant = {:restaurantId}', { restaurantId })

/**
 * The restaurant's webhook endpoints, newest first, disabled ones included (admins only, by the
 * rules). A Lightspeed till is an endpoint too, but its own card lists it.
 */
export function usePosEndpoints(restaurantId: string) {
  return useQuery({
    queryKey: posWebhookKeys.endpoints(restaurantId),
    queryFn: () =>
      pb.collection('pos_endpoints').getFullList<PosEndpointsRecord>({
        filter: pb.filter('restaurant = {:restaurantId} && kind != {:till}', { restaurantId, till: 'lightspeed' }),
        sort: '-created',
      }),
  })
}

/** The latest deliveries, newest first, with their event and endpoint. */
export function usePosDeliveries(restaurantId: string) {
  return useQuery({
    queryKey: posWebhookKeys.deliveries(restaurantId),
    queryFn: async () =>
      (
        await pb.collection('pos_deliveries').getList<PosDeliveryRow>(1, DELIVERY_LOG_SIZE, {
          filter: byRestaurant(restaurantId),
          sort: '-created',
          expand: 'event,endpoint',
        })
      ).items,
    // the functions move deliveries on in the background: read again on every visit and focus
    staleTime: 0,
    refetchOnWindowFocus: true,
  })
}

/** Adds an endpoint; its answer's `secret` signs the webhooks, and the server never gives it again. */
export function usePosEndpointCreate(restaurantId: string) {
  return useAppMutation({
    mutationFn: (url: string) => callConto('createPosEndpoint', {}, { restaurant: restaurantId, url }),
    // the form shows the failure beside its field
    errorToast: false,
    invalidates: () => [posWebhookKeys.endpoints(restaurantId)],
  })
}

/** Disables an endpoint: nothing more is sent to it, what was waiting included. */
export function usePosEndpointDisable(restaurantId: string) {
  const { t } = useTranslation('office')
  return useAppMutation({
    mutationFn: (endpointId: string) => callConto('disablePosEndpoint', { endpointId }),
    errorToast: (error) => t('restaurant.pos.webhooks.disable.failed', { message: getErrorMessage(error) }),
    // the log says which deliveries are now on hold
    invalidates: () => [posWebhookKeys.endpoints(restaurantId), posWebhookKeys.deliveries(restaurantId)],
  })
}

/** Sends a delivery again now; the row says "waiting" at once, before the log is read again. */
export function usePosDeliveryResend(restaurantId: string) {
  const { t } = useTranslation('office')
  const queryClient = useQueryClient()
  return useAppMutation({
    mutationFn: (deliveryId: string) => callConto('resendPosDelivery', { deliveryId }),
    onSuccess: ({ delivery }) =>
      queryClient.setQueryData<PosDeliveryRow[]>(posWebhookKeys.deliveries(restaurantId), (rows) =>
        rows?.map((row) => (row.id === delivery.id ? { ...row, status: delivery.status } : row)),
      ),
    errorToast: (error) => t('restaurant.pos.deliveries.resendFailed', { message: getErrorMessage(error) }),
    invalidates: () => [posWebhookKeys.deliveries(restaurantId)],
  })
}
