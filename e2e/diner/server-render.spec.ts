import type { Browser, Page } from '@playwright/test'
import { demo, dinerPath, expect, findDemoTable, test } from '../fixtures.ts'
import { euro, texts, useLanguage as chooseLanguage, type Language } from './diner.ts'

// The diner's home and bill arrive drawn: the web server renders them with React from the bill
// it read (src/entry-server.tsx, decision 033), and the browser's React hydrates that page with
// the same answers: nothing is drawn twice, read twice, blanked or moved.

const table = findDemoTable('an open order', (candidate) => Boolean(candidate.orderId))
/** The demo's partly paid table (seed-demo.ts): its bill has struck-through lines. */
const partlyPaid = findDemoTable('a partly paid order (table 4)', (candidate) => candidate.name === '4' && Boolean(candidate.orderId))
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`
/** The diner's reads of the bill; the server made them for the first paint. */
const BILL_READS = /\/api\/collections\/(restaurants|table_status|order_payments_status|order_items_status)\/records/

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
  /** Loading states ever shown: skeleton blocks or busy regions. */
  skeletons: number
  /** #root empty at any moment after the page arrived. */
  blank: boolean
  /** Cumulative layout shift. */
  shift: number
}

/** Records, from the first byte of the page, what #root shows and how much the page moves. */
async function recordRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timeline: Timeline = { skeletons: 0, blank: false, shift: 0 }
    ;(window as unknown as { rootTimeline: Timeline }).rootTimeline = timeline
    new MutationObserver(() => {
      const root = document.getElementById('root')
      if (!root) return
      timeline.skeletons += root.querySelectorAll('.skeleton, [aria-busy="true"]').length
      if (!root.firstElementChild) timeline.blank = true
    }).observe(document, { childList: true, subtree: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) timeline.shift += (entry as PerformanceEntry & { value: number }).value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

async function readTimeline(page: Page): Promise<Timeline> {
  return page.evaluate(() => (window as unknown as { rootTimeline: Timeline }).rootTimeline)
}

/** Resolves once React has hydrated the page: its elements carry React's fiber. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const element = document.querySelector('#root a, #root button')
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
  })
}

async function amountLeft(orderId: string): Promise<number> {
  const response = await fetch(`${demo.pocketbaseUrl}/api/collections/order_payments_status/records/${orderId}`)
  const status = (await response.json()) as { total_amount: number; paid_amount: number; held_amount?: number }
  return status.total_amount - status.paid_amount - (status.held_amount ?? 0)
}

test.describe('diner pages rendered by the server', () => {
  for (const page of ['home', 'bill'] as const) {
    test(`on slow 4G the ${page} arrives drawn, and React takes it over without a read, a skeleton, a blank or a shift`, async ({ page: browserPage }) => {
      const { diner } = texts('it')
      const left = await amountLeft(table.orderId)
      await throttle(browserPage)
      await recordRoot(browserPage)
      const reads: string[] = []
      const errors: string[] = []
      browserPage.on('request', (request) => {
        if (BILL_READS.test(request.url())) reads.push(request.url())
      })
      browserPage.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
      })
      const response = await browserPage.goto(`${dinerPath(table.name)}${page === 'bill' ? '/bill' : ''}`)
      // the page as it left the server: the bill's amount is in it
      const html = (await response?.text()) ?? ''
      expect(html).toContain('Trattoria Bella Vista')
      expect(html).toMatch(euro(left))
      expect(response?.headers()['cache-control']).toBe('no-store')

      await hydrated(browserPage)
      await browserPage.waitForLoadState('networkidle')
      const ready = page === 'home' ? browserPage.getByRole('link', { name: new RegExp(diner.home.payBill) }) : browserPage.getByRole('button', { name: new RegExp(`^${diner.bill.pay}`) })
      await expect(ready).toContainText(euro(left))
      const timeline = await readTimeline(browserPage)
      expect(timeline.skeletons, 'loading states shown').toBe(0)
      expect(timeline.blank, 'the page went blank').toBe(false)
      expect(timeline.shift, 'layout shift').toBeLessThan(0.01)
      // the browser starts from the server's answers: its first read of the bill is the 10 s poll
      expect(reads, 'bill reads by the browser while loading').toEqual([])
      expect(errors, 'console errors or hydration warnings').toEqual([])
    })
  }

  test('a tap on the bell before the app has arrived opens the waiter sheet once it has, named by its title', async ({ page }) => {
    const { diner } = texts('it')
    await throttle(page)
    // the app is held back until the diner has tapped: the page asked for it, so it is waiting
    let requested = () => {}
    const appRequested = new Promise<void>((resolve) => (requested = resolve))
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      requested()
      await released
      await route.continue()
    })
    await page.goto(`${dinerPath(table.name)}/bill`, { waitUntil: 'commit' })
    await appRequested
    await page.getByRole('button', { name: diner.waiter.call }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    release()
    await expect(page.getByRole('dialog', { name: diner.waiter.title })).toBeVisible({ timeout: 15_000 })
    await page.getByRole('button', { name: diner.waiter.cancel }).click()
    await expect(page.getByRole('dialog', { name: diner.waiter.title })).toBeHidden()
  })

  test('without JavaScript the pages are real pages: English texts, working links, struck-through paid lines', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    await chooseLanguage(context, 'en')
    const page = await context.newPage()
    const { diner } = texts('en')
    const left = await amountLeft(partlyPaid.orderId)
    await page.goto(dinerPath(partlyPaid.name))
    await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Bella Vista' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Trattoria Bella Vista logo' })).toBeVisible()
    await expect(page.getByText('Service provided by')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await page.getByRole('link', { name: new RegExp(diner.home.payBill) }).click()
    await expect(page).toHaveURL(new RegExp(`${dinerPath(partlyPaid.name)}/bill$`))
    await expect(page.getByRole('heading', { level: 1, name: diner.bill.title })).toBeVisible()
    await expect(page.getByText(euro(left)).first()).toBeVisible()
    const lines = page.getByRole('list', { name: diner.bill.itemsLabel }).getByRole('listitem')
    const response = await fetch(
      `${demo.pocketbaseUrl}/api/collections/order_items_status/records?perPage=100&filter=${encodeURIComponent(`order = "${partlyPaid.orderId}"`)}&order=${partlyPaid.orderId}`,
    )
    const rows = ((await response.json()) as { items: { total_quantity: number; paid_quantity: number }[] }).items
    await expect(lines).toHaveCount(rows.length)
    const paidRows = rows.filter((row) => row.total_quantity > 0 && row.paid_quantity >= row.total_quantity).length
    const partRows = rows.filter((row) => row.paid_quantity > 0 && row.paid_quantity < row.total_quantity).length
    expect(paidRows + partRows, 'paid lines on the partly paid table').toBeGreaterThan(0)
    // a paid line's name is struck through; a partly paid one says how much of it is paid
    await expect(lines.locator('s').filter({ hasNotText: /\d/ })).toHaveCount(paidRows)
    await expect(lines.getByText(/^\d+ of \d+ paid$/)).toHaveCount(partRows)
    await expect(page.getByRole('link', { name: diner.page.back })).toHaveAttribute('href', dinerPath(partlyPaid.name))
    await context.close()
  })

  for (const language of ['it', 'en'] as const) {
    test(`the server's page and React's hydrated page are the same pixels at 390×844 (${language})`, async ({ browser }) => {
      for (const page of ['', '/bill']) {
        const path = `${dinerPath(partlyPaid.name)}${page}`
        const server = await screenshot(browser, path, language, false)
        const hydratedShot = await screenshot(browser, path, language, true)
        const different = await countDifferentPixels(browser, server, hydratedShot)
        expect(different, `${path}: pixels that differ between the server's HTML and the hydrated page`).toBe(0)
      }
    })
  }
})

