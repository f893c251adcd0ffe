import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { createTenant, openNav, otherPage, signIn, su } from './office-helpers.ts'
import { brokenCsv, menuCsv } from '../menu-csv.ts'

// A restaurant sets up its own tables and menu (issue 12): a manager bulk-adds tables and imports
// a CSV menu, a broken file is refused with its line numbers, waiters see no management controls.

const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`
const sizes = { phone: { width: 390, height: 844 }, tablet: { width: 820, height: 1180 } }

const words = {
  it: {
    manage: 'Gestisci tavoli', addMany: 'Aggiungi più tavoli', bulkTitle: 'Aggiungi più tavoli', prefix: 'Nome prima del numero',
    from: 'Dal numero', to: 'Al numero', section: 'Sezione', seats: 'Posti', add10: 'Aggiungi 10 tavoli', added10: '10 tavoli aggiunti',
    add3: 'Aggiungi 3 tavoli', taken: 'Tavolo 10 esiste già', cancel: 'Annulla', deactivate: 'In servizio Tavolo 10',
    outOfService: 'Tavolo 10 è fuori servizio', nav: 'Menù', importCsv: 'Importa CSV', importTitle: 'Importa un menù', file: 'File CSV',
    edit: (name: string) => `Modifica ${name}`, editTitle: 'Modifica piatto', price: 'Prezzo (EUR)', vat: 'IVA', save: 'Salva modifiche',
    refused: 'broken.csv non è stato importato: 3 righe da correggere.', line: (n: number) => `Riga ${n}:`, badPrice: '"dodici" non è un prezzo',
    duplicate: 'lo stesso nome è già alla riga 2', emptyName: 'il nome è vuoto',
    ready: 'menu.csv: 30 righe pronte (30 nuovi, 0 aggiornati).', import30: 'Importa 30 righe', imported: 'Menù importato: 30 righe',
    category: 'Antipasti', notInService: 'Questo tavolo al momento non è in servizio',
    addOne: 'Aggiungi tavolo', newTable: 'Nuovo tavolo', name: 'Nome', savedBancone: 'Bancone salvato',
  },
  en: {
    manage: 'Manage tables', addMany: 'Add many', bulkTitle: 'Add many tables', prefix: 'Name before the number',
    from: 'From number', to: 'To number', section: 'Section', seats: 'Seats', add10: 'Add 10 tables', added10: '10 tables added',
    add3: 'Add 3 tables', taken: 'Table 10 already exists', cancel: 'Cancel', deactivate: 'In service Table 10',
    outOfService: 'Table 10 is out of service', nav: 'Menu', importCsv: 'Import CSV', importTitle: 'Import a menu', file: 'CSV file',
    edit: (name: string) => `Edit ${name}`, editTitle: 'Edit menu item', price: 'Price (EUR)', vat: 'VAT', save: 'Save changes',
    refused: 'broken.csv was not imported: 3 rows need fixing.', line: (n: number) => `Line ${n}:`, badPrice: '"dodici" is not a price',
    duplicate: 'the same name is already on line 2', emptyName: 'the name is empty',
    ready: 'menu.csv: 30 rows ready (30 new, 0 updated).', import30: 'Import 30 rows', imported: 'Menu imported: 30 rows',
    category: 'Antipasti', notInService: 'This table is not in service at the moment',
    addOne: 'Add table', newTable: 'New table', name: 'Name', savedBancone: 'Bancone saved',
  },
}

async function chooseFile(page: Page, label: string, name: string, text: string) {
  await page.getByLabel(label).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })
}

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(sizes)) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: `${shots}/office-catalogue-${name}-${size}.png` })
  }
  await page.setViewportSize(sizes.phone)
}

for (const language of ['it', 'en'] as const) {
  const w = words[language]
  test(`${language}: a manager bulk-adds 10 tables and imports a 30-line menu; a broken CSV is refused by line`, async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000)
    const screenshots = language === 'it'
    const tenant = await createTenant(`Setup${language}`)
    const manager = await tenant.member('manager', { language })
    await signIn(page, manager)

    // tables: ten at once, then a range that overlaps is refused name by name
    await page.getByRole('button', { name: w.manage }).click()
    await page.getByRole('button', { name: w.addMany }).click()
    let panel = page.getByRole('dialog', { name: w.bulkTitle })
    await panel.getByLabel(w.from, { exact: true }).fill('1')
    await panel.getByLabel(w.to, { exact: true }).fill('10')
    await panel.getByLabel(w.section, { exact: true }).fill('Sala')
    await panel.getByLabel(w.seats, { exact: true }).fill('4')
    if (screenshots) await shoot(page, 'bulk-add')
    await panel.getByRole('button', { name: w.add10 }).click()
    await expect(page.getByText(w.added10)).toBeVisible()
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(10)
    if (screenshots) await shoot(page, 'tables-manage')

    await page.getByRole('button', { name: w.addMany }).click()
    panel = page.getByRole('dialog', { name: w.bulkTitle })
    await panel.getByLabel(w.from, { exact: true }).fill('10')
    await panel.getByLabel(w.to, { exact: true }).fill('12')
    await panel.getByRole('button', { name: w.add3 }).click()
    await expect(panel.getByRole('alert').getByText(w.taken)).toBeVisible()
    if (screenshots) await shoot(page, 'bulk-add-taken')
    await panel.getByRole('button', { name: w.cancel }).click()
    // one more table on its own, with a name instead of a number
    await page.getByRole('button', { name: w.addOne, exact: true }).click()
    const single = page.getByRole('dialog', { name: w.newTable })
    await single.getByLabel(w.name, { exact: true }).fill('Bancone')
    await single.getByLabel(w.seats, { exact: true }).fill('2')
    if (screenshots) await shoot(page, 'table-form')
    await single.getByRole('button', { name: w.addOne }).click()
    await expect(page.getByText(w.savedBancone)).toBeVisible()
    const tables = await su<{ items: { id: string; name: string }[] }>('GET', `/api/collections/tables/records?perPage=50&filter=${encodeURIComponent(`restaurant="${tenant.restaurantId}"`)}`)
    expect(tables.items.map((table) => table.name).sort()).toEqual(['1', '10', '2', '3', '4', '5', '6', '7', '8', '9', 'Bancone'])

    // a table out of service tells its diners so
    await page.getByRole('switch', { name: w.deactivate }).click()
    await expect(page.getByText(w.outOfService)).toBeVisible()
    const table10 = tables.items.find((table) => table.name === '10')!
    const diner = await otherPage(browser, baseURL)
    await diner.goto(`/qr/${tenant.restaurantId}/${table10.id}`)
    await expect(diner.getByText(words.it.notInService)).toBeVisible()
    await diner.close()

    // the menu: a broken file is refused with its line numbers, a clean one imported whole
    await openNav(page)
    await page.getByRole('navigation').getByRole('link', { name: w.nav, exact: true }).click()
    await page.getByRole('button', { name: w.importCsv }).click()
    const importPanel = page.getByRole('dialog', { name: w.importTitle })
    await chooseFile(page, w.file, 'broken.csv', brokenCsv)
    const problems = importPanel.getByRole('alert')
    await expect(problems.getByText(w.refused)).toBeVisible()
    await expect(problems.getByRole('listitem').filter({ hasText: w.line(3) })).toContainText(w.badPrice)
    await expect(problems.getByRole('listitem').filter({ hasText: w.line(4) })).toContainText(w.duplicate)
    await expect(problems.getByRole('listitem').filter({ hasText: w.line(5) })).toContainText(w.emptyName)
    await expect(importPanel.getByRole('button', { name: w.importCsv })).toBeDisabled()
    if (screenshots) await shoot(page, 'menu-import-refused')

    await chooseFile(page, w.file, 'menu.csv', menuCsv)
    await expect(importPanel.getByText(w.ready)).toBeVisible()
    await importPanel.getByRole('button', { name: w.import30 }).click()
    await expect(page.getByText(w.imported)).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Antipasti/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Bevande/ })).toBeVisible()
    const items = await su<{ totalItems: number }>('GET', `/api/collections/items/records?perPage=1&filter=${encodeURIComponent(`restaurant="${tenant.restaurantId}"`)}`)
    expect(items.totalItems).toBe(30)
    const vatOf = async (name: string) =>
      (await su<{ items: { vat: string }[] }>('GET', `/api/collections/items/records?filter=${encodeURIComponent(`restaurant="${tenant.restaurantId}" && name="${name}"`)}`)).items[0]?.vat
    expect([await vatOf('Piatto 1'), await vatOf('Piatto 25')]).toEqual(['', '22'])
    if (screenshots) await shoot(page, 'menu')

    // one dish's VAT, chosen in its form
    await page.getByRole('button', { name: w.edit('Piatto 1'), exact: true }).click()
    const form = page.getByRole('dialog', { name: w.editTitle })
    await expect(form.getByLabel(w.price)).toHaveValue('8,50')
    await expect(form.getByLabel(w.vat)).toHaveValue('')
    await form.getByLabel(w.vat).selectOption('4')
    if (screenshots) await shoot(page, 'menu-item-form')
    await form.getByRole('button', { name: w.save }).click()
    await expect(form).toHaveCount(0)
    await expect.poll(() => vatOf('Piatto 1')).toBe('4')
  })
}

test('waiters see no management controls', async ({ page }) => {
  const tenant = await createTenant('SetupWaiter')
  const waiter = await tenant.member('waiter')
  await signIn(page, waiter)
  await expect(page.getByRole('heading', { name: 'Tavoli', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Gestisci tavoli' })).toHaveCount(0)
  await openNav(page)
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Menù' })).toHaveCount(0)
})
