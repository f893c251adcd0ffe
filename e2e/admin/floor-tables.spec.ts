import { demo, expect, test } from '../fixtures.ts'
import { desktop, phone, signInAs, type Role } from './floor-helpers.ts'

// The demo floor: 10 tables, table 2 occupied (order 101, 63,00 €), table 4 paying (order 102,
// 97,00 € of which 13,50 € paid). Other specs change tables 5–10 only, so 1–4 are asserted exactly.
test.use({ viewport: desktop })

const roles: Role[] = ['admin', 'manager', 'waiter']

for (const role of roles) {
  test(`${role}: the table list matches the seed`, async ({ page }) => {
    await signInAs(page, role)
    await expect(page.getByRole('heading', { name: 'Tavoli', level: 1 })).toBeVisible()
    const rows = page.getByRole('table', { name: 'Tavoli del ristorante con il loro stato' }).locator('tbody tr')
    await expect(rows).toHaveCount(demo.tables.length)
    await expect(rows).toHaveCount(10)

    const row = (name: string) => page.getByRole('row', { name: new RegExp(`^Tavolo ${name}\\b`) })
    await expect(row('1')).toContainText('Libero')
    await expect(row('3')).toContainText('Libero')
    await expect(row('2')).toContainText('Occupato')
    await expect(row('2')).toContainText('63,00 €')
    await expect(row('2')).toContainText('Luca Esposito')
    await expect(row('4')).toContainText('Pagato in parte')
    await expect(row('4')).toContainText('97,00 €')
    await expect(row('4')).toContainText('13,50 € pagati')
    // guests of the open orders
    await expect(row('2').getByRole('cell').nth(3)).toHaveText('2')
    await expect(row('4').getByRole('cell').nth(3)).toHaveText('4')
    await expect(page.getByRole('status').filter({ hasText: 'In diretta' })).toBeVisible()
  })
}

test('filters by section and status', async ({ page }) => {
  await signInAs(page, 'manager')
  const rows = page.locator('tbody tr')
  await expect(rows).toHaveCount(10)

  await page.getByLabel('Sala', { exact: true }).selectOption('Terrazza')
  await expect(rows).toHaveCount(4)
  await expect(page).toHaveURL(/section=Terrazza/)
  await expect(page.getByRole('row', { name: /^Tavolo 7\b/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /^Tavolo 4\b/ })).toHaveCount(0)

  await page.getByLabel('Sala', { exact: true }).selectOption('')
  await page.getByRole('group', { name: 'Stato' }).getByRole('button', { name: /^Pagato in parte o in pagamento/ }).click()
  await expect(page.getByRole('row', { name: /^Tavolo 4\b/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /^Tavolo 2\b/ })).toHaveCount(0)
  for (const status of await rows.locator('td:nth-child(3)').allTextContents()) expect(['Pagato in parte', 'In pagamento ora']).toContain(status)

  // the filter lives in the address, so a reload keeps it
  await page.reload()
  await expect(page.getByRole('row', { name: /^Tavolo 2\b/ })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Stato' }).getByRole('button', { name: /^Pagato in parte o in pagamento/ })).toHaveAttribute('aria-pressed', 'true')
})

test('a table opens its order: lines, paid quantities and what is left', async ({ page }) => {
  await signInAs(page, 'waiter')
  await page.getByRole('button', { name: 'Tavolo 4' }).click()
  const panel = page.getByRole('dialog', { name: 'Tavolo 4' })
  await expect(panel).toBeVisible()
  await expect(panel.getByText('Ordine n. 102')).toBeVisible()
  await expect(panel.getByRole('group', { name: 'Quantità di Margherita' })).toContainText('2')
  await expect(panel.getByText('1 pagato').first()).toBeVisible()
  await expect(panel.getByText('83,50 €')).toBeVisible()
  // a partly paid order takes a recorded payment (closing it would ask why a balance is left)
  await expect(panel.getByRole('button', { name: 'Registra pagamento' })).toBeVisible()
  await panel.getByRole('link', { name: "Dettagli dell'ordine" }).click()
  await expect(page).toHaveURL(/\/admin\/orders\/\w+$/)
  await expect(page.getByRole('heading', { name: 'Ordine n. 102' })).toBeVisible()
})

test.describe('roles', () => {
  test('a waiter sees the floor screens only', async ({ page }) => {
    await signInAs(page, 'waiter')
    const nav = page.getByRole('navigation', { name: 'Navigazione amministrazione' })
    await expect(nav.getByRole('link', { name: 'Tavoli' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Ordini' })).toBeVisible()
    await expect(nav.getByRole('link', { name: /^Notifiche/ })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
    await page.goto('/admin/dashboard')
    await expect(page).toHaveURL(/\/admin\/tables$/)
  })

  test('a manager also gets the dashboard', async ({ page }) => {
    await signInAs(page, 'manager')
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: phone })
  test('tables are cards that still open their order', async ({ page }) => {
    await signInAs(page, 'waiter')
    await expect(page.locator('tbody tr')).toHaveCount(10)
    await page.getByRole('button', { name: 'Tavolo 2' }).click()
    await expect(page.getByRole('dialog', { name: 'Tavolo 2' }).getByText('Ordine n. 101')).toBeVisible()
    await page.getByRole('button', { name: 'Chiudi il pannello' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
