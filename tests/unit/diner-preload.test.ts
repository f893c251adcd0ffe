import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RestaurantRecord } from '@/lib/pocketbase-types'
import { getRestaurant } from '@/features/restaurant/reads'
import { getOrderItems, getOrderPaymentStatus, getTableStatus } from '@/features/bill/reads'
import { matchDinerPath } from '@/config/diner-address'
import { preloadDinerData, preloadNextPageReads } from '@/routes/diner/preload'
import { env } from '@/config/env'
import { getDinerPreloadLinks } from '../../scripts/lib/diner-preload-links.ts'

const restaurant = {
  id: 'r1',
  collectionId: 'pbc_restaurants',
  collectionName: 'restaurants',
  background: 'hall.jpg',
  logo: 'logo.png',
} as RestaurantRecord

const answers: Record<string, unknown> = {
  '/records/r1': restaurant,
  '/records/t1': { id: 't1', restaurant: 'r1', order_id: 'o1' },
  '/order_payments_status/records/o1': { id: 'o1', total_amount: 1000, paid_amount: 0 },
  '/order_items_status/records?': { items: [{ id: 'line1' }] },
}

/** A fetch that answers the diner's reads and records every address it was asked for. */
function recordingFetch() {
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url)
      const key = Object.keys(answers).find((part) => url.includes(part))
      return new Response(JSON.stringify(key ? answers[key] : { message: 'nope' }), { status: key ? 200 : 404 })
    }),
  )
  return urls
}

/** Addresses handed to `new Image()`, i.e. the photos requested ahead of the render. */
function recordImages(): string[] {
  const sources: string[] = []
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = ''
      set src(value: string) {
        sources.push(value)
      }
    },
  )
  return sources
}

function withoutOrigin(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/, '')
}

describe('preloadDinerData', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const READS = [
    '/api/collections/restaurants/records/r1',
    '/api/collections/table_status/records/t1',
    '/api/collections/order_payments_status/records/o1',
    '/api/collections/order_items_status/records?page=1&perPage=100&filter=order%20%3D%20%22o1%22&expand=item&sort=created&order=o1',
  ]

  it.each([
    ['/qr/r1/t1', true],
    ['/qr/r1/t1/', true],
    ['/qr/r1/t1/bill', false],
    ['/qr/r1/t1/split', false],
    ['/qr/r1/t1/paymentResult', false],
  ])('%s starts the reads before the app (home: the photo, and the lines only once shown: %s)', async (pathname, home) => {
    const urls = recordingFetch()
    const images = recordImages()
    const data = preloadDinerData(pathname)
    const loaded = await data
    expect(urls.map(withoutOrigin)).toEqual(home ? READS.slice(0, 3) : READS)
    expect(loaded?.items).toEqual(home ? undefined : [expect.objectContaining({ id: 'line1' })])
    await vi.waitFor(() => expect(images).toHaveLength(home ? 1 : 0))
    expect(images).toEqual(home ? [expect.stringMatching(/\/api\/files\/pbc_restaurants\/r1\/hall\.jpg\?thumb=720x540$/)] : [])
    if (loaded) preloadNextPageReads(loaded)
    await vi.waitFor(() => expect(urls.map(withoutOrigin)).toEqual(READS))

    // the app's reads take the answers already on their way: nothing is asked twice
    await expect(getRestaurant('r1')).resolves.toEqual(restaurant)
    await expect(getTableStatus('t1')).resolves.toMatchObject({ order_id: 'o1' })
    await expect(getOrderPaymentStatus('o1')).resolves.toMatchObject({ total_amount: 1000 })
    await expect(getOrderItems('o1')).resolves.toMatchObject([{ id: 'line1' }])
    expect(urls).toHaveLength(4)
    // and the next reads (the 10 s polls) ask again
    await getTableStatus('t1')
    expect(urls).toHaveLength(5)
  })

  it('the web server preloads exactly the first two reads, at the addresses the preload fetches', async () => {
    const urls = recordingFetch()
    await preloadDinerData('/qr/r1/t1/bill')
    const links = getDinerPreloadLinks('/qr/r1/t1/bill', env.pocketBaseUrl)
    expect(links?.split(', ')).toEqual(urls.slice(0, 2).map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`))
    expect(getDinerPreloadLinks('/admin/tables', env.pocketBaseUrl)).toBeNull()
  })

  it('an address crafted to end the header or add a link of its own stays inside its own <…>', () => {
    const links = getDinerPreloadLinks('/qr/r1%3E%3B%20rel%3Dpreload%2C%20%3Chttps%3A%2F%2Fevil.test/t1%0D%0ASet-Cookie%3A%20x', '/')
    expect(links).toBe(
      '</api/collections/restaurants/records/r1%3E%3B%20rel%3Dpreload%2C%20%3Chttps%3A%2F%2Fevil.test>; rel=preload; as=fetch; crossorigin, ' +
        '</api/collections/table_status/records/t1%0D%0ASet-Cookie%3A%20x>; rel=preload; as=fetch; crossorigin',
    )
  })

  it('a same-origin PocketBase is preloaded by path, which the browser resolves as the page does', () => {
    expect(getDinerPreloadLinks('/qr/r%201/t1', '/')).toBe(
      '</api/collections/restaurants/records/r%201>; rel=preload; as=fetch; crossorigin, ' +
        '</api/collections/table_status/records/t1>; rel=preload; as=fetch; crossorigin',
    )
  })

  it.each(['/', '/login', '/admin/tables', '/qr/r1', '/qr//t1', '/qr/%E0%A4%A/t1'])('%s is not a diner page: nothing is fetched', (pathname) => {
    const urls = recordingFetch()
    expect(matchDinerPath(pathname)).toBeNull()
    preloadDinerData(pathname)
    expect(urls).toEqual([])
  })
})
