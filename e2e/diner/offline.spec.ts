import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import crashIt from '../../locales/it/common.json' with { type: 'json' }
import crashEn from '../../locales/en/common.json' with { type: 'json' }
import { euro, fill, texts, useLanguage, type Language } from './diner.ts'
import { payShare } from './flow.ts'
import { openFreshOrder, type DinerTable } from './orders.ts'
import { installStripeDouble } from './stripe.ts'

// A diner on bad signal, with the app's real service worker (the other specs block it).
test.use({ serviceWorkers: 'allow' })
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`

const crashTitle = (language: Language) => (language === 'it' ? crashIt : crashEn).errorScreen.title

/** Waits until the service worker is in charge of the page and has kept the files it loaded. */
async function waitForOfflineCopy(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('conto-build-files')).keys()).length), { timeout: 10_000 })
    .toBeGreaterThan(2)
}

const cases: { language: Language; table: DinerTable }[] = [
  { language: 'it', table: 'P15' },
  { language: 'en', table: 'P16' },
]

for (const { language, table } of cases) {
  test(`without signal: "Pay" says so, and the bill reloaded offline is the last one seen, said to be saved (${language})`, async ({ page, context }) => {
    const { diner } = texts(language)
    await useLanguage(page, language)
    await installStripeDouble(page)
    const order = await openFreshOrder(table, [['Coperto', 2], ['Margherita', 1]], 2)

    await page.goto(`${order.path}/bill`)
    await expect(page.getByRole('heading', { name: diner.bill.title })).toBeVisible()
    await waitForOfflineCopy(page)
    await page.getByRole('button', { name: new RegExp(`^${diner.bill.pay}`) }).click()
    const confirm = page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) })
    await expect(confirm).toBeVisible()
    // a diner choosing the tip: meanwhile the payment step's code and styles arrive
    const loaded = (pattern: string) =>
      page.evaluate((source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)), pattern)
    await expect.poll(() => loaded('/assets/payment-[^/]+\\.js$')).toBe(true)
    await expect.poll(() => loaded('/assets/payment-[^/]+\\.css$')).toBe(true)
    // and everything the step's code imports (its shared chunks arrive beside it, maybe after it)
    await page.evaluate(async () => {
      const step = performance.getEntriesByType('resource').find((entry) => /\/assets\/payment-[^/]+\.js$/.test(entry.name))
      if (step) await import(/* @vite-ignore */ step.name)
    })

    // the signal goes as the diner taps "Pay": our words, in the page's language, and a way on
    await context.setOffline(true)
    await confirm.click()
    await expect(page.getByText(diner.payment.offline)).toBeVisible({ timeout: 15_000 })
    await page.screenshot({ path: `${shots}/diner-offline-pay-${language}.png` })
    await expect(page.getByText(/Failed to fetch|NetworkError/)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: crashTitle(language) })).toHaveCount(0)

    // a reload without signal: the app, the last bill, and a note that it is the saved one
    await page.goto(`${order.path}/bill`)
    await expect(page.getByRole('heading', { name: diner.bill.title })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: diner.offline.title })).toBeVisible()
    await expect(page.getByText(euro(order.total)).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: crashTitle(language) })).toHaveCount(0)
    await page.screenshot({ path: `${shots}/diner-offline-bill-${language}.png` })

    // back online: the note goes and the bill is live again
    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: diner.offline.title })).toHaveCount(0)
    await expect(page.getByRole('button', { name: new RegExp(`^${diner.bill.pay}`) })).toBeVisible()
  })
}

// The signal dropping 1, 2.5 and 4 s after the page loads, while the diner goes on tapping.
const cuts: { language: Language; table: DinerTable; afterMs: number[] }[] = [
  { language: 'it', table: 'P19', afterMs: [1_000, 4_000] },
  { language: 'en', table: 'P20', afterMs: [2_500] },
]

for (const { language, table, afterMs } of cuts) {
  test(`the network cut 1–4 s after load never shows the crash screen (${language})`, async ({ browser }) => {
    test.setTimeout(90_000)
    const { diner } = texts(language)
    const order = await openFreshOrder(table, [['Coperto', 1], ['Diavola', 1]], 1)
    for (const delay of afterMs) {
      // a new phone each time: nothing saved, no service worker yet
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: `${language}-${language.toUpperCase()}`, serviceWorkers: 'allow' })
      try {
        const page = await context.newPage()
        // eslint-disable-next-line react-hooks/rules-of-hooks -- a Playwright helper, not a React hook
        await useLanguage(page, language)
        await page.goto(order.path)
        await expect(page.getByRole('link', { name: diner.home.payBill })).toBeVisible()
        await page.waitForTimeout(delay)
        await context.setOffline(true)
        await page.getByRole('link', { name: diner.home.payBill }).click()
        await expect(page.getByRole('heading', { name: diner.bill.title })).toBeVisible()
        await page.getByRole('link', { name: diner.bill.split }).click()
        // the toast code is wanted 5 s after load; the poll every few seconds fails meanwhile
        await page.waitForTimeout(6_000)
        await expect(page.getByRole('heading', { name: crashTitle(language) })).toHaveCount(0)
        await page.goBack()
        await expect(page.getByRole('heading', { name: diner.bill.title })).toBeVisible()
        await expect(page.getByRole('status').filter({ hasText: diner.offline.title })).toBeVisible()
        await context.setOffline(false)
        await expect(page.getByRole('status').filter({ hasText: diner.offline.title })).toHaveCount(0)
        await expect(page.getByRole('heading', { name: crashTitle(language) })).toHaveCount(0)
      } finally {
        await context.close()
      }
    }
  })
}

// A diner who pays the rest of a shared bottle and loses signal: the bill reloaded from what the
// phone saved shows the bottle paid, as the bill online does (issue 36).
for (const { language, table } of [
  { language: 'it', table: 'P23' },
  { language: 'en', table: 'P24' },
] as { language: Language; table: DinerTable }[]) {
  test(`the payer's own bill shows a shared line paid at once, online and saved for offline (${language})`, async ({ page, context }) => {
    test.setTimeout(90_000)
    const { diner } = texts(language)
    const item = 'Branzino al forno'
    const price = 1950
    await useLanguage(page, language)
    await installStripeDouble(page)
    const order = await openFreshOrder(table, [[item, 1], ['Coperto', 2]], 2)

    await payShare(page, order.path, item, { parts: 1, of: 3 }, 650, true, language)
    await payShare(page, order.path, item, { parts: 2, of: 3 }, price - 650, false, language)
    await waitForOfflineCopy(page)

    const paidLine = async () => {
      const line = page.getByRole('list', { name: diner.bill.itemsLabel }).getByRole('listitem').filter({ hasText: item })
      await expect(line.locator('s').first()).toBeVisible()
      await expect(line.getByText(diner.bill.paid, { exact: true })).toBeVisible()
      await expect(line).not.toContainText(fill(diner.bill.sharesPaid, { fraction: '⅓' }))
    }
    // the result page reads the bill's lines again, though it shows none, and the phone saves them
    await expect
      // 'offline-cache': OFFLINE_CACHE_KEY in src/lib/live/query-client.ts
      .poll(() => page.evaluate(() => localStorage.getItem('offline-cache') ?? ''), { timeout: 10_000 })
      .toContain('"paid_quantity":1')
    // signal lost on the result page: the bill reloaded from the copy saved on the phone
    await context.setOffline(true)
    await page.goto(`${order.path}/bill`)
    await expect(page.getByRole('status').filter({ hasText: diner.offline.title })).toBeVisible()
    await paidLine()
    // back online, through the app: the same
    await context.setOffline(false)
    await page.goto(order.path)
    await page.getByRole('link', { name: diner.home.payBill }).click()
    await paidLine()
  })
}
