import { useQuery } from '@tanstack/react-query'
import { pb } from '@/lib/api/pocketbase'
import type { TillsRecord } from '@/domain/pocketbase-schema'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import { revokeTill } from './api'

export const tillKeys = {
  enrolled: (restaurantId: string) => ['tills', 'enrolled', restaurantId] as const,
}

/** The restaurant's tills still enrolled, the one seen last first (managers; the rules hide them from others). */
export function useEnrolledTills(restaurantId: string, enabled: boolean) {
  return useQuery({
    queryKey: tillKeys.enrolled(restaurantId),
    queryFn: () => pb.collection('tills').getFullList<TillsRecord>({ filter: pb.filter("restaurant = {:restaurantId} && revoked_at = ''", { restaurantId }), sort: '-last_seen,-created' }),
    enabled,
  })
}

export function useRevokeTill(restaurantId: string) {
  return useAppMutation({
    mutationFn: (tillId: string) => revokeTill(tillId),
    invalidates: () => [tillKeys.enrolled(restaurantId)],
  })
}

/** Whether this device's credential (`${tillId}_${secret}`, tills-lib.js) is the till's. */
export function isThisDevice(tillId: string, device: string): boolean {
  return device.startsWith(`${tillId}_`)
}
