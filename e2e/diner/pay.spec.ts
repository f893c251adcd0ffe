import { expect, test } from '../fixtures.ts'
import { euro, percentOf, spokenEuro, texts, useLanguage } from './diner.ts'
import { completeByWebhook, payOnPaymentPage, sessionIdFromUrl, waitForCheckoutSession } from './flow.ts'
import { getLotteryCodes, getPaymentStatus, getSessionReviews, openFreshOrder, payInFullElsewhere, printFiscalReceipts } from './orders.ts'
import { installStripeDouble } from './stripe.ts'

// Whole diner journeys against the real functions and stripe-mock; only Stripe.js is a double.
// Each paying test owns one table of the diner venue (e2e/diner/orders.ts) and opens its own order.

test.beforeEach(async ({ page }) => {
  await installStripeDouble(page)
})

test('pay the full bill, then rate food and service (Italian)', async ({ page }) => {
  const { diner } = texts('it')
  const order = await openFreshOrder('P1', [['Coperto', 2], ['Margherita', 1], ['Acqua minerale 0,75 l', 1]], 2)
  const tip = percentOf(order.total, 5)

  await page.goto(`${order.path}/bill`)
  await expect(page.getByRole('heading', { level: 1, name: diner.bill.title })).toBeVisible()
  await expect(page.getByRole('list', { name: diner.bill.itemsLabel }).getByRole('listitem')).toHaveCount(3)
  await expect(page.getByText(diner.bill.leftToPay)).toBeVisible()
  await page.getByRole('button', { name: `${diner.bill.pay} ${spokenEuro(order.total, 'it')}` }).click()

  await expect(page).toHaveURL(/\/tips$/)
  await expect(page.getByRole('heading', { level: 1, name: diner.tips.title })).toBeVisible()
  await expect(page.getByRole('radio', { name: /5%/ })).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('radio', { name: /5%/ })).toContainText(diner.tips.popular)
  const checkout = waitForCheckoutSession(page)
  await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()

  await expect(page).toHaveURL(/\/payment$/)
  const { sessionId, amounts } = await checkout
  expect(amounts).toMatchObject({ base: order.total, tip, total: order.total + tip })
  const summary = page.getByRole('definition')
  await expect(summary.nth(0)).toHaveText(euro(order.total))
  await expect(summary.nth(1)).toHaveText(euro(tip))
  await expect(summary.nth(2)).toHaveText(diner.payment.taxIncluded)
  await expect(summary.nth(3)).toHaveText(euro(order.total + tip))
  await payOnPaymentPage(page, 'it')

  await expect(page).toHaveURL(new RegExp(`/paymentResult\\?sessionId=${sessionId}$`))
  // stripe-mock keeps the session open: pending until Stripe's webhook says it was paid
  await expect(page.getByRole('heading', { name: diner.result.pendingTitle })).toBeVisible()
  await completeByWebhook(page, await sessionIdFromUrl(page))
  await expect(page.getByRole('heading', { name: diner.result.successTitle })).toBeVisible({ timeout: 5_000 })

  const food = page.getByRole('group', { name: diner.result.rate.food })
  const service = page.getByRole('group', { name: diner.result.rate.service })
  await food.getByRole('radio', { name: '5 stelle' }).check({ force: true })
  await expect(page.getByText(diner.result.ratingThanks)).toBeVisible()
  await service.getByRole('radio', { name: '4 stelle' }).check({ force: true })
  await food.getByRole('radio', { name: '3 stelle' }).check({ force: true })
  await expect(food.getByRole('radio', { name: '3 stelle' })).toBeChecked()
  // one review per type for this payment: the second food rating updated the first
  await expect.poll(() => getSessionReviews(sessionId)).toEqual({ food: 3, service: 4 })

  await expect.poll(async () => (await getPaymentStatus(order.orderId)).paid_amount).toBe(order.total)
  await page.getByRole('link', { name: diner.result.backHome }).click()
  await expect(page.getByText(diner.home.billPaid)).toBeVisible()
})

