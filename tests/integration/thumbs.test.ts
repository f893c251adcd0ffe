// The diner's photo thumbs (pocketbase/compact_thumbs.go): JPEG thumbs are served re-encoded at
// quality 80 instead of PocketBase's 95, opaque PNG thumbs as JPEG, PNG thumbs with transparency
// as PNG; originals as PocketBase serves them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTenants, type Fixtures } from '../support/fixtures.ts'
import { transparentPng } from '../support/png.ts'

const assets = join(import.meta.dirname, '../../scripts/seed-assets')
const photo = readFileSync(join(assets, 'background.jpg'))
const logo = readFileSync(join(assets, 'logo.png'))

let fx: Fixtures
let fileUrl: (field: 'background' | 'logo', thumb?: string) => string
beforeAll(async () => {
  fx = await createTenants()
  const restaurant = await fx.clients.adminA.collection('restaurants').update(fx.ids.restA1, {
    background: new File([photo], 'hall.jpg', { type: 'image/jpeg' }),
    logo: new File([logo], 'logo.png', { type: 'image/png' }),
  })
  fileUrl = (field, thumb) => fx.clients.anon.files.getURL(restaurant, restaurant[field] as string, thumb ? { thumb } : {})
})

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

/** Width, height and the first (DC) luminance quantiser of a baseline JPEG. */
function readJpeg(bytes: Buffer): { width: number; height: number; dcQuantiser: number } {
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
  let width = 0
  let height = 0
  let dcQuantiser = 0
  for (let offset = 2; offset < bytes.length - 4; ) {
    const marker = bytes.readUInt16BE(offset)
    const length = bytes.readUInt16BE(offset + 2)
    if (marker === 0xffdb && !dcQuantiser) dcQuantiser = bytes[offset + 5] ?? 0 // first table, 8-bit
    if (marker === 0xffc0) {
      height = bytes.readUInt16BE(offset + 5)
      width = bytes.readUInt16BE(offset + 7)
      break
    }
    offset += 2 + length
  }
  return { width, height, dcQuantiser }
}

describe('restaurant photo thumbs', () => {
  it('a JPEG thumb is quality 80 (DC quantiser 6; PocketBase alone gives 95, quantiser 2), half the bytes', async () => {
    const thumb = await download(fileUrl('background', '720x540'))
    expect(readJpeg(thumb)).toEqual({ width: 720, height: 540, dcQuantiser: 6 })
    // the demo photo's 720x540 thumb is 32.9 KB at quality 95
    expect(thumb.length).toBeLessThan(20_000)
    // written once, then served as stored
    expect(await download(fileUrl('background', '720x540'))).toEqual(thumb)
  })

  it('the original is served as uploaded', async () => {
    expect(await download(fileUrl('background'))).toEqual(photo)
  })

  it('an opaque PNG (the demo logo, or a photo uploaded as PNG or WebP) is served as a JPEG thumb, a third of the bytes', async () => {
    const response = await fetch(fileUrl('logo', '200x200'))
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const thumb = Buffer.from(await response.arrayBuffer())
    expect(readJpeg(thumb)).toEqual({ width: 200, height: 200, dcQuantiser: 6 })
    // PocketBase's own PNG thumb of it is 17.8 KB
    expect(thumb.length).toBeLessThan(8_000)
  })

  it('a PNG with transparency stays a PNG, its transparency kept', async () => {
    const restaurant = await fx.clients.adminA.collection('restaurants').update(fx.ids.restA2, {
      logo: new File([transparentPng(64)], 'round.png', { type: 'image/png' }),
    })
    const response = await fetch(fx.clients.anon.files.getURL(restaurant, restaurant.logo as string, { thumb: '200x200' }))
    expect(response.headers.get('content-type')).toBe('image/png')
    const thumb = Buffer.from(await response.arrayBuffer())
    expect(thumb.subarray(1, 4).toString()).toBe('PNG')
    expect(thumb.readUInt32BE(16)).toBe(200) // IHDR width
    expect(thumb[25]).toBe(6) // IHDR colour type 6: RGB with alpha
  })

  it('a replaced photo is served from its own thumb; the old one is gone with the old file', async () => {
    const oldUrl = fileUrl('background', '720x540')
    const replaced = await fx.clients.adminA.collection('restaurants').update(fx.ids.restA1, {
      background: new File([photo], 'terrace.jpg', { type: 'image/jpeg' }),
    })
    const thumb = await download(fx.clients.anon.files.getURL(replaced, replaced.background as string, { thumb: '720x540' }))
    expect(readJpeg(thumb).dcQuantiser).toBe(6)
    expect((await fetch(oldUrl)).status).toBe(404)
  })
})
