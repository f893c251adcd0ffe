import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import type { DemoInfo } from '../../scripts/lib/seed-demo.ts'
import { texts, useLanguage, type Language } from '../diner/diner.ts'

// Table 4 of the README's demo, one step after the other: the bill comes rendered by the server
// and the service worker keeps it for a diner whose signal goes (issue 36); then two diners pay it
// with Satispay in the test form, one dish in Italian and the rest in English (issue 37).
const demo = JSON.parse(readFileSync(process.env.E2E_DEMO_FILE ?? '.data/dev/demo.json', 'utf8')) as DemoInfo

test.use({ serviceWorkers: 'allow' })
test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

function tableFour() {
  const table = demo.tables.find((t) => t.name === '4')
  if (!table?.orderId) throw new Error('The demo has no open order on table 4')
  return table
}

test("the demo's bill is rendered by the server and reloads without signal", async ({ page, context, request }) => {
  const { diner } = texts('it')
  const table = tableFour()
  const billPath = `/qr/${demo.restaurantId}/${table.id}/bill`

  // the server's answer already holds the bill, before any script runs
  const html = await (await request.get(billPath)).text()
  expect(html).not.toContain('<div id="root"></div>')
  expect(html).toContain(demo.restaurantName)

  await page.goto(billPath)
  await expect(page.getByRole('heading', { name: diner.bill.title })).toBeVisible()
  const amount = await page.getByRole('button', { name: new RegExp(`^${diner.bill.pay} `) }).textContent()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('conto-build-files')).keys()).length), { timeout: 20_000 })
    .toBeGreaterThan(2)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: diner.bill.title })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: diner.offline.title })).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(`^${diner.bill.pay} `) })).toHaveText(amount ?? '')
})

/** On the test form: Satispay, a receipt address, pay; the result page says it went through. */
async function payWithSatispay(page: Page, language: Language) {
  const { diner } = texts(language)
  await expect(page.getByText(diner.payment.test.title)).toBeVisible()
  await page.getByRole('radio', { name: diner.payment.test.methods.satispay }).check()
  await page.getByLabel(diner.payment.email).fill(`satispay-${language}-${Date.now()}@example.com`)
  await page.getByRole('button', { name: new RegExp(`^${diner.payment.pay}`) }).click()
  await expect(page.getByRole('heading', { name: diner.result.successTitle })).toBeVisible({ timeout: 20_000 })
}

test('an Italian diner pays one dish of table 4 with Satispay in the test form', async ({ page }) => {
  const { diner } = texts('it')
  await useLanguage(page, 'it')
  await page.goto(`/qr/${demo.restaurantId}/${tableFour().id}/split`)
  await page.getByRole('tab', { name: diner.split.tabItems }).click()
  await page.getByRole('button', { name: new RegExp(`^${diner.stepper.increase}`) }).first().click()
  await page.getByRole('button', { name: new RegExp(`^${diner.split.confirm}`) }).click()
  await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
  await payWithSatispay(page, 'it')
})

test('an English diner pays the rest of table 4 with Satispay in the test form', async ({ page }) => {
  const { diner } = texts('en')
  await useLanguage(page, 'en')
  await page.goto(`/qr/${demo.restaurantId}/${tableFour().id}/bill`)
  await page.getByRole('button', { name: new RegExp(`^${diner.bill.pay} `) }).click()
  await page.getByRole('button', { name: new RegExp(`^${diner.tips.confirm}`) }).click()
  await payWithSatispay(page, 'en')
  await page.getByRole('link', { name: diner.result.backHome }).click()
  await expect(page.getByText(diner.home.billPaid)).toBeVisible()
})
