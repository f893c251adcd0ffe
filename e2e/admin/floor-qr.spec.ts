import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { demo, expect, test } from '../fixtures.ts'
import { desktop, demoTable, signInAs } from './floor-helpers.ts'

// The QR generator's codes decode to the diner address of their table.
test.use({ viewport: desktop })

const SIZE = 400

/** Reads the downloaded PNG's pixels through the browser's image decoder, then decodes the QR in Node. */
async function decodePng(page: Page, file: string): Promise<string | undefined> {
  const dataUrl = `data:image/png;base64,${readFileSync(file).toString('base64')}`
  const pixels = await page.evaluate(
    async ({ src, size }) => {
      const image = new Image()
      image.src = src
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = size
      canvas.height = size
      const context = canvas.getContext('2d')!
      context.imageSmoothingEnabled = false
      context.drawImage(image, 0, 0, size, size)
      return Array.from(context.getImageData(0, 0, size, size).data)
    },
    { src: dataUrl, size: SIZE },
  )
  return jsQR(Uint8ClampedArray.from(pixels), SIZE, SIZE)?.data
}

test('each table’s PNG decodes to its diner URL; the SVG is a real SVG', async ({ page, baseURL }) => {
  // a PNG decoded per table in the page: over 30 s on the 2-core CI machine under load
  test.setTimeout(90_000)
  await signInAs(page, 'waiter')
  await page.getByRole('navigation').getByRole('link', { name: 'Generatore QR code' }).click()
  await expect(page.getByRole('heading', { name: 'Codici QR', level: 1 })).toBeVisible()
  const cards = page.getByRole('list', { name: 'Codici QR per tavolo' }).getByRole('listitem')
  await expect(cards).toHaveCount(10)

  for (const name of ['5', '10']) {
    const table = demoTable(name)
    const expected = `${baseURL}/qr/${demo.restaurantId}/${table.id}`
    const card = cards.filter({ has: page.getByRole('heading', { name: `Tavolo ${name}`, exact: true }) })
    await expect(card.getByRole('img', { name: `Codice QR del Tavolo ${name}` })).toBeVisible()
    await expect(card.getByRole('link')).toHaveAttribute('href', expected)

    const [png] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: `Scarica il PNG del Tavolo ${name}` }).click()])
    expect(png.suggestedFilename()).toBe(`qr-trattoria-bella-vista-tavolo-${name}.png`)
    expect(await decodePng(page, await png.path())).toBe(expected)

    const [svg] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: `Scarica l'SVG del Tavolo ${name}` }).click()])
    expect(svg.suggestedFilename()).toBe(`qr-trattoria-bella-vista-tavolo-${name}.svg`)
    const text = readFileSync(await svg.path(), 'utf8')
    expect(text).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  }
})

test('the printable A4 sheet holds every table with its name', async ({ page }) => {
  await signInAs(page, 'manager')
  await page.goto('/admin/qr-generator')
  await expect(page.getByRole('list', { name: 'Codici QR per tavolo' }).getByRole('listitem')).toHaveCount(10)
  await page.emulateMedia({ media: 'print' })
  const sheet = page.getByTestId('qr-print-sheet')
  await expect(sheet).toBeVisible()
  await expect(page.locator('#root')).toBeHidden()
  await expect(sheet.getByRole('article')).toHaveCount(10)
  for (const name of ['1', '6', '10']) await expect(sheet.getByText(`Tavolo ${name}`, { exact: true })).toBeVisible()
  await expect(sheet.getByRole('img', { name: 'Codice QR del Tavolo 3' })).toBeVisible()
  // A4 portrait, the browser's own print engine
  const pdf = await page.pdf({ format: 'A4', printBackground: true }).catch(() => null)
  if (pdf) expect(pdf.byteLength).toBeGreaterThan(10_000)
  await page.screenshot({ path: `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots/floor-qr-print.png`, fullPage: true })
})
