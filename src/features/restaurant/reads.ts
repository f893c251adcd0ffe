import { getRecord } from '@/lib/pocketbase-rest'
import type { RestaurantRecord } from '@/lib/pocketbase-types'

// The diner's restaurant read as a plain function: api.ts wraps it in a query, and the web server
// calls it to render a diner page (src/entry-server.tsx).

export function getRestaurant(restaurantId: string): Promise<RestaurantRecord> {
  return getRecord<RestaurantRecord>('restaurants', restaurantId)
}
