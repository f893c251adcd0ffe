import { getFileUrl } from '@/lib/pocketbase-rest'
import type { RestaurantRecord } from '@/lib/pocketbase-types'

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
