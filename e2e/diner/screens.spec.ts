import { demo, expect, test } from '../fixtures.ts'
import { accessibilityAudit } from '../axe.ts'
import { fill, texts, useLanguage } from './diner.ts'
import { completeByWebhook, failByWebhook, payOnPaymentPage, sessionIdFromUrl, waitForCheckoutSession } from './flow.ts'
import { openFreshOrder } from './orders.ts'
import { installStripeDouble } from './stripe.ts'

// Every diner screen and state at 390×844, for people to look at (not compared), each checked by
// axe-core: no serious or critical violation. Runs in the
// diner venue's tables P7–P9, so it never races the journeys.
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`
test.describe.configure({ timeout: 120_000 })

test('diner screens, Italian', async ({ page }) => {
  const { diner } = texts('it')
  await installStripeDouble(page)
  const audit = accessibilityAudit(page)
  const shoot = async (name: string, fullPage = false) => {
    await page.screenshot({ path: `${shots}/diner-${name}.png`, fullPage })
    // the slow-3G skeleton is checked once the bill is in (axe waits for nothing)
    if (name !== 'loading-slow-3g') await audit.check(name)
  }
  const order = await openFreshOrder('P7', [['Coperto', 3], ['Burrata pugliese', 1], ['Tagliatelle al ragù', 2], ['Pollo alla cacciatora', 1], ['Tiramisù', 2], ['Vino rosso della casa 0,5 l', 1]], 3)

  // a slow 3G phone: the skeleton shows while a page loads. The home and bill arrive rendered by
  // the server (decision 033), so the split page, which the browser draws, shows it; the reads
  // are held until the skeleton is on screen, as on a congested backend.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${demo.pocketbaseUrl}/api/collections/**`, async (route) => {
    await held
    await route.continue().catch(() => undefined)
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 })
  await page.goto(`${order.path}/split`, { waitUntil: 'commit' })
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible({ timeout: 30_000 })
  await shoot('loading-slow-3g')
  release()
  await expect(page.getByRole('heading', { level: 1, name: diner.split.title })).toBeVisible({ timeout: 60_000 })
  await page.unroute(`${demo.pocketbaseUrl}/api/collections/**`)
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })

  await page.goto(order.path)
  await expect(page.getByRole('link', { name: /Paga il conto/ })).toBeVisible()
  await shoot('home')

  await page.goto(`${order.path}/bill`)
  await expect(page.getByRole('list', { name: diner.bill.itemsLabel })).toBeVisible()
  await shoot('bill')
  await shoot('bill-full', true)

  await page.getByRole('button', { name: diner.waiter.call }).click()
  await expect(page.getByRole('dialog', { name: diner.waiter.title })).toBeVisible()
  await shoot('waiter-sheet')
  await page.getByRole('button', { name: diner.waiter.cancel }).click()

  await page.getByRole('link', { name: diner.bill.split }).click()
  await expect(page.getByRole('tab', { name: diner.split.tabEqual })).toHaveAttribute('aria-selected', 'true')
  await shoot('split-equal-untouched')
  await page.getByRole('button', { name: `${diner.stepper.decrease}: ${diner.split.payingFor}` }).click()
  await shoot('split-equal')
  await page.getByRole('tab', { name: diner.split.tabItems }).click()
  await page.getByRole('group', { name: 'Tagliatelle al ragù' }).getByRole('button', { name: /^Più/ }).click()
  await page.getByRole('group', { name: 'Tiramisù' }).getByRole('button', { name: /^Più/ }).click()
  await shoot('split-items')
  const wine = page.getByRole('listitem').filter({ hasText: 'Vino rosso della casa 0,5 l' })
  await wine.getByRole('button', { name: `${diner.split.share} ${fill(diner.split.shareWith, { name: 'Vino rosso della casa 0,5 l' })}` }).click()
  await wine.getByRole('radio', { name: fill(diner.split.waysOption, { count: 3 }) }).check()
  await shoot('split-share')
  await page.getByRole('button', { name: diner.split.removeShare }).click()
  await page.getByRole('button', { name: new RegExp(`^${diner.split.confirm}`) }).click()

  await expect(page.getByRole('heading', { level: 1, name: diner.tips.title })).toBeVisible()
  await shoot('tips')
  await page.getByRole('button', { name: diner.tips.custom }).click()
  await expect(page.getByRole('dialog', { name: diner.tips.customTitle })).toBeVisible()
  await shoot('tips-custom-sheet')
  await page.getByRole('dialog').getByRole('radio', { name: /^Importo/ }).click()
  await page.getByRole('dialog').getByLabel(diner.tips.customAmount).fill('3')
  await shoot('tips-custom-currency')
  await page.getByRole('dialog').getByRole('button', { name: diner.tips.apply }).click()
  await shoot('tips-custom-chosen')

  const checkout = waitForCheckoutSession(page)
  await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
  const { sessionId } = await checkout
  await expect(page.getByLabel('Card number')).toBeVisible()
  await shoot('payment')
  await shoot('payment-full', true)
  await payOnPaymentPage(page, 'it', '4000 0000 0000 0002')
  await expect(page.getByText('Your card was declined.').first()).toBeVisible()
  await page.waitForTimeout(500)
  await shoot('payment-declined')

  await page.goto(`${order.path}/paymentResult?sessionId=${sessionId}`)
  await expect(page.getByRole('heading', { name: diner.result.pendingTitle })).toBeVisible()
  await shoot('result-pending')

  await page.getByRole('button', { name: diner.result.tryAgain }).click()
  await payOnPaymentPage(page, 'it')
  await completeByWebhook(page, await sessionIdFromUrl(page))
  await expect(page.getByRole('heading', { name: diner.result.successTitle })).toBeVisible({ timeout: 5_000 })
  await shoot('result-success')
  await page.getByRole('group', { name: diner.result.rate.food }).getByRole('radio', { name: '5 stelle' }).check({ force: true })
  await page.getByRole('group', { name: diner.result.rate.service }).getByRole('radio', { name: '4 stelle' }).check({ force: true })
  await expect(page.getByText(diner.result.ratingThanks).first()).toBeVisible()
  await shoot('result-rated')

  await page.goto(`${order.path}/bill`)
  await expect(page.getByRole('list', { name: diner.bill.itemsLabel })).toContainText('1 di 2 pagati')
  await shoot('bill-partly-paid')
  await shoot('bill-partly-paid-full', true)

  await page.goto(`${order.path}/paymentResult`)
  await shoot('result-no-session')
  await page.goto('/qr/ristorante-inesistente/nessuno/bill')
  await expect(page.getByRole('heading', { name: diner.error.title })).toBeVisible()
  await shoot('error-panel')
  audit.expectNone()
})

