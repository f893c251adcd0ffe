import { expect, test } from './base-test.ts'

// The POS API's reference page (api-functions/pos/reference.ts) in the browser, under the real
// server's CSP: Redoc draws the served document's operation and webhooks, with everything it runs
// from this origin.

const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`
const REDOC_LOGO = 'https://cdn.redoc.ly/'

// Redoc's search asks whether it may start a worker by compiling a function; the CSP refuses
// (no 'unsafe-eval', on purpose) and Redoc searches without one. Anything else still fails.
test.use({ expectedCspViolations: [/^CSP violation: script-src blocked eval$/] })

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`the POS API reference draws the served document, at ${viewport.width}`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport)
    // Redocly's logo is the page's one outside address (decoration, allowed by its CSP); the test
    // machine has no internet, so it is refused here as an unreachable network would
    await page.route(`${REDOC_LOGO}**`, (route) => route.abort())
    const elsewhere: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith(REDOC_LOGO)) elsewhere.push(url)
    })
    const document = page.waitForResponse((response) => response.url().endsWith('/api/pos/v1/openapi.json'))
    await page.goto('/api/pos/v1/reference')
    expect((await document).status()).toBe(200)

    await expect(page.getByRole('heading', { name: 'Conto POS API (1.0.0)' })).toBeVisible()
    // the payments tag lists its operation and the three webhooks
    await expect(page.getByRole('link', { name: 'get /payments' })).toBeVisible()
    for (const event of ['payment.completed', 'payment.refunded', 'payment.voided']) {
      await expect(page.getByRole('link', { name: `post ${event}` })).toBeVisible()
    }
    await page.getByRole('link', { name: 'get /payments' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${shots}/pos-reference-${viewport.width}.png` })

    await page.getByRole('link', { name: 'get /payments' }).click()
    await expect(page.getByRole('heading', { name: /Payments that moved money, oldest change first$/ })).toBeInViewport()
    await expect(page.getByText('payments:read').first()).toBeVisible()
    await page.screenshot({ path: `${shots}/pos-reference-operation-${viewport.width}.png` })
    expect(elsewhere).toEqual([])
  })
}
