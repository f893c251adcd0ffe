import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { accessibilityAudit } from '../axe.ts'
import { createTenant, desktop, phone, seedAssets, seedPayments, signIn, su } from './office-helpers.ts'

// Pictures of every office screen at 1280×800 and 390×844, for people to look at (not compared),
// each checked by axe-core: no serious or critical violation.
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`

test('screenshots of the office screens', async ({ page }) => {
  // 16 screens at two sizes, each checked by axe-core: 1.8–2.1 min on the 2-core CI machine
  test.setTimeout(240_000)
  const tenant = await createTenant('Bella')
  await tenant.member('manager')
  await tenant.member('waiter', { phone: '+39 333 765 4321' })
  await tenant.member('waiter', { status: 'invited' })
  await tenant.member('waiter', { status: 'inactive' })
  const form = new FormData()
  form.set('logo', new Blob([readFileSync(join(seedAssets, 'logo.png'))], { type: 'image/png' }), 'logo.png')
  form.set('background', new Blob([readFileSync(join(seedAssets, 'background.jpg'))], { type: 'image/jpeg' }), 'background.jpg')
  form.set('menu_file', new Blob([readFileSync(join(seedAssets, 'menu.pdf'))], { type: 'application/pdf' }), 'menu.pdf')
  form.set('phone_numbers', JSON.stringify(['+39 02 555 0199']))
  await su('PATCH', `/api/collections/restaurants/records/${tenant.restaurantId}`, form)
  const payments = await seedPayments(tenant, [
    { total: 4650, tip: 250, ratings: { food: 5, service: 5 } },
    { total: 3120, tip: 150, ratings: { food: 4, service: 5 } },
    { total: 2890, tip: 0, ratings: { food: 4, service: 3 } },
    { total: 5400, tip: 400, ratings: { food: 5, service: 4 } },
    { total: 1950, tip: 100, status: 'refunded', ratings: { food: 2 } },
    { total: 6100, tip: 300, status: 'partially_refunded' },
    { total: 2200, tip: 0, status: 'failed' },
    { total: 3800, tip: 200, status: 'pending' },
  ])
  await su('PATCH', `/api/collections/transactions/records/${payments[4]!.id}`, { refund_amount: 1950 })
  await su('PATCH', `/api/collections/transactions/records/${payments[5]!.id}`, { refund_amount: 1500 })

  await signIn(page, tenant.admin)
  const audit = accessibilityAudit(page)
  const screens: [string, string, (page: Page) => Promise<void>][] = [
    ['transactions', '/admin/transactions', (p) => expect(p.getByText('1–6 di 6')).toBeVisible()], // payments only: not the failed and pending checkouts
    ['transaction-detail', `/admin/transactions/${payments[0]!.id}`, (p) => expect(p.getByText('Pagamento completato')).toBeVisible()],
    ['transaction-not-found', '/admin/transactions/nope', (p) => expect(p.getByRole('heading', { name: 'Transazione non trovata' })).toBeVisible()],
    ['statistics', '/admin/statistics', (p) => expect(p.getByTestId('review-row')).toHaveCount(9)],
    ['staff', '/admin/staff', (p) => expect(p.getByTestId('staff-row')).toHaveCount(5)],
    ['company', '/admin/company', (p) => expect(p.getByText('Non collegato')).toBeVisible()],
    ['restaurant', '/admin/restaurant', (p) => expect(p.getByRole('img', { name: 'Anteprima: Logo' })).toBeVisible()],
    ['profile', '/admin/profile', (p) => expect(p.getByRole('heading', { name: 'Impostazioni profilo' })).toBeVisible()],
  ]
  for (const [size, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
    await page.setViewportSize(viewport)
    for (const [name, path, ready] of screens) {
      await page.goto(path)
      await ready(page)
      await page.screenshot({ path: `${shots}/office-${name}-${size}.png`, fullPage: true })
      await audit.check(`${name} ${size}`)
    }
    await page.goto(`/admin/transactions/${payments[0]!.id}`)
    await page.getByRole('button', { name: 'Rimborsa' }).click()
    await page.getByText('Rimborso parziale').click()
    await page.screenshot({ path: `${shots}/office-refund-panel-${size}.png` })
    await audit.check(`refund-panel ${size}`)
    await page.goto('/admin/staff')
    await page.getByRole('button', { name: 'Aggiungi personale' }).click()
    await page.getByRole('button', { name: "Invia l'invito" }).click()
    await page.screenshot({ path: `${shots}/office-staff-add-${size}.png` })
    await audit.check(`staff-add ${size}`)
  }

  const guest = await page.context().browser()!.newContext({ baseURL: page.url().replace(/\/admin.*$/, ''), locale: 'it-IT' })
  const reset = await guest.newPage()
  const guestAudit = accessibilityAudit(reset)
  for (const [size, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
    await reset.setViewportSize(viewport)
    await reset.goto('/reset-password?token=abc&invite=1&lang=it')
    await expect(reset.getByRole('heading', { name: 'Ti diamo il benvenuto in Conto' })).toBeVisible()
    await reset.screenshot({ path: `${shots}/office-invite-${size}.png` })
    await guestAudit.check(`invite ${size}`)
    await reset.goto('/reset-password')
    await expect(reset.getByText('Questo link non funziona più')).toBeVisible()
    await reset.screenshot({ path: `${shots}/office-reset-invalid-${size}.png` })
    await guestAudit.check(`reset-invalid ${size}`)
  }
  await guest.close()
  audit.expectNone()
  guestAudit.expectNone()
})
