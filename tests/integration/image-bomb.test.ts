// Issue 20, break 1: a small PNG that decodes to gigabytes (pocketbase/image_limits.go). Runs a
// PocketBase of its own so its peak memory (VmHWM) is this file's alone, and reports it.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPocketBase, type RunningPocketBase } from '../../scripts/lib/pocketbase-process.ts'
import { MAX_IMAGE_PIXELS } from '../../src/features/restaurant-settings/file-checks.ts'
import { createTenants, type Fixtures } from '../support/fixtures.ts'
import { freePort } from '../support/global-setup.ts'
import { blankPng } from '../support/png.ts'
import { lyingWebP } from '../support/webp.ts'

const superuser = { email: `root-${randomBytes(4).toString('hex')}@conto.test`, password: randomBytes(18).toString('hex') }
let dataDir: string
let pocketbase: RunningPocketBase
let fx: Fixtures
/** The attacker's file: 1.1 MB, 12000×12000 pixels of 16-bit RGBA, 1.15 GB once decoded. */
let bomb: Uint8Array<ArrayBuffer>

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'conto-pb-bomb-'))
  pocketbase = await startPocketBase({ dataDir, port: await freePort(), superuserEmail: superuser.email, superuserPassword: superuser.password })
  fx = await createTenants({ url: pocketbase.url, superuserEmail: superuser.email, superuserPassword: superuser.password })
  bomb = await blankPng(12_000, 12_000, { bitDepth: 16, colourType: 6 })
}, 120_000)

afterAll(async () => {
  await pocketbase?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** PocketBase's resident memory now and at its peak so far, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { rss: Math.round(kilobytes('VmRSS') / 1024), peak: Math.round(kilobytes('VmHWM') / 1024) }
}

function uploadBackground(file: Uint8Array<ArrayBuffer>, name: string, type = 'image/png') {
  return fx.clients.adminA.collection('restaurants').update(fx.ids.restA1, { background: new File([file], name, { type }) })
}

async function refusal(promise: Promise<unknown>): Promise<ClientResponseError> {
  const error = await promise.then(() => null, (caught: unknown) => caught)
  expect(error).toBeInstanceOf(ClientResponseError)
  return error as ClientResponseError
}

describe('an image that decodes to more than the limits', () => {
  it('the bomb is a small file', () => {
    expect(bomb.byteLength).toBeLessThan(1_300_000)
  })

  it('is refused at upload with image_too_large on its field, and nothing changes', async () => {
    const before = await fx.su.collection('restaurants').getOne(fx.ids.restA1)
    const error = await refusal(uploadBackground(bomb, 'poster.png'))
    expect(error.status).toBe(400)
    expect(error.response.data).toMatchObject({ background: { code: 'image_too_large' } })
    expect((await fx.su.collection('restaurants').getOne(fx.ids.restA1)).background).toBe(before.background)
  })

  it('is refused for the superuser too (a model hook, not an API rule)', async () => {
    const error = await refusal(
      fx.su.collection('restaurants').update(fx.ids.restA1, { logo: new File([bomb], 'logo.png', { type: 'image/png' }) }),
    )
    expect(error.response.data).toMatchObject({ logo: { code: 'image_too_large' } })
  })

  it(`an image of exactly ${MAX_IMAGE_PIXELS / 1e6} megapixels is accepted, one pixel row more is not`, async () => {
    const side = Math.sqrt(MAX_IMAGE_PIXELS)
    await expect(uploadBackground(await blankPng(side, side, { bitDepth: 8, colourType: 2 }), 'exact.png')).resolves.toBeTruthy()
    const error = await refusal(uploadBackground(await blankPng(side, side + 1, { bitDepth: 8, colourType: 2 }), 'over.png'))
    expect(error.response.data).toMatchObject({ background: { code: 'image_too_large' } })
  }, 60_000)

  it('stored before the limits existed, its thumbs are refused without decoding it: PocketBase stays small', async () => {
    // a small picture uploaded as usual, then its stored bytes replaced by the bomb, as if it had
    // been uploaded before this build
    const restaurant = await uploadBackground(await blankPng(64, 64, { bitDepth: 8, colourType: 2 }), 'stored.png')
    const stored = join(dataDir, 'storage', restaurant.collectionId, restaurant.id, restaurant.background as string)
    await writeFile(stored, bomb)
    const pid = pocketbase.process.pid as number
    const before = memoryOf(pid)

    const thumbUrl = (size: string) => fx.clients.anon.files.getURL(restaurant, restaurant.background as string, { thumb: size })
    const answers = await Promise.all([thumbUrl('100x100'), thumbUrl('100x100'), thumbUrl('720x540'), thumbUrl('100x100')].map((url) => fetch(url)))
    const after = memoryOf(pid)
    console.log(`PocketBase memory with the bomb and three concurrent thumbs: RSS ${before.rss} MB before, ${after.rss} MB after, peak ${after.peak} MB`)

    for (const answer of answers) {
      expect(answer.status).toBe(422)
      expect(await answer.json()).toMatchObject({ error: { code: 'image_too_large' } })
    }
    expect(after.peak).toBeLessThan(300)
  })

  // Issue 34, break 2: the VP8X header says 1×1, the VP8L frame the decoder makes is 16384×16384
  const webpBomb = lyingWebP({ width: 1, height: 1 }, { width: 16_384, height: 16_384 })

  it('a 46-byte WebP whose header says 1×1 is judged by its 16384×16384 frame at upload', async () => {
    expect(webpBomb.byteLength).toBe(46)
    const error = await refusal(uploadBackground(webpBomb, 'tiny.webp', 'image/webp'))
    expect(error.response.data).toMatchObject({ background: { code: 'image_too_large' } })
    await expect(uploadBackground(lyingWebP({ width: 640, height: 480 }, { width: 640, height: 480 }), 'honest.webp', 'image/webp')).resolves.toBeTruthy()
  })

  it('a WebP whose frame cannot be read is refused, not decoded', async () => {
    const error = await refusal(uploadBackground(webpBomb.slice(0, 40), 'cut.webp', 'image/webp'))
    expect(error.response.data).toMatchObject({ background: { code: 'image_unreadable' } })
  })

  it('stored before this check, its thumbs are refused: PocketBase stays small', async () => {
    const restaurant = await uploadBackground(lyingWebP({ width: 64, height: 64 }, { width: 64, height: 64 }), 'stored.webp', 'image/webp')
    await writeFile(join(dataDir, 'storage', restaurant.collectionId, restaurant.id, restaurant.background as string), webpBomb)
    const pid = pocketbase.process.pid as number
    const thumbUrl = (size: string) => fx.clients.anon.files.getURL(restaurant, restaurant.background as string, { thumb: size })
    const answers = await Promise.all(['100x100', '100x100', '720x540', '100x100'].map((size) => fetch(thumbUrl(size))))
    const after = memoryOf(pid)
    console.log(`PocketBase memory with the WebP bomb and three concurrent thumbs: RSS ${after.rss} MB, peak ${after.peak} MB`)
    for (const answer of answers) expect(answer.status).toBe(422)
    expect(after.peak).toBeLessThan(300)
  })
})
