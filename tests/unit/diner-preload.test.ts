import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { billKeys } from '@/features/bill/api'
import { restaurantKeys } from '@/features/restaurant/api'
import type { RestaurantRecord } from '@/lib/pocketbase-types'
import { preloadDinerData } from '@/routes/diner/preload'

const restaurant = {
  id: 'r1',
  collectionId: 'pbc_restaurants',
  collectionName: 'restaurants',
  background: 'hall.jpg',
  logo: 'logo.png',
} as RestaurantRecord

/** A client whose prefetches only record what they were asked for. */
function recordingClient() {
  const client = new QueryClient()
  const prefetched: unknown[] = []
  vi.spyOn(client, 'prefetchQuery').mockImplementation(async (options) => {
    prefetched.push(options.queryKey)
    if (JSON.stringify(options.queryKey) === JSON.stringify(restaurantKeys.detail('r1'))) client.setQueryData(options.queryKey, restaurant)
  })
  return { client, prefetched }
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

describe('preloadDinerData', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it.each([
    ['/qr/r1/t1', true],
    ['/qr/r1/t1/', true],
    ['/qr/r1/t1/bill', false],
    ['/qr/r1/t1/split', false],
    ['/qr/r1/t1/paymentResult', false],
  ])('%s asks for the restaurant and the table status (photo too: %s)', async (pathname, photo) => {
    const { client, prefetched } = recordingClient()
    const images = recordImages()
    preloadDinerData(pathname, client)
    await vi.waitFor(() => expect(prefetched).toHaveLength(2))
    expect(prefetched).toEqual([restaurantKeys.detail('r1'), billKeys.table('t1')])
    await Promise.resolve()
    expect(images).toEqual(photo ? [expect.stringMatching(/\/api\/files\/pbc_restaurants\/r1\/hall\.jpg\?thumb=720x540$/)] : [])
  })

  it.each(['/', '/login', '/admin/tables', '/qr/r1', '/qr//t1'])('%s is not a diner page: nothing is fetched', (pathname) => {
    const { client, prefetched } = recordingClient()
    preloadDinerData(pathname, client)
    expect(prefetched).toEqual([])
  })
})
