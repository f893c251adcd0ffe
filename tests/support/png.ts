// PNG files built by the tests themselves, byte by byte: a real image of a known size, colour
// type and content, without an image library.
import { once } from 'node:events'
import { crc32, createDeflate, deflateSync } from 'node:zlib'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const framed = Buffer.alloc(typed.length + 8)
  framed.writeUInt32BE(data.length, 0)
  typed.copy(framed, 4)
  framed.writeUInt32BE(crc32(typed), typed.length + 4)
  return framed
}

/** IHDR colour types: 0 grey, 2 RGB, 6 RGB with alpha. */
type ColourType = 0 | 2 | 6

function header(width: number, height: number, bitDepth: 8 | 16, colourType: ColourType): Buffer {
  const data = Buffer.alloc(13)
  data.writeUInt32BE(width, 0)
  data.writeUInt32BE(height, 4)
  data.set([bitDepth, colourType, 0, 0, 0], 8) // deflate, no filter method, no interlace
  return data
}

function assemble(ihdr: Buffer, idat: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]))
}

/** A size×size RGBA PNG: an opaque orange disc on a transparent square. */
export function transparentPng(size: number): Uint8Array<ArrayBuffer> {
  const rows = Buffer.alloc(size * (1 + size * 4))
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 3) ** 2
      rows.set(inside ? [234, 88, 12, 255] : [0, 0, 0, 0], y * (1 + size * 4) + 1 + x * 4)
    }
  }
  return assemble(header(size, size, 8, 6), deflateSync(rows))
}

/**
 * A blank PNG of any size, compressed as far as deflate goes (about 1:1000): the rows are streamed
 * through zlib, so a picture that decodes to gigabytes is built in a few megabytes of memory.
 * 12000×12000 at 16-bit RGBA is the attacker's 1.1 MB file that decodes to 1.15 GB.
 */
export async function blankPng(width: number, height: number, options: { bitDepth: 8 | 16; colourType: ColourType }): Promise<Uint8Array<ArrayBuffer>> {
  const channels = { 0: 1, 2: 3, 6: 4 }[options.colourType]
  const row = Buffer.alloc(1 + width * channels * (options.bitDepth / 8)) // filter byte 0, black pixels
  const deflate = createDeflate({ level: 9 })
  const parts: Buffer[] = []
  deflate.on('data', (part: Buffer) => parts.push(part))
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await once(deflate, 'drain')
  }
  deflate.end()
  await once(deflate, 'end')
  return assemble(header(width, height, options.bitDepth, options.colourType), Buffer.concat(parts))
}
