import type { Browser, Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
// useLanguage is a Playwright helper, not a React hook: renamed so the hooks rule leaves it alone
import { euro, fill, spokenEuro, texts, useLanguage as chooseLanguage, type Language } from './diner.ts'
import { completeByWebhook, payOnPaymentPage, payShare, sessionIdFromUrl, waitForCheckoutSession } from './flow.ts'
import { getPaymentStatus, openFreshOrder, type DinerTable } from './orders.ts'
import { installStripeDouble } from './stripe.ts'

// The bill as a shared live ledger (docs/decisions/018): several phones at one table, each its own
// browser context (its own claim cookie). scripts/e2e.ts shortens the claims for the functions.
const IDLE_SECONDS = Number(process.env.CONTO_CLAIM_IDLE_SECONDS ?? 120)
// a lapsed claim stops counting at once; the other phone sees it at its next 10 s poll
const LAPSE_SEEN_MS = (IDLE_SECONDS + 12) * 1_000
test.describe.configure({ timeout: 120_000 })

async function openPhone(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: language === 'it' ? 'it-IT' : 'en-GB' })
  await chooseLanguage(context, language)
  const page = await context.newPage()
  await installStripeDouble(page)
  return page
}

/** From the bill: pay what is left, keep the popular tip, land on the payment page with its session. */
async function startFullPayment(page: Page, path: string, language: Language) {
  const { diner } = texts(language)
  await page.goto(`${path}/bill`)
  await page.getByRole('button', { name: new RegExp(`^${diner.bill.pay}`) }).click()
  const checkout = waitForCheckoutSession(page)
  await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
  const answer = await checkout
  await expect(page.getByLabel('Card number')).toBeVisible()
  return answer
}

for (const [language, table] of [
  ['it', 'P14'],
  ['en', 'P15'],
] as [Language, DinerTable][]) {
  test(`one phone on the payment page, the other sees it being paid, then pays once it is abandoned (${language})`, async ({ browser }) => {
    expect(IDLE_SECONDS, 'the short claims scripts/e2e.ts sets').toBeLessThanOrEqual(30)
    const { diner } = texts(language)
    const order = await openFreshOrder(table, [['Coperto', 2], ['Margherita', 1], ['Tiramisù', 1]], 2)
    const payer = await openPhone(browser, language)
    const other = await openPhone(browser, language)
    try {
      const { amounts } = await startFullPayment(payer, order.path, language)
      expect(amounts.base).toBe(order.total)

      // the other phone: nothing left to start, said kindly, with what is being paid and no names
      await other.goto(`${order.path}/bill`)
      await expect(other.getByText(diner.held.message)).toBeVisible()
      await expect(other.getByText(diner.bill.beingPaid)).toContainText(euro(order.total))
      await expect(other.getByRole('button', { name: diner.bill.split })).toHaveCount(0)
      await expect(other.getByRole('button', { name: diner.held.callWaiter })).toBeVisible()
      await other.goto(`${order.path}/split`)
      await other.getByRole('tab', { name: diner.split.tabItems }).click()
      const margherita = other.getByRole('listitem').filter({ hasText: 'Margherita' })
      await expect(margherita.getByText(diner.split.beingPaid, { exact: true })).toBeVisible()
      await expect(margherita.getByRole('button')).toHaveCount(0)
      await expect(other.getByText(diner.held.message)).toBeVisible()

      // the payer's phone goes away without paying: its claim is released (or lapses) at once
      await payer.context().close()
      await other.goto(`${order.path}/bill`)
      await expect(other.getByRole('button', { name: `${diner.bill.pay} ${spokenEuro(order.total, language)}` })).toBeVisible({ timeout: LAPSE_SEEN_MS })
      await expect(other.getByText(diner.held.message)).toHaveCount(0)

      const { sessionId } = await startFullPayment(other, order.path, language)
      await payOnPaymentPage(other, language)
      expect(await sessionIdFromUrl(other)).toBe(sessionId)
      await completeByWebhook(other, sessionId)
      await expect(other.getByRole('heading', { name: diner.result.successTitle })).toBeVisible({ timeout: 5_000 })
      await expect.poll(async () => (await getPaymentStatus(order.orderId)).paid_amount).toBe(order.total)
    } finally {
      await Promise.allSettled([payer.context().close(), other.context().close()])
    }
  })
}

