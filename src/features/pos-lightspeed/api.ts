import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ContoRouteBody } from '@/domain/conto-routes'
import type { PosEndpointsRecord } from '@/domain/pocketbase-schema'
import { callConto } from '@/lib/api/conto-api'
import { pb } from '@/lib/api/pocketbase'
import { getErrorMessage } from '@/lib/errors/error-message'
import { useAppMutation } from '@/lib/live/use-app-mutation'

export const lightspeedKeys = {
  connections: (restaurantId: string) => ['pos-lightspeed', 'connections', restaurantId] as const,
}

/** The restaurant's Lightspeed till connections, newest first, disabled ones included (admins only, by the rules). */
export function useLightspeedConnections(restaurantId: string) {
  return useQuery({
    queryKey: lightspeedKeys.connections(restaurantId),
    queryFn: () =>
      pb.collection('pos_endpoints').getFullList<PosEndpointsRecord>({
        filter: pb.filter('restaurant = {:restaurantId} && kind = {:kind}', { restaurantId, kind: 'lightspeed' }),
        sort: '-created',
      }),
  })
}

/** Connects the till; the answer's `inboundToken` is in the address Lightspeed reports to, and the server never gives it again. */
export function useLightspeedConnect(restaurantId: string) {
  return useAppMutation({
    mutationFn: (body: Omit<ContoRouteBody<'connectLightspeed'>, 'restaurant'>) => callConto('connectLightspeed', {}, { restaurant: restaurantId, ...body }),
    // the form shows the failure above its button
    errorToast: false,
    invalidates: () => [lightspeedKeys.connections(restaurantId)],
  })
}

/** Disables a connection: no payment is posted to the till any more, those waiting included. */
export function useLightspeedDisable(restaurantId: string) {
  const { t } = useTranslation('office')
  return useAppMutation({
    mutationFn: (endpointId: string) => callConto('disablePosEndpoint', { endpointId }),
    errorToast: (error) => t('restaurant.pos.lightspeed.disable.failed', { message: getErrorMessage(error) }),
    invalidates: () => [lightspeedKeys.connections(restaurantId)],
  })
}
