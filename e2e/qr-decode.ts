// Reads a QR code the way a phone would: from what the browser draws, not from the markup that
// produced it. Any spec can point it at an element that shows one code (an <img>, a card, a
// whole printed sheet's cell) on screen or under print emulation.
import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'

export interface ScannedQr {
  /** The text the code holds. */
  text: string
  /** Width of the symbol itself (finder pattern edge to edge, quiet zone excluded), in CSS px. */
  symbolWidth: number
}

/**
 * Screenshots `target` and decodes the QR code in it. The PNG is turned into pixels by the page's
 * own image decoder (no PNG library needed, no image URL for a Content-Security-Policy to
 * refuse); jsQR then reads them here. Throws when no code can be read.
 */
export async function scanQrFromPage(page: Page, target: Locator): Promise<ScannedQr> {
  const png = await target.screenshot({ animations: 'disabled' })
  const box = await target.boundingBox()
  if (!box) throw new Error('The QR code to decode is not rendered')
  const pixels = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas in this browser')
    context.drawImage(bitmap, 0, 0)
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    // base64 travels back far lighter than an array of a million numbers
    let binary = ''
    for (let start = 0; start < data.length; start += 0x8000) binary += String.fromCharCode(...data.subarray(start, start + 0x8000))
    return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) }
  }, png.toString('base64'))
  const rgba = new Uint8ClampedArray(Buffer.from(pixels.rgba, 'base64'))
  const code = jsQR(rgba, pixels.width, pixels.height)
  if (!code) throw new Error(`No QR code could be read in the ${pixels.width}×${pixels.height} px screenshot`)
  const { topLeftCorner: left, topRightCorner: right } = code.location
  const scale = pixels.width / box.width
  return { text: code.data, symbolWidth: Math.hypot(right.x - left.x, right.y - left.y) / scale }
}

/** The text of the QR code `target` shows, read from a screenshot of it. */
export async function decodeQrFromPage(page: Page, target: Locator): Promise<string> {
  return (await scanQrFromPage(page, target)).text
}