for (const [language, table, first, second] of [
  ['it', 'P16', { parts: 1, of: 3 }, { parts: 2, of: 3 }],
  ['en', 'P17', { parts: 1, of: 2 }, { parts: 1, of: 2 }],
] as [Language, DinerTable, { parts: number; of: number }, { parts: number; of: number }][]) {
  test(`two diners share one item, ${first.parts}/${first.of} and ${second.parts}/${second.of}: it ends fully paid and the bill right (${language})`, async ({ browser }) => {
    const { diner } = texts(language)
    const item = 'Tagliatelle al ragù'
    const price = 1250
    const order = await openFreshOrder(table, [[item, 1], ['Coperto', 2]], 2)
    const firstAmount = Math.floor((price * first.parts) / first.of)
    const secondAmount = price - firstAmount

    const one = await openPhone(browser, language)
    const two = await openPhone(browser, language)
    try {
      await payShare(one, order.path, item, first, firstAmount, true, language)
      await expect.poll(async () => (await getPaymentStatus(order.orderId)).paid_amount).toBe(firstAmount)
      // the second diner sees the first share paid and can take only the rest, the same way
      await two.goto(`${order.path}/bill`)
      await expect(two.getByRole('list', { name: diner.bill.itemsLabel }).getByRole('listitem').filter({ hasText: item })).toContainText(
        fill(diner.bill.sharesPaid, { fraction: first.of === 2 ? '½' : '⅓' }),
      )
      await payShare(two, order.path, item, second, secondAmount, false, language)
      await expect.poll(async () => (await getPaymentStatus(order.orderId)).paid_amount).toBe(price)

      // the payer's own phone, straight from the result page through the app (no reload, before
      // any poll), and the other phone at its next read: the shared line shows as paid on both
      await two.getByRole('link', { name: diner.result.backHome }).click()
      await two.getByRole('link', { name: new RegExp(`^(${diner.home.payBill}|${diner.home.viewBill})`) }).click()
      await one.goto(`${order.path}/bill`)
      for (const phone of [two, one]) {
        const line = phone.getByRole('list', { name: diner.bill.itemsLabel }).getByRole('listitem').filter({ hasText: item })
        await expect(line.locator('s').first()).toBeVisible({ timeout: 2_000 })
        await expect(line.getByText(diner.bill.paid, { exact: true })).toBeVisible()
        await expect(line).not.toContainText(fill(diner.bill.sharesPaid, { fraction: first.of === 2 ? '½' : '⅓' }))
        await expect(phone.getByRole('button', { name: `${diner.bill.pay} ${spokenEuro(order.total - price, language)}` })).toBeVisible()
      }
    } finally {
      await Promise.allSettled([one.context().close(), two.context().close()])
    }
  })
}

