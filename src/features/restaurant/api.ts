import { queryOptions, useQuery } from '@tanstack/react-query'
import { getFileUrl, pb } from '@/lib/pocketbase'
import type { RestaurantRecord } from '@/lib/pocketbase-types'

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
    queryFn: () => {
      if (!restaurantId) throw new MissingRestaurantIdError()
      return pb.collection('restaurants').getOne<RestaurantRecord>(restaurantId)
    },
  })
}

/** One restaurant by id; diners can read it only while it is active. */
export function useRestaurant(restaurantId: string | undefined) {
  return useQuery(restaurantQueryOptions(restaurantId))
}

/** Restaurants the signed-in user can see (the rules scope them to company and role). */
export function useRestaurants(companyId: string) {
  return useQuery({
    queryKey: restaurantKeys.list(companyId),
    queryFn: () => pb.collection('restaurants').getFullList<RestaurantRecord>({ sort: 'name' }),
  })
}

export interface RestaurantMedia {
  logoUrl: string
  backgroundUrl: string
  menuUrl: string
}

/** Public addresses of the restaurant's files; the menu file wins over the menu link. */
export function getRestaurantMedia(restaurant: RestaurantRecord): RestaurantMedia {
  return {
    // thumbs sized for the phone screen: the 88 px logo circle and the landscape hero band;
    // the originals (400x400, 1080x1920) would compete with the bill for a slow connection
    logoUrl: getFileUrl(restaurant, restaurant.logo, '200x200'),
    backgroundUrl: getFileUrl(restaurant, restaurant.background, '720x540'),
    menuUrl: restaurant.menu_file ? getFileUrl(restaurant, restaurant.menu_file) : restaurant.menu_link,
  }
}
