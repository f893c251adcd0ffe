import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { createTenant, openNav, PASSWORD, signIn, su } from './office-helpers.ts'

// A new company's administrator creates the first restaurant from the app and follows the
// dashboard's setup guide; an administrator with one restaurant adds a second from the switcher
// (issue 12, docs/decisions/022).

const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`
const sizes = { phone: { width: 390, height: 844 }, tablet: { width: 1024, height: 768 } }

const words = {
  it: {
    firstRun: 'Crea il tuo ristorante', name: 'Nome', address: 'Indirizzo (facoltativo)', description: 'Descrizione (facoltativo)',
    create: 'Crea il ristorante', nameRequired: 'Inserisci il nome del ristorante', created: (name: string) => `${name} è stato creato`,
    guide: (name: string) => `Prepara ${name} per gli ospiti`, steps: 'Passi della configurazione', progress: (n: number) => `${n} di 6 passi completati`,
    done: 'Fatto', next: 'Prossimo passo', todo: 'Da fare', details: /^Dati del ristorante/, tables: /^Tavoli/, qr: /^Codici QR/, stripe: /^Pagamenti con Stripe/,
    addTables: 'Aggiungi i tavoli', addOne: 'Aggiungi tavolo', newTable: 'Nuovo tavolo', tableSaved: 'Tavolo 1 salvato',
    dashboard: 'Dashboard', qrNav: 'Generatore QR code', printAll: 'Stampa tutti (A4)',
    switcher: /^Ristorante:/, newRestaurant: 'Nuovo ristorante', hide: 'Nascondi la guida', show: /^Mostra la guida/,
  },
  en: {
    firstRun: 'Create your restaurant', name: 'Name', address: 'Address (optional)', description: 'Description (optional)',
    create: 'Create the restaurant', nameRequired: 'Enter the restaurant’s name', created: (name: string) => `${name} has been created`,
    guide: (name: string) => `Get ${name} ready for diners`, steps: 'Setup steps', progress: (n: number) => `${n} of 6 steps done`,
    done: 'Done', next: 'Next step', todo: 'To do', details: /^Restaurant details/, tables: /^Tables/, qr: /^QR codes/, stripe: /^Payments with Stripe/,
    addTables: 'Add tables', addOne: 'Add table', newTable: 'New table', tableSaved: 'Table 1 saved',
    dashboard: 'Dashboard', qrNav: 'QR code generator', printAll: 'Print all (A4)',
    switcher: /^Restaurant:/, newRestaurant: 'New restaurant', hide: 'Hide the guide', show: /^Show the setup guide/,
  },
}

/** A company of its own whose only member is an administrator with no restaurant (just signed up). */
async function createEmptyCompany(label: string, language: 'it' | 'en') {
  const run = randomBytes(3).toString('hex')
  const company = await su<{ id: string }>('POST', '/api/collections/companies/records', { name: `${label} ${run} S.r.l.`, default_currency: 'EUR', country: 'IT' })
  const email = `admin-${label.toLowerCase()}-${run}@office.test`
  await su('POST', '/api/collections/users/records', {
    email, emailVisibility: true, password: PASSWORD, passwordConfirm: PASSWORD, verified: true,
    name: `Anna ${label}`, company: company.id, role: 'admin', status: 'active', language,
  })
  return { run, companyId: company.id, admin: { email, password: PASSWORD } }
}

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(sizes)) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: `${shots}/office-setup-${name}-${size}.png`, fullPage: true, animations: 'disabled' })
  }
  await page.setViewportSize(sizes.phone)
}

for (const language of ['it', 'en'] as const) {
  const w = words[language]
  test(`${language}: a new company's admin creates the restaurant and the setup guide follows the tables and the QR sheet`, async ({ page }) => {
    test.setTimeout(90_000)
    const screenshots = language === 'it'
    await page.setViewportSize(sizes.phone)
    const { run, companyId, admin } = await createEmptyCompany(`Nuova${language}`, language)
    await signIn(page, admin)

    // no restaurant yet: the first-run screen instead of the empty tables
    await expect(page.getByRole('heading', { name: w.firstRun, level: 1 })).toBeVisible()
    if (screenshots) await shoot(page, 'create')
    await page.getByRole('button', { name: w.create }).click()
    await expect(page.getByLabel(w.name, { exact: true })).toBeFocused()
    await expect(page.getByText(w.nameRequired)).toBeVisible()
    const noneYet = await su<{ totalItems: number }>('GET', `/api/collections/restaurants/records?perPage=1&filter=${encodeURIComponent(`company="${companyId}"`)}`)
    expect(noneYet.totalItems).toBe(0)

    const name = `Trattoria ${run} ${language}`
    await page.getByLabel(w.name, { exact: true }).fill(name)
    await page.getByLabel(w.address, { exact: true }).fill('Via Roma 1, Milano')
    await page.getByLabel(w.description, { exact: true }).fill('Cucina di casa.')
    await page.getByRole('button', { name: w.create }).click()
    await expect(page.getByText(w.created(name))).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    const created = await su<{ items: { id: string; active: boolean; address: string }[] }>('GET', `/api/collections/restaurants/records?filter=${encodeURIComponent(`company="${companyId}"`)}`)
    expect(created.items).toHaveLength(1)
    expect(created.items[0]).toMatchObject({ active: true, address: 'Via Roma 1, Milano' })

    // the guide: details done (address + description), tables next, the rest to do
    const guide = page.getByRole('region', { name: w.guide(name) })
    await expect(guide).toBeVisible()
    await expect(guide.getByText(w.progress(1))).toBeVisible()
    const step = (title: RegExp) => guide.getByRole('list', { name: w.steps }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
    await expect(step(w.details)).toContainText(w.done)
    await expect(step(w.tables)).toContainText(w.next)
    await expect(step(w.tables)).toHaveAttribute('aria-current', 'step')
    await expect(step(w.stripe)).toContainText(w.todo)
    await expect(step(w.qr)).toContainText(w.todo)
    await expect(page.getByRole('button', { name: w.switcher })).toContainText(name)

    // a table, added where the step's button leads (straight into "manage tables")
    await step(w.tables).getByRole('link', { name: w.addTables }).click()
    await expect(page).toHaveURL(/\/admin\/tables\?manage=1$/)
    await page.getByRole('button', { name: w.addOne, exact: true }).click()
    const form = page.getByRole('dialog', { name: w.newTable })
    await form.getByLabel(w.name, { exact: true }).fill('1')
    await form.getByRole('button', { name: w.addOne }).click()
    await expect(page.getByText(w.tableSaved)).toBeVisible()

    await openNav(page)
    await page.getByRole('navigation').getByRole('link', { name: w.dashboard, exact: true }).click()
    await expect(step(w.tables)).toContainText(w.done)
    await expect(guide.getByText(w.progress(2))).toBeVisible()

    // printing the whole QR sheet stamps the restaurant (the browser's print dialog stubbed)
    await openNav(page)
    await page.getByRole('navigation').getByRole('link', { name: w.qrNav, exact: true }).click()
    await page.evaluate(() => {
      window.print = () => undefined
    })
    await page.getByRole('button', { name: w.printAll }).click()
    await expect(async () => {
      const stamped = await su<{ qr_printed_at: string }>('GET', `/api/collections/restaurants/records/${created.items[0]!.id}`)
      expect(stamped.qr_printed_at).not.toBe('')
    }).toPass({ timeout: 5_000 })
    await openNav(page)
    await page.getByRole('navigation').getByRole('link', { name: w.dashboard, exact: true }).click()
    await expect(step(w.qr)).toContainText(w.done)
    await expect(guide.getByText(w.progress(3))).toBeVisible()
    if (screenshots) await shoot(page, 'guide')

    // a manager who wants it gone folds it away; it comes back with one click
    await page.getByRole('button', { name: w.hide }).click()
    await expect(guide).toHaveCount(0)
    await expect(page.getByRole('button', { name: w.show })).toBeFocused()
    await page.getByRole('button', { name: w.show }).click()
    await expect(guide).toBeVisible()
  })
}

