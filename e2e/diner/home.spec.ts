import { demo, dinerPath, expect, findDemoTable, test } from '../fixtures.ts'

// Diners see Italian first; money is formatted with the Italian locale.
const withOrder = findDemoTable('an open order', (table) => Boolean(table.orderId))
const withoutOrder = findDemoTable('no order', (table) => !table.orderId)

function euro(minor: number): RegExp {
  const text = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(minor / 100)
  // Intl uses a no-break space before the symbol; match any whitespace there.
  return new RegExp(text.replace(/\s/g, '\\s').replace('.', '\\.'))
}

test.describe('diner home', () => {
  for (const table of demo.tables.filter((t) => t.orderId)) {
    test(`table ${table.name}: the restaurant and the pay button with what is left to pay`, async ({ page, request }) => {
      const status = await request.get(`${demo.pocketbaseUrl}/api/collections/order_payments_status/records/${table.orderId}`)
      const { total_amount: total, paid_amount: paid } = (await status.json()) as { total_amount: number; paid_amount: number }

      await page.goto(dinerPath(table.name))
      await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Bella Vista' })).toBeVisible()
      const pay = page.getByRole('link', { name: /Paga il conto/ })
      await expect(pay).toBeVisible()
      await expect(pay).toContainText(euro(total - paid))
      await expect(page.getByText(`Tavolo ${table.name}`)).toBeVisible()
      await expect(page.getByRole('img', { name: 'Logo di Trattoria Bella Vista' })).toBeVisible()
      await expect(page.getByText('Servizio fornito da')).toBeVisible()
      await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible()
    })
  }

  test('links to the menu file, the bill and the staff login', async ({ page }) => {
    const table = withOrder
    await page.goto(dinerPath(table.name))
    await expect(page.getByRole('link', { name: 'Vedi il menu' })).toHaveAttribute('href', /\/api\/files\/.+\.pdf$/)
    await expect(page.getByRole('link', { name: 'Accesso staff' })).toHaveAttribute('href', '/login')
    await page.getByRole('link', { name: /Paga il conto/ }).click()
    await expect(page).toHaveURL(new RegExp(`${dinerPath(table.name)}/bill$`))
  })

  test('reads PocketBase without CORS preflights and loads the photo as a phone-sized thumb', async ({ page }) => {
    // the app and PocketBase are on different origins here, as in production
    const toPocketBase = (url: string) => url.startsWith(demo.pocketbaseUrl)
    const preflights: string[] = []
    const reads: string[] = []
    page.on('request', (request) => {
      if (!toPocketBase(request.url())) return
      if (request.method() === 'OPTIONS') preflights.push(request.url())
      else reads.push(request.url())
    })
    await page.goto(dinerPath(withOrder.name))
    await expect(page.getByRole('link', { name: /Paga il conto/ })).toBeVisible()
    await page.getByRole('link', { name: /Paga il conto/ }).click()
    await expect(page.getByRole('heading', { name: 'Il tuo conto' })).toBeVisible()
    // the server read the first answers (decision 033); the phone's own reads are the polls
    await expect.poll(() => reads.some((url) => url.includes('/records?') && url.includes('order_items_status')), { timeout: 20_000 }).toBe(true)
    expect(reads.filter((url) => url.includes('/background_')).every((url) => url.endsWith('?thumb=720x540'))).toBe(true)
    expect(reads.some((url) => url.includes('/logo_') && url.endsWith('?thumb=200x200'))).toBe(true)
    expect(preflights).toEqual([])
  })

  test('sets the browser theme colour from the restaurant', async ({ page }) => {
    await page.goto(dinerPath(withOrder.name))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/)
  })

  test('a table without an order says there is no bill yet', async ({ page }) => {
    await page.goto(dinerPath(withoutOrder.name))
    await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Bella Vista' })).toBeVisible()
    await expect(page.getByText('Ancora nessun conto aperto a questo tavolo')).toBeVisible()
    await expect(page.getByRole('link', { name: /Paga il conto/ })).toHaveCount(0)
  })

  test('an unknown restaurant shows the error panel', async ({ page }) => {
    await page.goto(`/qr/ristorante-inesistente/${demo.tables[0]?.id ?? 'x'}`)
    await expect(page.getByRole('heading', { name: 'Qualcosa è andato storto' })).toBeVisible()
    await expect(page.getByText('Informazioni sul ristorante non trovate')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Vai alla home' })).toHaveAttribute('href', '/')
  })

  test('an unknown table shows the error panel', async ({ page }) => {
    await page.goto(`/qr/${demo.restaurantId}/tavolo-inesistente`)
    await expect(page.getByRole('heading', { name: 'Qualcosa è andato storto' })).toBeVisible()
  })
})
