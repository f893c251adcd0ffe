import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { su } from '../superuser.ts'
import { createTenant, getRecord, signIn } from '../admin/office-helpers.ts'
// useLanguage is a Playwright helper, not a React hook: renamed so the hooks rule leaves it alone
import { spokenEuro, texts, useLanguage as chooseLanguage, type Language } from './diner.ts'
import { waitForCheckoutSession } from './flow.ts'
import { installStripeDouble } from './stripe.ts'

// Issue 37: the restaurant decides how the payment asks for a tip — 5 % chosen (SPEC's default,
// the other specs), nothing chosen, or no tip step. Each place here is a company of its own, so
// its setting touches no other spec's bill.

/** A restaurant with one open bill of 2 × 12,50 € and the given tip setting; its diner address. */
async function placeWithTips(label: string, tipPrompt: 'none' | 'off' | '') {
  const tenant = await createTenant(label)
  await su('PATCH', `/api/collections/restaurants/records/${tenant.restaurantId}`, { tip_prompt: tipPrompt })
  const table = await su<{ id: string }>('POST', '/api/collections/tables/records', { restaurant: tenant.restaurantId, name: '1', currency: 'EUR' })
  const item = await su<{ id: string }>('POST', '/api/collections/items/records', { restaurant: tenant.restaurantId, name: 'Tagliatelle', price: 1250, available: true })
  const order = await su<{ id: string }>('POST', '/api/collections/orders/records', { restaurant: tenant.restaurantId, table: table.id, number: 1, guests: 2 })
  await su('POST', '/api/collections/order_items/records', { order: order.id, item: item.id, quantity: 2, unit_price: 1250 })
  return { tenant, path: `/qr/${tenant.restaurantId}/${table.id}`, total: 2500 }
}

async function openBill(page: Page, path: string, language: Language) {
  await chooseLanguage(page, language)
  await installStripeDouble(page)
  await page.goto(`${path}/bill`)
  await page.getByRole('button', { name: new RegExp(`^${texts(language).diner.bill.pay}`) }).click()
}

for (const language of ['it', 'en'] as const) {
  test(`presets with none chosen: the pay button shows the bill without a tip (${language})`, async ({ page }) => {
    const { diner } = texts(language)
    const place = await placeWithTips(`Mancia${language}`, 'none')
    await openBill(page, place.path, language)
    await expect(page).toHaveURL(/\/tips$/)
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
    const confirm = page.getByRole('button', { name: `${diner.tips.confirm} ${spokenEuro(place.total, language)}` })
    await expect(confirm).toBeVisible()
    const checkout = waitForCheckoutSession(page)
    await confirm.click()
    expect((await checkout).amounts).toMatchObject({ base: place.total, tip: 0, total: place.total })
  })

  test(`no tip step: from the bill straight to the payment, with no tip (${language})`, async ({ page }) => {
    const { diner } = texts(language)
    const place = await placeWithTips(`SenzaMancia${language}`, 'off')
    const checkout = waitForCheckoutSession(page)
    await openBill(page, place.path, language)
    await expect(page).toHaveURL(/\/payment$/)
    expect((await checkout).amounts).toMatchObject({ base: place.total, tip: 0, total: place.total })
    // back goes to the bill, not to a tip step
    await page.getByRole('link', { name: diner.page.back }).click()
    await expect(page).toHaveURL(/\/bill$/)
  })
}

test('a manager turns the tip step off; a diner with an older page who sends a tip pays none', async ({ page, browser }) => {
  const place = await placeWithTips('ManciaSpenta', '')
  const manager = await place.tenant.member('manager')
  await signIn(page, manager)
  await page.goto('/admin/restaurant')
  const card = page.getByRole('region', { name: 'Mancia' })
  await expect(card.getByRole('radio', { name: /^Proposte, con il 5 % già scelto/ })).toBeChecked()
  await expect(card).toContainText('Codice del consumo, art. 65')
  await card.getByRole('radio', { name: /^Nessuna mancia/ }).check()
  await card.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots/office-tip-settings-390.png` })
  await card.getByRole('button', { name: 'Salva mancia' }).click()
  await expect(page.getByText('Impostazione della mancia salvata')).toBeVisible()
  expect((await getRecord<{ tip_prompt: string }>('restaurants', place.tenant.restaurantId)).tip_prompt).toBe('off')

  // the server takes no tip whatever the page sends
  const diner = await browser.newPage()
  await diner.goto(place.path)
  const tableId = place.path.split('/').pop()
  const answer = await diner.evaluate(async (id) => {
    const response = await fetch('/api/stripe/create-checkout-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tableId: id, tips: { mode: 'percent', amount: 10 }, split: { mode: 'full', totalGuests: 0, payingFor: 0, items: [] } }),
    })
    return (await response.json()) as { amounts: { tip: number; total: number } }
  }, tableId)
  expect(answer.amounts).toMatchObject({ tip: 0, total: place.total })
  await diner.close()
})