test('split equally: 3 guests, paying for 2, with a 10 % tip (English)', async ({ page }) => {
  await useLanguage(page, 'en')
  const { diner } = texts('en')
  const order = await openFreshOrder('P2', [['Coperto', 3], ['Tagliata di manzo', 1], ['Vino rosso della casa 0,5 l', 1]], 4)
  const share = Math.floor((order.total * 2) / 3)
  const tip = percentOf(share, 10)

  await page.goto(`${order.path}/bill`)
  await page.getByRole('link', { name: diner.bill.split }).click()
  await expect(page).toHaveURL(/\/split$/)
  await expect(page.getByRole('tab', { name: diner.split.tabEqual })).toHaveAttribute('aria-selected', 'true')
  const guests = page.getByRole('group', { name: diner.split.totalGuests })
  const payingFor = page.getByRole('group', { name: diner.split.payingFor })
  // defaults: the order's 4 guests, paying for all but one
  await expect(guests.getByRole('status')).toHaveText('4')
  await expect(payingFor.getByRole('status')).toHaveText('3')
  const confirm = page.getByRole('button', { name: new RegExp(`^${diner.split.confirm}`) })
  await expect(confirm).toBeDisabled()

  await guests.getByRole('button', { name: `${diner.stepper.decrease}: ${diner.split.totalGuests}` }).click()
  await expect(payingFor.getByRole('status')).toHaveText('3')
  await payingFor.getByRole('button', { name: `${diner.stepper.decrease}: ${diner.split.payingFor}` }).click()
  await expect(guests.getByRole('status')).toHaveText('3')
  await expect(payingFor.getByRole('status')).toHaveText('2')
  await expect(payingFor.getByRole('button', { name: `${diner.stepper.increase}: ${diner.split.payingFor}` })).toBeEnabled()
  await expect(page.getByText(euro(share)).first()).toBeVisible()
  await expect(confirm).toBeEnabled()
  await confirm.click()

  await expect(page).toHaveURL(/\/tips$/)
  await page.getByRole('radio', { name: /10%/ }).click()
  await expect(page.getByRole('radio', { name: /10%/ })).toHaveAttribute('aria-checked', 'true')
  const checkout = waitForCheckoutSession(page)
  await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
  const { amounts } = await checkout
  expect(amounts).toMatchObject({ base: share, tip, total: share + tip })
  await expect(page.getByRole('button', { name: `${diner.payment.pay} ${spokenEuro(share + tip, 'en')}` })).toBeVisible()
  await payOnPaymentPage(page, 'en')

  await expect(page).toHaveURL(/\/paymentResult\?sessionId=/)
  await completeByWebhook(page, await sessionIdFromUrl(page))
  await expect(page.getByRole('heading', { name: diner.result.successTitle })).toBeVisible({ timeout: 5_000 })
  await expect.poll(async () => (await getPaymentStatus(order.orderId)).paid_amount).toBe(share)
})