test('an admin with one restaurant adds a second from the switcher, and the switcher lists both', async ({ page }) => {
  test.setTimeout(60_000)
  const w = words.it
  await page.setViewportSize(sizes.phone)
  const tenant = await createTenant('Secondo')
  await signIn(page, tenant.admin)

  const switcher = page.getByRole('button', { name: w.switcher })
  await expect(switcher).toContainText(tenant.restaurantName)
  await switcher.click()
  await expect(switcher).toHaveAttribute('aria-expanded', 'true')
  // the list opens on the current restaurant
  await expect(page.getByRole('button', { name: tenant.restaurantName, exact: true })).toBeFocused()
  await expect(page.getByRole('button', { name: tenant.restaurantName, exact: true })).toHaveAttribute('aria-current', 'true')
  await shoot(page, 'switcher')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('button', { name: w.newRestaurant })).toBeFocused()
  await page.keyboard.press('Enter')

  // cancelling gives the focus back to the switcher; the second time, it is created
  const panel = page.getByRole('dialog', { name: w.newRestaurant })
  await panel.getByRole('button', { name: 'Annulla' }).click()
  await expect(panel).toHaveCount(0)
  await expect(switcher).toBeFocused()
  await switcher.click()
  await page.getByRole('button', { name: w.newRestaurant }).click()
  const second = `Pizzeria ${tenant.run}`
  await panel.getByLabel(w.name, { exact: true }).fill(second)
  await shoot(page, 'new-restaurant')
  await panel.getByRole('button', { name: w.create }).click()
  await expect(page.getByText(w.created(second))).toBeVisible()
  await expect(panel).toHaveCount(0)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(switcher).toContainText(second)
  // a name alone: even the details step is still to do
  await expect(page.getByRole('region', { name: w.guide(second) }).getByText(w.progress(0))).toBeVisible()

  await switcher.click()
  const names = page.locator(`[id="${await switcher.getAttribute('aria-controls')}"]`).getByRole('listitem')
  await expect(names).toHaveText([tenant.restaurantName, second].sort((a, b) => a.localeCompare(b)))
  await expect(page.getByRole('button', { name: second, exact: true })).toHaveAttribute('aria-current', 'true')
  // Escape closes the list and gives the focus back to the switcher
  await page.keyboard.press('Escape')
  await expect(switcher).toHaveAttribute('aria-expanded', 'false')
  await expect(switcher).toBeFocused()

  await switcher.click()
  await page.getByRole('button', { name: tenant.restaurantName, exact: true }).click()
  await expect(switcher).toContainText(tenant.restaurantName)
  await expect(page.getByRole('region', { name: w.guide(tenant.restaurantName) })).toBeVisible()

  const rows = await su<{ items: { name: string; active: boolean }[] }>('GET', `/api/collections/restaurants/records?filter=${encodeURIComponent(`company="${tenant.companyId}"`)}`)
  expect(rows.items.map((row) => row.name).sort()).toEqual([tenant.restaurantName, second].sort())
  expect(rows.items.every((row) => row.active)).toBe(true)
})

test('a manager whose company has no restaurant is told to ask the administrator', async ({ page }) => {
  const { companyId } = await createEmptyCompany('Vuota', 'it')
  const run = randomBytes(3).toString('hex')
  const manager = { email: `manager-vuota-${run}@office.test`, password: PASSWORD }
  await su('POST', '/api/collections/users/records', {
    ...manager, emailVisibility: true, passwordConfirm: PASSWORD, verified: true, name: 'Mario Vuota', company: companyId, role: 'manager', status: 'active', language: 'it',
  })
  await signIn(page, manager)
  await expect(page.getByRole('heading', { name: 'Nessun ristorante da mostrare' })).toBeVisible()
  await expect(page.getByText('Chiedi al tuo amministratore.')).toBeVisible()
  await expect(page.getByRole('heading', { name: words.it.firstRun })).toHaveCount(0)
  await expect(page.getByRole('button', { name: words.it.newRestaurant })).toHaveCount(0)
})