// The ledger's screens at 390×844, for people to look at (not compared).
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`

test('ledger screens, Italian: being paid, a shared line, everything held, a payment that cannot start', async ({ browser }) => {
  const { diner } = texts('it')
  const wine = 'Vino rosso della casa 0,5 l'
  const order = await openFreshOrder('P18', [['Coperto', 3], ['Tagliatelle al ragù', 2], [wine, 1], ['Tiramisù', 2]], 3)
  const phones: Page[] = []
  const phone = async () => {
    const page = await openPhone(browser, 'it')
    phones.push(page)
    return page
  }
  const toPayment = async (page: Page) => {
    await page.getByRole('button', { name: new RegExp(`^${diner.split.confirm}`) }).click()
    const checkout = waitForCheckoutSession(page)
    await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
    await checkout
  }
  const chooseItems = async (page: Page) => {
    await page.goto(`${order.path}/split`)
    await page.getByRole('tab', { name: diner.split.tabItems }).click()
  }
  try {
    // a third of the wine is paid
    const first = await phone()
    await chooseItems(first)
    await first.getByRole('button', { name: `${diner.split.share} ${fill(diner.split.shareWith, { name: wine })}` }).click()
    await first.getByRole('listitem').filter({ hasText: wine }).getByRole('radio', { name: fill(diner.split.waysOption, { count: 3 }) }).check()
    await toPayment(first)
    await payOnPaymentPage(first, 'it')
    await completeByWebhook(first, await sessionIdFromUrl(first))
    await expect(first.getByRole('heading', { name: diner.result.successTitle })).toBeVisible({ timeout: 5_000 })

    // someone is paying the tagliatelle and another third of the wine, and stays on the payment page
    const holder = await phone()
    await chooseItems(holder)
    await holder.getByRole('group', { name: 'Tagliatelle al ragù' }).getByRole('button', { name: /^Più/ }).click()
    await holder.getByRole('group', { name: 'Tagliatelle al ragù' }).getByRole('button', { name: /^Più/ }).click()
    await holder.getByRole('button', { name: `${diner.split.share} ${fill(diner.split.shareWith, { name: wine })}` }).click()
    await toPayment(holder)
    await expect(holder.getByRole('list', { name: diner.payment.yourItems })).toContainText(`⅓ · ${wine}`)
    await holder.screenshot({ path: `${shots}/ledger-payment-share.png`, fullPage: true })

    const viewer = await phone()
    await viewer.goto(order.path)
    await expect(viewer.getByText(/in pagamento in questo momento/)).toBeVisible()
    await viewer.screenshot({ path: `${shots}/ledger-home.png` })
    await viewer.goto(`${order.path}/bill`)
    await expect(viewer.getByText(diner.bill.beingPaid)).toBeVisible()
    await expect(viewer.getByRole('list', { name: diner.bill.itemsLabel })).toContainText('⅓ pagato · ⅓ in pagamento')
    await viewer.screenshot({ path: `${shots}/ledger-bill.png`, fullPage: true })
    await chooseItems(viewer)
    const tiramisu = viewer.getByRole('listitem').filter({ hasText: 'Tiramisù' })
    await tiramisu.getByRole('button', { name: `${diner.split.share} ${fill(diner.split.shareWith, { name: 'Tiramisù' })}` }).click()
    await tiramisu.getByRole('radio', { name: fill(diner.split.waysOption, { count: 4 }) }).check()
    await tiramisu.getByRole('radio', { name: '3 quarti' }).check()
    const tagliatelle = viewer.getByRole('listitem').filter({ hasText: 'Tagliatelle al ragù' })
    await expect(tagliatelle.getByText(fill(diner.bill.unitsBeingPaid_other, { count: 2 }))).toBeVisible()
    await expect(tagliatelle.getByRole('button')).toHaveCount(0)
    await viewer.screenshot({ path: `${shots}/ledger-split.png`, fullPage: true })

    // someone else starts paying all the rest: everything left is held
    const rest = await phone()
    await startFullPayment(rest, order.path, 'it')
    await viewer.goto(`${order.path}/bill`)
    await expect(viewer.getByText(diner.held.message)).toBeVisible()
    await viewer.screenshot({ path: `${shots}/ledger-all-held.png`, fullPage: true })
    await viewer.goto(order.path)
    await expect(viewer.getByText(diner.held.message)).toBeVisible()
    await viewer.screenshot({ path: `${shots}/ledger-home-all-held.png` })
    await viewer.getByRole('button', { name: diner.held.callWaiter }).click()
    await expect(viewer.getByRole('dialog', { name: diner.waiter.title })).toBeVisible()
    await viewer.getByRole('button', { name: diner.waiter.cancel }).click()

    // a stale payment link: the server refuses, and the page says why and what to do, once
    await viewer.goto(`${order.path}/payment`)
    await expect(viewer.getByRole('alert')).toContainText(diner.held.message)
    await expect(viewer.getByRole('alert')).toHaveCount(1)
    await expect(viewer.getByText(diner.payment.waitHint)).toBeVisible()
    await viewer.screenshot({ path: `${shots}/ledger-payment-cannot-start.png`, fullPage: true })

    // the one paying the rest leaves: the viewer's payment starts by itself at the next poll
    await rest.context().close()
    await expect(viewer.getByLabel('Card number')).toBeVisible({ timeout: LAPSE_SEEN_MS })

    // Stripe.js cannot load: our words and a retry, never Stripe's English
    const blocked = await phone()
    await blocked.route('https://js.stripe.com/**', (route) => route.abort())
    await blocked.goto(`${order.path}/tips`)
    await blocked.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
    await expect(blocked.getByText(diner.payment.formFailed)).toBeVisible()
    await expect(blocked.getByText(/Stripe\.js/)).toHaveCount(0)
    await blocked.screenshot({ path: `${shots}/ledger-payment-form-failed.png`, fullPage: true })
  } finally {
    await Promise.allSettled(phones.map((page) => page.context().close()))
  }
})