test('split by items, then the bill strikes the paid lines (Italian)', async ({ page }) => {
  const { diner } = texts('it')
  const order = await openFreshOrder('P3', [['Coperto', 2], ['Spaghetti alla carbonara', 1], ['Tiramisù', 2], ['Caffè espresso', 2]], 2)
  const subtotal = 1300 + 650
  const tip = percentOf(subtotal, 5)

  await page.goto(`${order.path}/split`)
  await page.getByRole('tab', { name: diner.split.tabItems }).click()
  await expect(page.getByRole('tab', { name: diner.split.tabItems })).toHaveAttribute('aria-selected', 'true')
  const spaghetti = page.getByRole('group', { name: 'Spaghetti alla carbonara' })
  const tiramisu = page.getByRole('group', { name: 'Tiramisù' })
  await expect(spaghetti.getByRole('button', { name: /^Meno/ })).toBeDisabled()
  await spaghetti.getByRole('button', { name: /^Più/ }).click()
  // one carbonara is all there is
  await expect(spaghetti.getByRole('button', { name: /^Più/ })).toBeDisabled()
  await tiramisu.getByRole('button', { name: /^Più/ }).click()
  await expect(page.getByText('2 posizioni')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: diner.split.selectedShare })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round((subtotal / order.total) * 100)),
  )
  await page.getByRole('button', { name: `${diner.split.confirm} ${spokenEuro(subtotal, 'it')}` }).click()

  await expect(page).toHaveURL(/\/tips$/)
  const checkout = waitForCheckoutSession(page)
  await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
  const { amounts } = await checkout
  expect(amounts).toMatchObject({ base: subtotal, tip, total: subtotal + tip })
  await payOnPaymentPage(page, 'it')
  await completeByWebhook(page, await sessionIdFromUrl(page))
  await expect(page.getByRole('heading', { name: diner.result.successTitle })).toBeVisible({ timeout: 5_000 })

  await page.goto(`${order.path}/bill`)
  const items = page.getByRole('list', { name: diner.bill.itemsLabel })
  await expect(items.getByRole('listitem').filter({ hasText: 'Spaghetti alla carbonara' }).locator('s').first()).toBeVisible()
  await expect(items.getByRole('listitem').filter({ hasText: 'Tiramisù' })).toContainText('1 di 2 pagati')
  await expect(page.getByText(diner.bill.leftToPay)).toBeVisible()
  await expect(page.locator('s').filter({ hasText: euro(order.total) }).first()).toBeVisible()
})

test('custom tip in percent (English) and in currency (Italian)', async ({ page }) => {
  const order = await openFreshOrder('P4', [['Coperto', 2], ['Diavola', 2], ['Birra alla spina 0,4 l', 2]], 2)
  await useLanguage(page, 'en')
  let t = texts('en').diner

  await page.goto(`${order.path}/bill`)
  await page.getByRole('button', { name: new RegExp(`^${t.bill.pay}`) }).click()
  await page.getByRole('button', { name: t.tips.custom }).click()
  const sheet = page.getByRole('dialog', { name: t.tips.customTitle })
  await expect(sheet.getByRole('radio', { name: t.tips.unitPercent })).toHaveAttribute('aria-checked', 'true')
  const amount = sheet.getByLabel(t.tips.customAmount)
  await expect(amount).toHaveValue('5')
  await amount.fill('12')
  await sheet.getByRole('button', { name: t.tips.apply }).click()
  await expect(sheet).toBeHidden()
  const percentTip = percentOf(order.total, 12)
  await expect(page.getByRole('button', { name: t.tips.custom })).toContainText('12%')
  let checkout = waitForCheckoutSession(page)
  await page.getByRole('button', { name: new RegExp(`^${t.tips.confirm}`) }).click()
  expect((await checkout).amounts).toMatchObject({ base: order.total, tip: percentTip })
  await expect(page.getByRole('definition').nth(1)).toHaveText(euro(percentTip))

  // back to the tips, now in Italian: a fixed amount, and a non-number first
  await useLanguage(page, 'it')
  t = texts('it').diner
  await page.goto(`${order.path}/tips`)
  await page.getByRole('button', { name: t.tips.custom }).click()
  const sheetIt = page.getByRole('dialog', { name: t.tips.customTitle })
  await sheetIt.getByRole('radio', { name: /^Importo/ }).click()
  await sheetIt.getByLabel(t.tips.customAmount).fill('abc')
  await sheetIt.getByRole('button', { name: t.tips.apply }).click()
  await expect(page.getByRole('button', { name: t.tips.custom })).toContainText(euro(0))
  await page.getByRole('button', { name: t.tips.custom }).click()
  await sheetIt.getByLabel(t.tips.customAmount).fill('2,50')
  await sheetIt.getByRole('button', { name: t.tips.apply }).click()
  await expect(page.getByRole('button', { name: t.tips.custom })).toContainText(euro(250))
  checkout = waitForCheckoutSession(page)
  await page.getByRole('button', { name: new RegExp(`^${t.tips.confirm}`) }).click()
  expect((await checkout).amounts).toMatchObject({ base: order.total, tip: 250, total: order.total + 250 })
  await expect(page.getByRole('definition').nth(1)).toHaveText(euro(250))
})

