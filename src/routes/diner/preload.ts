import { preloadBill, type PreloadedBill } from '@/features/bill/reads'
import { getRestaurantMedia } from '@/features/restaurant/media'
import { preloadRestaurant } from '@/features/restaurant/reads'
import { routeSegments } from '@/config/paths'
import type { RestaurantRecord } from '@/lib/pocketbase-types'

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

/** Everything a diner page starts from, as the preload read it. */
export interface DinerData extends PreloadedBill {
  restaurant: RestaurantRecord
}

let preloadedData: { restaurantId: string; tableId: string; data: DinerData } | undefined

/**
 * The diner data the preload has read, once all of it is in, for the app to start its query cache
 * from (so React's first render is the page, not its skeleton); undefined on other pages or
 * while the reads are on their way or failed.
 */
export function getPreloadedDinerData(restaurantId: string, tableId: string): DinerData | undefined {
  return preloadedData && preloadedData.restaurantId === restaurantId && preloadedData.tableId === tableId ? preloadedData.data : undefined
}

/**
 * Starts the diner's four reads (restaurant, table, then the open order's payment and lines)
 * while the app's JavaScript is still downloading; the app's queries pick up the answers. On the
 * home page the background photo (its largest element) is requested as soon as its address is
 * known rather than after the page has rendered around it. Resolves with all four answers (the
 * order's may be missing), rejects if the restaurant or table read fails; null on other pages.
 */
export function preloadDinerData(pathname: string): Promise<DinerData> | null {
  const address = matchDinerPath(pathname)
  if (!address) return null
  const restaurant = preloadRestaurant(address.restaurantId)
  const bill = preloadBill(address.tableId)
  restaurant.then(
    (record) => {
      if (address.isHome) preloadImage(getRestaurantMedia(record).backgroundUrl)
    },
    // the app asks again and shows the error itself
    () => undefined,
  )
  const data = Promise.all([restaurant, bill]).then(([record, answers]) => {
    const loaded: DinerData = { restaurant: record, ...answers }
    preloadedData = { restaurantId: address.restaurantId, tableId: address.tableId, data: loaded }
    return loaded
  })
  data.catch(() => undefined) // the app asks again and shows the error itself
  return data
}

function preloadImage(url: string): void {
  if (!url) return
  const image = new Image()
  image.fetchPriority = 'high'
  image.src = url
}
