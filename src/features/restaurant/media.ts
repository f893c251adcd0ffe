import type PocketBase from 'pocketbase'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'

export interface RestaurantMedia {
  logoUrl: string
  backgroundUrl: string
  menuUrl: string
}

/** The restaurant as the diner's pages show it: the record and the public addresses of its files. */
export type DinerRestaurant = RestaurantRecord & { media: RestaurantMedia }

/**
 * Public addresses of the restaurant's files, built by the SDK of `files` (a client at PocketBase's
 * address as the browser reaches it); the menu file wins over the menu link.
 */
export function getRestaurantMedia(files: PocketBase, restaurant: RestaurantRecord): RestaurantMedia {
  const fileUrl = (filename: string, thumb?: string) => files.files.getURL(restaurant, filename, thumb ? { thumb } : {})
  return {
    // thumbs sized for the phone screen: the 88 px logo circle and the landscape hero band;
    // the originals (400x400, 1080x1920) would compete with the bill for a slow connection
    logoUrl: fileUrl(restaurant.logo, '200x200'),
    backgroundUrl: fileUrl(restaurant.background, '720x540'),
    menuUrl: restaurant.menu_file ? fileUrl(restaurant.menu_file) : restaurant.menu_link,
  }
}