test('a declined card, then the pending result and its actions (English)', async ({ page }) => {
  await useLanguage(page, 'en')
  const { diner, errors } = texts('en')
  const order = await openFreshOrder('P5', [['Coperto', 1], ['Lasagna della casa', 1]], 1)

  await page.goto(`${order.path}/tips`)
  const checkout = waitForCheckoutSession(page)
  await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
  const { sessionId } = await checkout
  await payOnPaymentPage(page, 'en', '4000 0000 0000 0002')
  // said in a toast and kept beside the pay button
  await expect(page.getByText('Your card was declined.')).toHaveCount(2)
  await expect(page).toHaveURL(/\/payment$/)
  await expect(page.getByRole('button', { name: new RegExp(`^${diner.payment.pay}`) })).toBeEnabled()

  await page.goto(`${order.path}/paymentResult?sessionId=${sessionId}`)
  await expect(page.getByRole('heading', { name: diner.result.pendingTitle })).toBeVisible()
  await expect(page.getByText(diner.result.pendingAdvice)).toBeVisible()
  await expect(page.getByText(`${diner.result.statusLabel}: ${diner.result.status.pending}`)).toBeVisible()
  await expect(page.getByRole('link', { name: diner.result.backHome })).toHaveAttribute('href', order.path)

  // call a waiter from here: the first call goes through; a second one right after says one is on the way
  await page.getByRole('button', { name: diner.waiter.call }).click()
  const sheet = page.getByRole('dialog', { name: diner.waiter.title })
  await sheet.getByRole('button', { name: diner.waiter.confirm, exact: true }).click()
  await expect(page.getByText(errors.waiterCallSent)).toBeVisible()
  await expect(sheet).toBeHidden()
  await page.getByRole('button', { name: diner.waiter.call }).click()
  await sheet.getByRole('button', { name: diner.waiter.confirm, exact: true }).click()
  // the sheet closes, and the news stays long enough to read (it flashed for 0.4 s before)
  await expect(sheet).toBeHidden()
  await expect(page.getByText(diner.payment.errors.waiter_recently_called)).toBeVisible()
  await page.waitForTimeout(2_500)
  await expect(page.getByText(diner.payment.errors.waiter_recently_called)).toBeVisible()

  await page.getByRole('button', { name: diner.result.tryAgain }).click()
  await expect(page).toHaveURL(/\/payment$/)
  await expect(page.getByLabel('Card number')).toBeVisible()

  await page.goto(`${order.path}/paymentResult`)
  await expect(page.getByText(diner.result.noSession)).toBeVisible()
})

test('two phones at one table: the second sees the first one pay after its poll (Italian)', async ({ browser }) => {
  const { diner } = texts('it')
  const order = await openFreshOrder('P6', [['Coperto', 2], ['Risotto ai funghi porcini', 1], ['Branzino al forno', 1]], 2)
  const first = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT' })
  const second = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT' })
  try {
    const payer = await first.newPage()
    const watcher = await second.newPage()
    await installStripeDouble(payer)
    await watcher.goto(`${order.path}/bill`)
    await expect(watcher.getByRole('button', { name: `${diner.bill.pay} ${spokenEuro(order.total, 'it')}` })).toBeVisible()

    await payer.goto(`${order.path}/bill`)
    await payer.getByRole('button', { name: new RegExp(`^${diner.bill.pay}`) }).click()
    await payer.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
    // this one pays with a wallet through the Express Checkout Element: no card, no e-mail field
    await payer.getByRole('button', { name: 'Wallet express checkout' }).click()
    await completeByWebhook(payer, await sessionIdFromUrl(payer))
    await expect(payer.getByRole('heading', { name: diner.result.successTitle })).toBeVisible({ timeout: 5_000 })

    // the watcher did nothing: its 10 s poll brings the payment in
    await expect(watcher.getByText(diner.bill.allPaid)).toBeVisible({ timeout: 15_000 })
    await expect(watcher.getByRole('button', { name: new RegExp(`^${diner.bill.pay}`) })).toHaveCount(0)
    await expect(watcher.getByRole('progressbar', { name: diner.bill.paidShare })).toHaveAttribute('aria-valuenow', '100')
  } finally {
    await Promise.all([first.close(), second.close()])
  }
})

