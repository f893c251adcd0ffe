import { preloadBill } from '@/features/bill/reads'
import { getRestaurantMedia } from '@/features/restaurant/media'
import { preloadRestaurant } from '@/features/restaurant/reads'
import { routeSegments } from '@/config/paths'

// Runs from src/preload.ts, a separate small script index.html loads beside the app: it must not
// import React, the router or the query client, or it would wait for them.

const DINER_PATH = new RegExp(
  `^/${routeSegments.diner
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment))
    .join('/')}(/.*)?$`,
)

interface DinerAddress {
  restaurantId: string
  tableId: string
  isHome: boolean
}

/** The restaurant and table of a diner page's address, or null for any other page. */
export function matchDinerPath(pathname: string): DinerAddress | null {
  const match = DINER_PATH.exec(pathname)
  if (!match) return null
  try {
    return {
      restaurantId: decodeURIComponent(match[1] ?? ''),
      tableId: decodeURIComponent(match[2] ?? ''),
      isHome: !match[3] || match[3] === '/',
    }
  } catch {
    return null // a malformed address: the router shows its page, nothing to fetch
  }
}

/**
 * Starts the diner's four reads (restaurant, table, then the open order's payment and lines)
 * while the app's JavaScript is still downloading; the app's queries pick up the answers. On the
 * home page the background photo (its largest element) is requested as soon as its address is
 * known rather than after the page has rendered around it.
 */
export function preloadDinerData(pathname: string): void {
  const address = matchDinerPath(pathname)
  if (!address) return
  const restaurant = preloadRestaurant(address.restaurantId)
  preloadBill(address.tableId)
  restaurant.then(
    (record) => {
      if (address.isHome) preloadImage(getRestaurantMedia(record).backgroundUrl)
    },
    // the app asks again and shows the error itself
    () => undefined,
  )
}

function preloadImage(url: string): void {
  if (!url) return
  const image = new Image()
  image.fetchPriority = 'high'
  image.src = url
}
