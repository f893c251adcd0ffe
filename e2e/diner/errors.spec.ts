import { demo, expect, test } from '../fixtures.ts'
import { texts, useLanguage, type Language } from './diner.ts'
import { openFreshOrder } from './orders.ts'
import { installStripeDouble } from './stripe.ts'

for (const language of ['it', 'en'] as Language[]) {
  test(`an unknown restaurant shows the error panel (${language})`, async ({ page }) => {
    await useLanguage(page, language)
    const { diner, errors } = texts(language)
    await page.goto(`/qr/ristorante-inesistente/${demo.tables[0]?.id ?? 'x'}/bill`)
    await expect(page.getByRole('heading', { name: diner.error.title })).toBeVisible()
    await expect(page.getByText(errors.restaurantNotFound)).toBeVisible()
    await expect(page.getByRole('link', { name: diner.error.goHome })).toHaveAttribute('href', '/')
  })
}

// a lapsed claim stops counting at once; the waiting phone sees it at its next 10 s poll
const LAPSE_SEEN_MS = (Number(process.env.CONTO_CLAIM_IDLE_SECONDS ?? 120) + 12) * 1_000

test('a checkout that cannot start says why once, offers a waiter, and starts by itself once free (Italian)', async ({ browser }) => {
  test.setTimeout(60_000)
  const { diner } = texts('it')
  const order = await openFreshOrder('P11', [['Coperto', 2], ['Diavola', 1]], 2)
  const first = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT' })
  const second = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT' })
  try {
    // the first phone holds the whole bill in its checkout…
    const holder = await first.newPage()
    await installStripeDouble(holder)
    await holder.goto(`${order.path}/tips`)
    await holder.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
    await expect(holder.getByLabel('Card number')).toBeVisible()

    // …so the second cannot open one for the same amount: one message, no toast, the next steps
    const late = await second.newPage()
    await installStripeDouble(late)
    await late.goto(`${order.path}/payment`)
    await expect(late.getByRole('alert')).toContainText(diner.held.message)
    await expect(late.getByRole('alert')).toHaveCount(1)
    await expect(late.getByText(/Stripe/)).toHaveCount(0)
    await expect(late.getByRole('button', { name: diner.held.callWaiter })).toBeVisible()
    await expect(late.getByRole('link', { name: diner.payment.backToBill })).toBeVisible()

    // the first phone goes away: the second one's payment starts without a tap
    await first.close()
    await expect(late.getByLabel('Card number')).toBeVisible({ timeout: LAPSE_SEEN_MS })
  } finally {
    await Promise.allSettled([first.close(), second.close()])
  }
})

test('Stripe.js that cannot load, and a status that cannot be read (English)', async ({ page }) => {
  await useLanguage(page, 'en')
  const { diner } = texts('en')
  const order = await openFreshOrder('P12', [['Coperto', 1], ['Margherita', 1]], 1)
  // no double this time: js.stripe.com is simply unreachable
  await page.route(/^https:\/\/([a-z0-9-]+\.)*stripe\.com\//, (route) => route.abort())
  await page.goto(`${order.path}/tips`)
  await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
  await expect(page.getByRole('alert').filter({ hasText: diner.payment.formFailed })).toBeVisible({ timeout: 15_000 })
  // our words, never Stripe's "Failed to load Stripe.js"
  await expect(page.getByText(/Stripe\.js/)).toHaveCount(0)
  await expect(page.getByRole('button', { name: diner.payment.retry })).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(`^${diner.payment.pay}`) })).toHaveCount(0)

  await page.goto(`${order.path}/paymentResult?sessionId=not-a-session`)
  await expect(page.getByText(/^Failed to retrieve payment info - .+/)).toBeVisible()
})

test('code lost to bad signal after the bill loads never shows the crash screen (Italian)', async ({ page }) => {
  const { diner } = texts('it')
  const order = await openFreshOrder('P13', [['Coperto', 1], ['Margherita', 1]], 1)
  // the toast code (wanted a few seconds after load) is lost, as on a phone whose signal drops
  let lost = 0
  await page.route(/\/assets\/toast(er)?-[^/]+\.js$/, (route) => {
    lost += 1
    return route.abort('internetdisconnected')
  })
  await page.goto(order.path)
  await expect(page.getByRole('link', { name: diner.home.payBill })).toBeVisible()
  // the toaster is wanted 5 s after load when idle
  await expect.poll(() => lost, { timeout: 15_000 }).toBeGreaterThan(0)
  await page.waitForTimeout(1_000)
  await expect(page.getByRole('heading', { name: 'Ops! Qualcosa è andato storto' })).toHaveCount(0)
  // the bill still opens, and on it the diner goes on
  await page.getByRole('link', { name: diner.home.payBill }).click()
  await expect(page).toHaveURL(/\/bill$/)
  await expect(page.getByRole('heading', { name: 'Ops! Qualcosa è andato storto' })).toHaveCount(0)
})

test('a screen whose code is lost to bad signal reloads once the phone is online, never the crash screen (Italian)', async ({ page }) => {
  const { diner } = texts('it')
  const order = await openFreshOrder('P14', [['Coperto', 1], ['Margherita', 1]], 1)
  await page.goto(`${order.path}/bill`)
  await expect(page.getByRole('heading', { name: diner.bill.title })).toBeVisible()
  // the split screen's code is lost the first time it is asked for
  let lost = 0
  await page.route(/\/assets\/split-[^/]+\.js$/, (route) => (++lost === 1 ? route.abort('internetdisconnected') : route.continue()))
  await page.evaluate(() => sessionStorage.removeItem('conto.chunkReloadAt'))
  await page.goto(`${order.path}/split`)
  await expect(page.getByRole('heading', { name: 'Ops! Qualcosa è andato storto' })).toHaveCount(0)
  await expect(page).toHaveURL(/\/split$/)
  await expect.poll(() => lost, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
  await expect(page.getByRole('heading', { name: 'Ops! Qualcosa è andato storto' })).toHaveCount(0)
})