/** The page at 390×844, as the server sent it (no JavaScript) or once React has hydrated it. */
async function screenshot(browser: Browser, path: string, language: Language, withJs: boolean): Promise<Buffer> {
  const context = await browser.newContext({ javaScriptEnabled: withJs, viewport: { width: 390, height: 844 } })
  try {
    await chooseLanguage(context, language)
    const page = await context.newPage()
    await page.goto(path, { waitUntil: 'networkidle' })
    if (withJs) await hydrated(page)
    // the photos decoded, as on the other side
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
    const name = `diner-${path.endsWith('/bill') ? 'bill' : 'home'}-${language}-${withJs ? 'hydrated' : 'server'}.png`
    return await page.screenshot({ path: `${shots}/${name}`, fullPage: true, animations: 'disabled', caret: 'hide' })
  } finally {
    await context.close()
  }
}

/** How many pixels differ between two PNGs of the same size (decoded by Chromium); -1 when the sizes differ. */
async function countDifferentPixels(browser: Browser, first: Buffer, second: Buffer): Promise<number> {
  const page = await browser.newPage()
  try {
    return await page.evaluate(
      async ([a, b]) => {
        const decode = async (base64: string) => {
          const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob())
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
          const context = canvas.getContext('2d')!
          context.drawImage(bitmap, 0, 0)
          return context.getImageData(0, 0, bitmap.width, bitmap.height)
        }
        const [left, right] = await Promise.all([decode(a), decode(b)])
        if (left.width !== right.width || left.height !== right.height) return -1
        let count = 0
        for (let index = 0; index < left.data.length; index += 4) {
          if (left.data[index] !== right.data[index] || left.data[index + 1] !== right.data[index + 1] || left.data[index + 2] !== right.data[index + 2]) count++
        }
        return count
      },
      [first.toString('base64'), second.toString('base64')] as const,
    )
  } finally {
    await page.close()
  }
}
