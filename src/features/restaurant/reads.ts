import { getRecord, preloadRecord } from '@/lib/pocketbase-rest'
import type { RestaurantRecord } from '@/lib/pocketbase-types'

// The diner's restaurant read as a plain function, so the preload script can start it from
// index.html before the app has loaded; api.ts wraps it in a query.

export function getRestaurant(restaurantId: string): Promise<RestaurantRecord> {
  return getRecord<RestaurantRecord>('restaurants', restaurantId)
}

export function preloadRestaurant(restaurantId: string): Promise<RestaurantRecord> {
  return preloadRecord<RestaurantRecord>('restaurants', restaurantId)
}