// Issue 22: where the restaurant prints a documento for each payment, the diner may give a
// codice lotteria; it reaches the payment, then the documento the Cassa prints.
for (const [language, table] of [['it', 'P21'], ['en', 'P22']] as const) {
  test(`a lottery code given on the payment page reaches the payment and its documento (${language})`, async ({ page }) => {
    await useLanguage(page, language)
    const { diner } = texts(language)
    await printFiscalReceipts()
    const order = await openFreshOrder(table, [['Coperto', 1], ['Margherita', 1]], 1)

    await page.goto(`${order.path}/tips`)
    const checkout = waitForCheckoutSession(page)
    await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
    const { sessionId } = await checkout
    const code = page.getByLabel(diner.payment.lotteryCode)
    await expect(code).toBeVisible()
    await expect(page.getByText(diner.payment.lotteryCodeHint)).toBeVisible()

    // not a code: said beside the field, and nothing is paid
    await code.fill('ABC-123')
    await payOnPaymentPage(page, language)
    await expect(page.getByText(diner.payment.lotteryCodeInvalid)).toBeVisible()
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/payment$/)
    if (language === 'it') await page.screenshot({ path: `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots/diner-lottery-code.png`, fullPage: true })

    await code.fill('AbCd 1234')
    await page.getByRole('button', { name: new RegExp(`^${diner.payment.pay}`) }).click()
    await completeByWebhook(page, await sessionIdFromUrl(page))
    await expect(page.getByRole('heading', { name: diner.result.successTitle })).toBeVisible({ timeout: 5_000 })
    // kept as typed, without the space
    await expect.poll(() => getLotteryCodes(sessionId)).toEqual({ transaction: 'AbCd1234', documento: 'AbCd1234' })
  })
}

// Issue 40: the bill paid by someone else while a diner is on the payment page. "Pay" goes within
// a few seconds (the page reads the bill every 3 s), the diner lands on the paid bill, and every
// message on screen is said once.
for (const [language, table] of [['it', 'P33'], ['en', 'P34']] as const) {
  test(`the bill paid at the till while a diner is on the payment page: "Pay" goes at once, each message once (${language})`, async ({ page }) => {
    const { diner } = texts(language)
    await useLanguage(page, language)
    const order = await openFreshOrder(table, [['Coperto', 2], ['Diavola', 1]], 2)
    await page.goto(`${order.path}/bill`)
    await page.getByRole('button', { name: new RegExp(`^${diner.bill.pay}`) }).click()
    const checkout = waitForCheckoutSession(page)
    await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
    await checkout
    const pay = page.getByRole('button', { name: new RegExp(`^${diner.payment.pay}`) })
    await expect(pay).toBeVisible()

    await payInFullElsewhere(order.orderId, order.total)
    await expect(pay).toHaveCount(0, { timeout: 5_000 })
    await expect(page).toHaveURL(/\/bill$/)
    await expect(page.getByText(diner.bill.allPaid).or(page.getByText(diner.home.billPaid)).first()).toBeVisible()
    // nothing said twice (a toast repeating the page, or two panels)
    await page.waitForTimeout(1_500)
    const said = (await page.locator('[role="status"], [role="alert"], .toast').allInnerTexts()).map((text) => text.trim()).filter(Boolean)
    expect(said.length).toBe(new Set(said).size)
  })
}
