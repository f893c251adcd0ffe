import { expect, type Page } from '@playwright/test'
import { fill, spokenEuro, type Language, texts } from './diner.ts'
import { findTransactionId } from './orders.ts'
import { completedEvent, failedEvent, postSignedWebhook } from './stripe.ts'

export const GOOD_CARD = '4242 4242 4242 4242'
export const DECLINED_CARD = '4000 0000 0000 0002'

/** On the payment page: receipt e-mail, card number, pay. Returns the checkout's session id. */
export async function payOnPaymentPage(page: Page, language: Language, card = GOOD_CARD): Promise<void> {
  const { diner } = texts(language)
  const pay = page.getByRole('button', { name: new RegExp(`^${diner.payment.pay}`) })
  await expect(page.getByLabel('Card number')).toBeVisible()
  // no e-mail yet: the pay button stays disabled
  await expect(pay).toBeDisabled()
  await page.getByLabel(diner.payment.email).fill('diner@example.com')
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiration date').fill('12 / 34')
  await page.getByLabel('Security code').fill('123')
  await expect(pay).toBeEnabled()
  await pay.click()
}

/** The session id the payment page opened (from create-checkout-session's answer). */
export function waitForCheckoutSession(page: Page): Promise<{ sessionId: string; amounts: { base: number; tip: number; total: number } }> {
  return page
    .waitForResponse((response) => response.url().endsWith('/api/stripe/create-checkout-session') && response.ok())
    .then((response) => response.json())
}

/** Stripe tells our webhook the session was paid, as it would after a real confirm. */
export async function completeByWebhook(page: Page, sessionId: string): Promise<void> {
  const transactionId = await findTransactionId(sessionId)
  const status = await postSignedWebhook(page.url(), completedEvent(sessionId, transactionId))
  expect(status).toBe(200)
}

/** The session id in the result page's address (waits for the result page). */
export async function sessionIdFromUrl(page: Page): Promise<string> {
  await page.waitForURL(/\/paymentResult\?sessionId=/)
  const id = new URL(page.url()).searchParams.get('sessionId')
  if (!id) throw new Error(`No sessionId in ${page.url()}`)
  return id
}

/** Stripe tells our webhook the session's payment failed. */
export async function failByWebhook(page: Page, sessionId: string): Promise<void> {
  const transactionId = await findTransactionId(sessionId)
  expect(await postSignedWebhook(page.url(), failedEvent(sessionId, transactionId))).toBe(200)
}

export interface Share {
  parts: number
  of: number
}

/**
 * From the split page: pay `share` of one unit of `item` (choosing the ways when the line was never
 * shared, else checking the way it is shared), keep the popular tip, pay and complete by webhook.
 * Ends on the result page.
 */
export async function payShare(page: Page, path: string, item: string, share: Share, amount: number, chooseWays: boolean, language: Language): Promise<void> {
  const { diner } = texts(language)
  await page.goto(`${path}/split`)
  await page.getByRole('tab', { name: diner.split.tabItems }).click()
  const row = page.getByRole('listitem').filter({ hasText: item })
  await row.getByRole('button', { name: `${diner.split.share} ${fill(diner.split.shareWith, { name: item })}` }).click()
  if (chooseWays) await row.getByRole('radio', { name: fill(diner.split.waysOption, { count: share.of }) }).check()
  else await expect(row.getByText(fill(diner.split.sharedWays, { count: share.of }))).toBeVisible()
  if (share.parts !== 1) await row.getByRole('radio', { name: new RegExp(`^${share.parts} `) }).check()
  await expect(page.getByRole('button', { name: `${diner.split.confirm} ${spokenEuro(amount, language)}` })).toBeEnabled()
  await page.getByRole('button', { name: new RegExp(`^${diner.split.confirm}`) }).click()
  const checkout = waitForCheckoutSession(page)
  await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
  const answer = await checkout
  expect(answer.amounts.base).toBe(amount)
  // the payment summary names the share before the item
  await expect(page.getByRole('list', { name: diner.payment.yourItems })).toContainText(item)
  await payOnPaymentPage(page, language)
  await completeByWebhook(page, await sessionIdFromUrl(page))
  await expect(page.getByRole('heading', { name: diner.result.successTitle })).toBeVisible({ timeout: 5_000 })
}
