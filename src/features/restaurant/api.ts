import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import type PocketBase from 'pocketbase'
import { loadAnonymousClient, type ClientSource } from '@/lib/api/load-anonymous-client'
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

/**
 * The restaurant as a diner reads it. `files` builds its files' addresses as the browser reaches
 * PocketBase (the server renderer reads at its own address); by default the reading client does.
 */
export function restaurantQueryOptions(restaurantId: string | undefined, source: ClientSource = loadAnonymousClient, files?: PocketBase) {
  return queryOptions({
    queryKey: restaurantKeys.detail(restaurantId ?? ''),
    queryFn: async () => {
      if (!restaurantId) throw new MissingRestaurantIdError()
      const client = await source()
      return getDinerRestaurant(client, files ?? client, restaurantId)
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
      const { pb } = await import('@/lib/api/pocketbase')
      return pb.collection('restaurants').getFullList<RestaurantRecord>({ sort: 'name' })
    },
  })
}
