import { matchDinerPath } from '../../src/config/diner-address.ts'
import { buildPocketBaseUrl, parsePocketBaseUrl, recordPath } from '../../src/config/pocketbase-url.ts'

/**
 * The Link header that starts a diner page's first two reads, its restaurant and its table, with
 * the page itself rather than once the page's script has arrived and run (src/preload.ts): on slow
 * 4G that script costs a round trip and its download first. The script's identical fetch then
 * takes the preloaded answer. `crossorigin` makes the preload a CORS request without cookies, as
 * that fetch is, or the browser would not match them. Null on other pages.
 */
export function getDinerPreloadLinks(pathname: string, pocketbaseUrl: string | undefined): string | null {
  const address = matchDinerPath(pathname)
  if (!address) return null
  const base = parsePocketBaseUrl(pocketbaseUrl)
  return [recordPath('restaurants', address.restaurantId), recordPath('table_status', address.tableId)]
    .map((path) => `<${buildPocketBaseUrl(base, '', path)}>; rel=preload; as=fetch; crossorigin`)
    .join(', ')
}
