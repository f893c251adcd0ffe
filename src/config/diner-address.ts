import { routeSegments } from './paths.ts'

// Read by the browser's preload and by the production web server (its Link headers): no
// import.meta.env and no '@/' imports here.

const DINER_PATH = new RegExp(
  `^/${routeSegments.diner
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment))
    .join('/')}(/.*)?$`,
)

export interface DinerAddress {
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
