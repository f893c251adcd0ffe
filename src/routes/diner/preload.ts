import { preloadBill, preloadOrderItems, type PreloadedBill } from '@/features/bill/reads'
import { getRestaurantMedia } from '@/features/restaurant/media'
import { preloadRestaurant } from '@/features/restaurant/reads'
import { matchDinerPath } from '@/config/diner-address'
import type { RestaurantRecord } from '@/lib/pocketbase-types'

// Runs from src/preload.ts, a separate small script index.html loads beside the app: it must not
// import React, the router or the query client, or it would wait for them.

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
 * Starts the diner's reads (restaurant, table, then the open order's payment and lines) while the
 * app's JavaScript is still downloading; the app's queries pick up the answers. The home page
 * shows no lines: it leaves them to `preloadNextPageReads`, so they do not share a slow
 * connection with what it does show, and requests its background photo (its largest element) as
 * soon as its address is known rather than after the page has rendered around it. Resolves with
 * the answers (the order's may be missing), rejects if the restaurant or table read fails; null
 * on other pages.
 */
export function preloadDinerData(pathname: string): Promise<DinerData> | null {
  const address = matchDinerPath(pathname)
  if (!address) return null
  const restaurant = preloadRestaurant(address.restaurantId)
  const bill = preloadBill(address.tableId, { withItems: !address.isHome })
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

/** On the home page, once it is on screen: the bill's lines, which the next page (the bill) shows. */
export function preloadNextPageReads(data: DinerData): void {
  const orderId = data.table.order_id
  if (orderId && data.items === undefined) void preloadOrderItems(orderId)
}

function preloadImage(url: string): void {
  if (!url) return
  const image = new Image()
  image.fetchPriority = 'high'
  image.src = url
}
