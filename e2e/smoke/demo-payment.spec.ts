import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import type { DemoInfo } from '../../scripts/lib/seed-demo.ts'
import { euro, texts } from '../diner/diner.ts'

// What a newcomer does after the README's run command (scripts/smoke-run-command.sh runs this
// on a fresh clone: the production build, `npm run demo`): pay a demo bill with the test payment form, rate it,
// get the receipt e-mail, and find the payment in /admin/transactions. Only the UI and the inbox
// are used: nothing talks to the stack behind the newcomer's back.

const demo = JSON.parse(readFileSync(process.env.E2E_DEMO_FILE ?? '.data/dev/demo.json', 'utf8')) as DemoInfo
const { diner } = texts('it')

test.setTimeout(120_000)

test('a newcomer pays a demo bill with the test form and sees it in /admin', async ({ page }) => {
  const email = `newcomer-${Date.now()}@example.com`
  const table = demo.tables.find((t) => t.name === '2')
  if (!table?.orderId) throw new Error('The demo has no open order on table 2')

  await page.goto(`/qr/${demo.restaurantId}/${table.id}/bill`, { timeout: 120_000 })
  const payBill = page.getByRole('button', { name: new RegExp(`^${diner.bill.pay} `) })
  await expect(payBill).toBeVisible({ timeout: 60_000 })
  await payBill.click()

  await expect(page).toHaveURL(/\/tips$/)
  const checkout = page.waitForResponse((r) => r.url().endsWith('/api/stripe/create-checkout-session'))
  await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
  await expect(page).toHaveURL(/\/payment$/)
  const session = (await (await checkout).json()) as { sessionId: string; demo: boolean; amounts: { total: number } }
  expect(session.demo).toBe(true)

  await expect(page.getByText(diner.payment.test.title)).toBeVisible()
  await page.getByLabel(diner.payment.email).fill(email)
  await page.getByRole('button', { name: new RegExp(`^${diner.payment.pay}`) }).click()

  await expect(page).toHaveURL(new RegExp(`/paymentResult\\?sessionId=${session.sessionId}$`))
  await expect(page.getByRole('heading', { name: diner.result.successTitle })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('group', { name: diner.result.rate.food }).getByRole('radio', { name: '5 stelle' }).check({ force: true })
  await expect(page.getByText(diner.result.ratingThanks)).toBeVisible()

  // the receipt, through the app's real mail path (mailpit in development)
  await expect
    .poll(async () => {
      const search = await fetch(`${process.env.E2E_MAILPIT_URL}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`)
      return ((await search.json()) as { messages: { Subject: string }[] }).messages.map((m) => m.Subject)
    })
    .toEqual([expect.stringMatching(/^Ricevuta .* · Receipt /)])

  // the paid bill, as the table sees it
  await page.getByRole('link', { name: diner.result.backHome }).click()
  await expect(page.getByText(diner.home.billPaid)).toBeVisible()

  // the payment, as the restaurant sees it
  await page.goto('/login')
  await page.getByLabel('Email').fill(demo.users.admin.email)
  await page.getByLabel('Password').fill(demo.users.admin.password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/admin\/tables$/, { timeout: 60_000 })
  await page.goto('/admin/transactions')
  await expect(page.getByRole('heading', { name: 'Transazioni' })).toBeVisible({ timeout: 60_000 })
  const row = page.getByRole('row').filter({ hasText: euro(session.amounts.total) }).filter({ hasText: 'Completata' })
  await expect(row.first()).toBeVisible()
})
