import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { PosKeysRecord } from '@/domain/pocketbase-schema'
import type { POS_SCOPES } from '@/domain/shared-rules'
import { callConto } from '@/lib/api/conto-api'
import { pb } from '@/lib/api/pocketbase'
import { getErrorMessage } from '@/lib/errors/error-message'
import { useAppMutation } from '@/lib/live/use-app-mutation'

export type PosScope = (typeof POS_SCOPES)[number]

export const posKeyKeys = {
  list: (restaurantId: string) => ['pos-keys', 'list', restaurantId] as const,
}

/** The restaurant's POS keys, newest first, revoked ones included (admins; the rules hide them from others). */
export function usePosKeys(restaurantId: string) {
  return useQuery({
    queryKey: posKeyKeys.list(restaurantId),
    queryFn: () => pb.collection('pos_keys').getFullList<PosKeysRecord>({ filter: pb.filter('restaurant = {:restaurantId}', { restaurantId }), sort: '-created' }),
    // "last used" moves whenever the POS calls: read again on every visit
    staleTime: 0,
  })
}

/** Creates a key; its answer's `secret` is the whole key, which the server never gives again. */
export function usePosKeyCreate(restaurantId: string) {
  return useAppMutation({
    mutationFn: ({ name, scopes }: { name: string; scopes: PosScope[] }) => callConto('createPosKey', {}, { restaurant: restaurantId, name, scopes }),
    // the form shows the failure beside its fields
    errorToast: false,
    invalidates: () => [posKeyKeys.list(restaurantId)],
  })
}

/** Revokes a key: the POS holding it is refused from its next call on. */
export function usePosKeyRevoke(restaurantId: string) {
  const { t } = useTranslation('office')
  return useAppMutation({
    mutationFn: (keyId: string) => callConto('revokePosKey', { keyId }),
    errorToast: (error) => t('restaurant.pos.revoke.failed', { message: getErrorMessage(error) }),
    invalidates: () => [posKeyKeys.list(restaurantId)],
  })
}
