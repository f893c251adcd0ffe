// WebP files built byte by byte (the WebP container and VP8L lossless bitstream specifications,
// developers.google.com/speed/webp/docs): an extended file whose VP8X canvas and VP8L frame may
// disagree, as an attacker's would.

function chunk(fourCc: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8)
  header.write(fourCc, 0, 'ascii')
  header.writeUInt32LE(data.length, 4)
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)])
}

/**
 * An extended WebP: the VP8X header says canvas × canvas, the VP8L frame inside is frame × frame
 * of one colour (five one-symbol prefix codes, so no pixel costs a bit of the file). With a 1×1
 * canvas and a 16384×16384 frame it is 46 bytes that decode to a gigabyte.
 */
export function lyingWebP(canvas: { width: number; height: number }, frame: { width: number; height: number }): Uint8Array<ArrayBuffer> {
  const vp8x = Buffer.alloc(10)
  vp8x.writeUIntLE(canvas.width - 1, 4, 3)
  vp8x.writeUIntLE(canvas.height - 1, 7, 3)
  const bits = ((frame.width - 1) | ((frame.height - 1) << 14)) >>> 0 // alpha hint 0, version 0
  const vp8l = Buffer.alloc(8)
  vp8l[0] = 0x2f
  vp8l.writeUInt32LE(bits, 1)
  vp8l.set([0x88, 0x88, 0x08], 5) // no transform, no colour cache, no meta codes, then 5 × (simple, 1 symbol, 1-bit, 0)
  const body = Buffer.concat([Buffer.from('WEBP', 'ascii'), chunk('VP8X', vp8x), chunk('VP8L', vp8l)])
  const riff = Buffer.alloc(8)
  riff.write('RIFF', 0, 'ascii')
  riff.writeUInt32LE(body.length, 4)
  return new Uint8Array(Buffer.concat([riff, body]))
}
