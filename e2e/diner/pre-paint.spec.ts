import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { demo, dinerPath, expect, test } from '../fixtures.ts'
import { euro, texts, useLanguage } from './diner.ts'

// The diner's home and bill are painted from the preloaded reads before React and the framework
// are requested (src/preload.ts, docs/decisions/023); React's first render then replaces the
// painted page with its own, from the same data: no skeleton, no blank in between.

const table = demo.tables.find((candidate) => candidate.orderId)
/** The demo's partly paid table (seed-demo.ts): its bill has struck-through lines. */
const partlyPaid = demo.tables.find((candidate) => candidate.name === '4' && candidate.orderId)
const FRAMEWORK = /\/assets\/framework-[\w-]+\.js$/

/** Slow 4G as Lighthouse simulates it: 150 ms round trips, 1.6 Mb/s down, 750 kb/s up. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}

interface Timeline {
  /** When #root first held the painted page, and its text then. */
  painted?: { at: number; text: string }
  /** When React's page replaced it. */
  react?: number
  /** Anything shaped like a loading state, ever: skeleton blocks or an empty #root after the paint. */
  skeletons: number
  blankAfterPaint: boolean
}

/** Records, from the first byte of the page, what #root shows and when. */
async function recordRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timeline: Timeline = { skeletons: 0, blankAfterPaint: false }
    ;(window as unknown as { prePaintTimeline: Timeline }).prePaintTimeline = timeline
    new MutationObserver(() => {
      const root = document.getElementById('root')
      if (!root) return
      timeline.skeletons += root.querySelectorAll('.skeleton, [aria-busy="true"]').length
      const first = root.firstElementChild
      if (first?.hasAttribute('data-pre-paint') && !timeline.painted) timeline.painted = { at: performance.now(), text: root.textContent ?? '' }
      if (timeline.painted && !first) timeline.blankAfterPaint = true
      if (timeline.painted && first && !first.hasAttribute('data-pre-paint') && timeline.react === undefined) timeline.react = performance.now()
    }).observe(document, { childList: true, subtree: true })
  })
}

async function readTimeline(page: Page) {
  return page.evaluate(() => {
    const framework = performance.getEntriesByType('resource').find((entry) => /\/assets\/framework-[\w-]+\.js$/.test(entry.name))
    return { ...(window as unknown as { prePaintTimeline: Timeline }).prePaintTimeline, frameworkRequestedAt: framework?.startTime }
  })
}

async function amountLeft(orderId: string): Promise<number> {
  const response = await fetch(`${demo.pocketbaseUrl}/api/collections/order_payments_status/records/${orderId}`)
  const status = (await response.json()) as { total_amount: number; paid_amount: number; held_amount?: number }
  return status.total_amount - status.paid_amount - (status.held_amount ?? 0)
}

/** Where to save the painted and React screenshots (390×844) to compare them; none when unset. */
const shotsDir = process.env.E2E_SHOTS_DIR
if (shotsDir) mkdirSync(shotsDir, { recursive: true })

