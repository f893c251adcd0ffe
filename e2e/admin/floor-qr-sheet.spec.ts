import { expect, test } from '../fixtures.ts'
import { scanQrFromPage } from '../qr-decode.ts'
import { createTenant, signIn, su } from './office-helpers.ts'

// The printable A4 sheet of table cards (issue 12), printed the way the browser prints it: print
// media, an A4-wide window, and Chromium's own PDF engine. A restaurant of its own, so the count
// of cards and pages is known: seven tables in service (one full page of six and a second page
// of one) and one out of service, which gets no card.
const a4 = { width: 794, height: 1123 }
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`
const mm = (px: number) => (px * 25.4) / 96

test.use({ viewport: a4 })

test('the A4 sheet has a card per table in service, dashed cut lines, and codes that decode', async ({ page, baseURL }) => {
  const tenant = await createTenant('QrSheet')
  const tables: { id: string; name: string }[] = []
  for (const name of ['1', '2', '3', '4', '5', '6', '7']) {
    tables.push(await su<{ id: string; name: string }>('POST', '/api/collections/tables/records', { restaurant: tenant.restaurantId, name, section: 'Sala', currency: 'EUR', active: true }))
  }
  await su('POST', '/api/collections/tables/records', { restaurant: tenant.restaurantId, name: 'Vecchio bancone', section: 'Sala', currency: 'EUR', active: false })

  await signIn(page, tenant.admin)
  await page.goto('/admin/qr-generator')
  await expect(page.getByRole('list', { name: 'Codici QR per tavolo' }).getByRole('listitem')).toHaveCount(7)

  await page.emulateMedia({ media: 'print' })
  const sheet = page.getByTestId('qr-print-sheet')
  await expect(sheet).toBeVisible()
  // nothing of the admin shell prints
  await expect(page.locator('#root')).toBeHidden()
  const cards = sheet.getByRole('article')
  await expect(cards).toHaveCount(7)
  await expect(sheet.getByRole('article', { name: 'Vecchio bancone' })).toHaveCount(0)
  await expect(sheet.locator('section')).toHaveCount(2)
  await expect(sheet.locator('section').first().getByRole('article')).toHaveCount(6)

  // every card carries its top and left cut line; right and bottom lines only where no card
  // follows to draw them: 6 + 6 + 3 + 2 on the full page, all four round the lone card
  for (const card of await cards.all()) {
    await expect(card.locator('[data-cut-line="top"]')).toHaveCount(1)
    await expect(card.locator('[data-cut-line="left"]')).toHaveCount(1)
  }
  await expect(sheet.locator('[data-cut-line]')).toHaveCount(17 + 4)
  const line = await sheet.locator('[data-cut-line="top"]').first().evaluate((element) => getComputedStyle(element).borderTopStyle)
  expect(line).toBe('dashed')

  // a fixed grid in millimetres: 97 × 93 mm cards, two across, three down
  const boxes = await Promise.all((await sheet.locator('section').first().getByRole('article').all()).map((card) => card.boundingBox()))
  for (const box of boxes) {
    expect(mm(box!.width)).toBeCloseTo(97, 0)
    expect(mm(box!.height)).toBeCloseTo(93, 0)
  }
  expect(new Set(boxes.map((box) => Math.round(box!.x))).size).toBe(2)
  expect(new Set(boxes.map((box) => Math.round(box!.y))).size).toBe(3)

  const first = sheet.getByRole('article', { name: 'Tavolo 1' })
  await expect(first.getByText(tenant.restaurantName)).toBeVisible()
  await expect(first.getByText('Tavolo 1', { exact: true })).toBeVisible()
  await expect(first.getByText('Inquadra per vedere il conto, dividerlo e pagare')).toBeVisible()
  await page.screenshot({ path: `${shots}/floor-qr-sheet.png`, fullPage: true })

  // the first card's code and the lone card on page two, read from what is drawn
  for (const [index, table] of [[0, tables[0]!], [6, tables[6]!]] as const) {
    const image = cards.nth(index).getByRole('img', { name: `Codice QR del Tavolo ${table.name}` })
    const scanned = await scanQrFromPage(page, image)
    expect(scanned.text).toBe(`${baseURL}/qr/${tenant.restaurantId}/${table.id}`)
    // big enough to scan from across a table: the symbol alone, quiet zone excluded
    expect(mm(scanned.symbolWidth)).toBeGreaterThanOrEqual(45)
  }

  // Chromium's print engine: the same sheet as a PDF, one A4 page per six cards
  const pdf = (await page.pdf({ format: 'A4', printBackground: true, path: `${shots}/floor-qr-sheet.pdf` })).toString('latin1')
  expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(2)
  // every page is A4 portrait, 210 × 297 mm (Chromium rounds the points to whole CSS pixels)
  const pageSizes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((box) => [Number(box[1]), Number(box[2])].map((points) => Math.round((points * 25.4) / 72)))
  expect(pageSizes).toEqual([[210, 297], [210, 297]])
})