test('diner screens, English, and the failed and paid states', async ({ page }) => {
  await useLanguage(page, 'en')
  const { diner } = texts('en')
  await installStripeDouble(page)
  const audit = accessibilityAudit(page)
  const shoot = async (name: string, fullPage = false) => {
    await page.screenshot({ path: `${shots}/diner-en-${name}.png`, fullPage })
    await audit.check(`en ${name}`)
  }
  const order = await openFreshOrder('P8', [['Coperto', 2], ['Margherita', 1], ['Diavola', 1], ['Birra alla spina 0,4 l', 2]], 2)

  await page.goto(`${order.path}/bill`)
  await expect(page.getByRole('list', { name: diner.bill.itemsLabel })).toBeVisible()
  await shoot('bill')
  await page.getByRole('button', { name: new RegExp(`^${diner.bill.pay}`) }).click()
  await expect(page.getByRole('radio', { name: /5%/ })).toHaveAttribute('aria-checked', 'true')
  await shoot('tips')
  await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
  await payOnPaymentPage(page, 'en')
  const sessionId = await sessionIdFromUrl(page)
  await expect(page.getByRole('heading', { name: diner.result.pendingTitle })).toBeVisible()
  await failByWebhook(page, sessionId)
  await expect(page.getByText(diner.result.failedAdvice)).toBeVisible({ timeout: 5_000 })
  await shoot('result-failed')

  await page.getByRole('button', { name: diner.result.tryAgain }).click()
  await payOnPaymentPage(page, 'en')
  await completeByWebhook(page, await sessionIdFromUrl(page))
  await expect(page.getByRole('heading', { name: diner.result.successTitle })).toBeVisible({ timeout: 5_000 })
  await page.goto(`${order.path}/bill`)
  await expect(page.getByText(diner.bill.allPaid)).toBeVisible()
  await shoot('bill-paid')
  await page.goto(order.path)
  await shoot('home-paid')
  audit.expectNone()
})
