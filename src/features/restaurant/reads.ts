import type PocketBase from 'pocketbase'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { getRestaurantMedia, type DinerRestaurant } from './media'

// The diner's restaurant read as a plain function: api.ts wraps it in a query with the diner's
// anonymous client, and the web server calls it to render a diner page (src/entry-server.tsx).

/**
 * The restaurant read through `client`, with its files' addresses as `files` builds them: the
 * browser passes one client twice; the server reads at its own address and links at the browser's.
 */
export async function getDinerRestaurant(client: PocketBase, files: PocketBase, restaurantId: string): Promise<DinerRestaurant> {
  const restaurant = await client.collection('restaurants').getOne<RestaurantRecord>(restaurantId)
  return { ...restaurant, media: getRestaurantMedia(files, restaurant) }
}