test.describe('diner pre-paint', () => {
  test.skip(!table, 'the demo has no open order')

  test('on slow 4G the home is painted before the framework is requested, then becomes React’s page with no skeleton', async ({ page }) => {
    const { diner } = texts('it')
    const left = await amountLeft(table!.orderId)
    await throttle(page)
    await recordRoot(page)
    const restaurantReads: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/collections/restaurants/records/${demo.restaurantId}`)) restaurantReads.push(request.url())
    })
    const response = await page.goto(dinerPath(table!.name))
    // the web server starts the first reads with the page (decision 024)...
    expect(response?.headers().link).toContain(`/api/collections/restaurants/records/${demo.restaurantId}>; rel=preload`)

    // React's page: outside the painted frame
    await expect(page.locator('#root > :not([data-pre-paint])').getByRole('link', { name: new RegExp(diner.home.payBill) })).toBeVisible({ timeout: 20_000 })
    // ...and the preload's fetch takes that answer: the restaurant is read once, not twice
    expect(restaurantReads).toHaveLength(1)
    // the framework waits for the hero photo, which it would otherwise slow down on this line
    const photoLoadedAt = await page.evaluate(
      () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.includes('?thumb=720x540'))?.responseEnd,
    )
    const timeline = await readTimeline(page)
    expect(photoLoadedAt, 'the hero photo was loaded').toBeDefined()
    expect(photoLoadedAt!).toBeLessThan(timeline.frameworkRequestedAt!)
    expect(timeline.painted, 'the page was painted before React').toBeDefined()
    expect(timeline.painted!.text).toContain('Trattoria Bella Vista')
    expect(timeline.painted!.text).toMatch(euro(left))
    expect(timeline.frameworkRequestedAt, 'the framework was loaded').toBeDefined()
    expect(timeline.painted!.at).toBeLessThan(timeline.frameworkRequestedAt!)
    expect(timeline.react).toBeGreaterThan(timeline.painted!.at)
    expect(timeline.skeletons, 'skeleton blocks shown').toBe(0)
    expect(timeline.blankAfterPaint).toBe(false)
    await expect(page.getByRole('link', { name: new RegExp(diner.home.payBill) })).toContainText(euro(left))
  })

  test('the bill is painted with its lines and hands over to React the same way', async ({ page }) => {
    const { diner } = texts('it')
    const left = await amountLeft(table!.orderId)
    await throttle(page)
    await recordRoot(page)
    await page.goto(`${dinerPath(table!.name)}/bill`)
    await expect(page.locator('#root > :not([data-pre-paint])').getByRole('button', { name: new RegExp(`^${diner.bill.pay}`) })).toBeVisible({ timeout: 20_000 })
    const timeline = await readTimeline(page)
    expect(timeline.painted!.text).toContain(diner.bill.leftToPay)
    expect(timeline.painted!.text).toMatch(euro(left))
    expect(timeline.painted!.at).toBeLessThan(timeline.frameworkRequestedAt!)
    expect(timeline.skeletons).toBe(0)
    expect(timeline.blankAfterPaint).toBe(false)
  })

  test('without the app, the painted pages are real pages: English texts, working links, struck-through paid lines', async ({ page }) => {
    test.skip(!partlyPaid, 'the demo has no partly paid table')
    const table = partlyPaid
    await useLanguage(page, 'en')
    const { diner } = texts('en')
    const left = await amountLeft(table!.orderId)
    // the framework never arrives: what the diner sees is the pre-paint alone
    await page.route(FRAMEWORK, (route) => route.abort())
    await page.goto(dinerPath(table!.name))
    const painted = page.locator('#root > [data-pre-paint]')
    await expect(painted.getByRole('heading', { level: 1, name: 'Trattoria Bella Vista' })).toBeVisible()
    await expect(painted.getByRole('img', { name: 'Trattoria Bella Vista logo' })).toBeVisible()
    await expect(painted.getByText('Service provided by')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/home-painted-en.png` })

    await painted.getByRole('link', { name: new RegExp(diner.home.payBill) }).click()
    await expect(page).toHaveURL(new RegExp(`${dinerPath(table!.name)}/bill$`))
    const bill = page.locator('#root > [data-pre-paint]')
    await expect(bill.getByRole('heading', { level: 1, name: diner.bill.title })).toBeVisible()
    await expect(bill.getByText(euro(left)).first()).toBeVisible()
    const lines = bill.getByRole('list', { name: diner.bill.itemsLabel }).getByRole('listitem')
    const response = await fetch(
      `${demo.pocketbaseUrl}/api/collections/order_items_status/records?perPage=100&filter=${encodeURIComponent(`order = "${table!.orderId}"`)}&order=${table!.orderId}`,
    )
    const rows = ((await response.json()) as { items: { total_quantity: number; paid_quantity: number }[] }).items
    await expect(lines).toHaveCount(rows.length)
    const paidRows = rows.filter((row) => row.total_quantity > 0 && row.paid_quantity >= row.total_quantity).length
    const partRows = rows.filter((row) => row.paid_quantity > 0 && row.paid_quantity < row.total_quantity).length
    expect(paidRows + partRows, 'paid lines on the partly paid table').toBeGreaterThan(0)
    // a paid line's name is struck through; a partly paid one says how much of it is paid
    await expect(lines.locator('s').filter({ hasNotText: /\d/ })).toHaveCount(paidRows)
    await expect(lines.getByText(/^\d+ of \d+ paid$/)).toHaveCount(partRows)
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/bill-painted-en.png`, fullPage: true })
    await expect(bill.getByRole('link', { name: diner.page.back })).toHaveAttribute('href', dinerPath(table!.name))
  })

  test('React’s pages for the side-by-side screenshots', async ({ page }) => {
    test.skip(!shotsDir || !partlyPaid, 'set E2E_SHOTS_DIR to take them')
    const table = partlyPaid
    await useLanguage(page, 'en')
    await page.goto(dinerPath(table!.name))
    await expect(page.locator('#root > :not([data-pre-paint])').getByRole('link', { name: /Pay bill/ })).toBeVisible()
    await page.screenshot({ path: `${shotsDir}/home-react-en.png` })
    await page.goto(`${dinerPath(table!.name)}/bill`)
    await expect(page.locator('#root > :not([data-pre-paint])').getByRole('list').getByRole('listitem').first()).toBeVisible()
    await page.screenshot({ path: `${shotsDir}/bill-react-en.png`, fullPage: true })
  })
})
