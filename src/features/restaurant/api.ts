import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RestaurantRecord } from '@/lib/pocketbase-types'
import { loadAnonymousClient } from '@/lib/load-anonymous-client'
import { getDinerRestaurant } from './reads'

export const restaurantKeys = {
  all: ['restaurants'] as const,
  list: (companyId: string) => [...restaurantKeys.all, 'list', companyId] as const,
  detail: (restaurantId: string) => [...restaurantKeys.all, 'detail', restaurantId] as const,
}

/** Thrown for an id that is missing from the address. */
export class MissingRestaurantIdError extends Error {
  constructor() {
    super('No restaurant ID found')
    this.name = 'MissingRestaurantIdError'
  }
}

export function restaurantQueryOptions(restaurantId: string | undefined) {
  return queryOptions({
    queryKey: restaurantKeys.detail(restaurantId ?? ''),
    queryFn: async () => {
      if (!restaurantId) throw new MissingRestaurantIdError()
      const client = await loadAnonymousClient()
      return getDinerRestaurant(client, client, restaurantId)
    },
  })
}

/** One restaurant by id, as the diner's pages show it; diners can read it only while it is active. */
export function useRestaurant(restaurantId: string | undefined) {
  return useQuery(restaurantQueryOptions(restaurantId))
}

/**
 * Restaurants the signed-in user can see (the rules scope them to company and role). `current`:
 * read again whenever a screen mounts, for a form that must start from the record as it is now.
 */
export function useRestaurants(companyId: string, { current = false }: { current?: boolean } = {}) {
  return useQuery({
    ...(current ? { refetchOnMount: 'always' as const } : {}),
    queryKey: restaurantKeys.list(companyId),
    queryFn: async () => {
      // staff only: the SDK client (auth) loads with the staff screens, not with the diner's pages
      const { pb } = await import('@/lib/pocketbase')
      return pb.collection('restaurants').getFullList<RestaurantRecord>({ sort: 'name' })
    },
  })
}
