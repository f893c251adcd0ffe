import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router-dom'
import { tableStatusQueryOptions } from '@/features/bill/api'
import { getRestaurantMedia, restaurantQueryOptions } from '@/features/restaurant/api'
import { routeSegments } from '@/config/paths'

/**
 * Starts the restaurant and table reads before the first render. On a slow phone that render
 * takes a few hundred milliseconds; the round trip to PocketBase now runs during it instead of
 * after it, and the layout's queries pick up the requests already in flight.
 */
export function preloadDinerData(pathname: string, client: QueryClient): void {
  const match = matchPath({ path: `/${routeSegments.diner}`, end: false }, pathname)
  const { restaurantId, tableId } = match?.params ?? {}
  if (!restaurantId || !tableId) return
  const restaurantQuery = restaurantQueryOptions(restaurantId)
  const restaurantLoaded = client.prefetchQuery(restaurantQuery)
  void client.prefetchQuery(tableStatusQueryOptions(tableId))
  // The home page's largest element is the background photo; ask for it as soon as its address
  // is known rather than after the page has rendered around it.
  if (matchPath(`/${routeSegments.diner}`, pathname)) {
    void restaurantLoaded.then(() => {
      const restaurant = client.getQueryData(restaurantQuery.queryKey)
      if (restaurant) preloadImage(getRestaurantMedia(restaurant).backgroundUrl)
    })
  }
}

function preloadImage(url: string): void {
  if (!url) return
  const image = new Image()
  image.fetchPriority = 'high'
  image.src = url
}
