import { demo, expect, test } from '../fixtures.ts'
import { desktop, signInAs, suList } from './floor-helpers.ts'

// Orders by period, paged, and one order in detail. The demo orders (101, 102) were made today.
test.use({ viewport: desktop })

test('date filters return the right rows', async ({ page }) => {
  // the periods are the browser's days: its clock stands at the demo's seeding, so a run that
  // crosses midnight between the seeding and this journey still finds #101 "today"
  const { items } = await suList<{ created: string }>('orders', `restaurant = "${demo.restaurantId}" && number = 101`)
  await page.clock.setFixedTime(new Date(items[0]!.created.replace(' ', 'T')))
  await signInAs(page, 'manager')
  await page.getByRole('navigation').getByRole('link', { name: 'Ordini' }).click()
  const periods = page.getByRole('group', { name: 'Periodo' })
  const table = page.getByRole('table', { name: 'Ordini' })
  const order = (number: number) => table.getByRole('link', { name: `#${number}`, exact: true })

  await expect(periods.getByRole('button', { name: 'Tutti' })).toHaveAttribute('aria-pressed', 'true')
  // other specs open orders today too (newest first): the demo's must stay on the page
  await page.getByLabel('Righe per pagina').selectOption('100')
  await expect(page).toHaveURL(/perPage=100/)
  await expect(order(101)).toBeVisible()
  await expect(order(102)).toBeVisible()

  for (const [label, param] of [
    ['Oggi', 'today'],
    ['Questa settimana', 'thisWeek'],
    ['Questo mese', 'thisMonth'],
  ] as const) {
    await periods.getByRole('button', { name: label }).click()
    await expect(page).toHaveURL(new RegExp(`date=${param}`))
    await expect(order(101)).toBeVisible()
    await expect(order(102)).toBeVisible()
  }

  await periods.getByRole('button', { name: 'Ieri' }).click()
  await expect(page).toHaveURL(/date=yesterday/)
  await expect(page.getByText('Nessun ordine in questo periodo')).toBeVisible()
  await expect(table).toHaveCount(0)
})

test('paging shows from–to of total and follows the page size', async ({ page }) => {
  await signInAs(page, 'manager')
  await page.goto('/admin/orders')
  const range = page.getByText(/^\d+–\d+ di \d+$/)
  await expect(range).toBeVisible()
  const total = Number((await range.textContent())?.split(' di ')[1])
  expect(total).toBeGreaterThanOrEqual(2)
  await expect(range).toHaveText(`1–${Math.min(total, 20)} di ${total}`)
  await page.getByLabel('Righe per pagina').selectOption('10')
  await expect(page).toHaveURL(/perPage=10/)
  await expect(range).toHaveText(`1–${Math.min(total, 10)} di ${total}`)
  await expect(page.getByRole('button', { name: 'Pagina precedente' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Pagina successiva' })).toBeEnabled({ enabled: total > 10 })
})

test('order detail: items, guests, waiter, table, status and payments', async ({ page }) => {
  const table4 = demo.tables.find((table) => table.name === '4')!
  await signInAs(page, 'manager')
  await page.goto(`/admin/orders/${table4.orderId}`)
  await expect(page.getByRole('heading', { name: 'Ordine n. 102', level: 1 })).toBeVisible()
  const summary = page.getByRole('region', { name: 'Riepilogo' })
  await expect(summary).toContainText('Pagato in parte')
  await expect(summary).toContainText('Tavolo 4')
  await expect(summary).toContainText('Luca Esposito')
  await expect(summary).toContainText('97,00 €')
  await expect(summary).toContainText('13,50 €')
  await expect(summary).toContainText('83,50 €')

  const items = page.getByRole('table', { name: 'Piatti' })
  // managers correct lines from the last column (issue 11)
  await expect(items.getByRole('columnheader')).toHaveText(['Piatto', 'Quantità', 'Quantità pagata', 'Prezzo', 'IVA', 'Totale', 'Azioni'])
  await expect(items.getByRole('row', { name: /^Margherita/ }).getByRole('cell')).toHaveText(['2', '1', '8,00 €', '10 %', '16,00 €', 'Correggi'])
  await expect(items.getByRole('row', { name: /^Birra alla spina/ }).getByRole('cell')).toHaveText(['3', '1', '5,50 €', '10 %', '16,50 €', 'Correggi'])
  await expect(items.getByRole('row', { name: /^Coperto/ }).getByRole('cell')).toHaveText(['4', '0', '2,50 €', '10 %', '10,00 €', 'Correggi'])

  const payments = page.getByRole('table', { name: 'Pagamenti' })
  await expect(payments.locator('tbody tr')).toHaveCount(1)
  await expect(payments.locator('tbody tr')).toContainText('Completato')
  await expect(payments.locator('tbody tr')).toContainText('Per piatti')
  await expect(payments.locator('tbody tr')).toContainText('13,50 €')
  await expect(payments.locator('tbody tr')).toContainText('0,68 €')
  // managers can open the payment; waiters have no transactions screen
  await expect(payments.getByRole('link')).toHaveCount(1)
})

test('a waiter sees the order without links to payments; unknown orders are not found', async ({ page }) => {
  const table2 = demo.tables.find((table) => table.name === '2')!
  const table4 = demo.tables.find((table) => table.name === '4')!
  await signInAs(page, 'waiter')
  await page.goto(`/admin/orders/${table2.orderId}`)
  await expect(page.getByRole('heading', { name: 'Ordine n. 101', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Riepilogo' })).toContainText('Da pagare')
  await expect(page.getByText('Ancora nessun pagamento.')).toBeVisible()

  await page.goto(`/admin/orders/${table4.orderId}`)
  const payments = page.getByRole('table', { name: 'Pagamenti' })
  await expect(payments.locator('tbody tr')).toContainText('13,50 €')
  await expect(payments.getByRole('link')).toHaveCount(0)

  await page.goto('/admin/orders/doesnotexist123')
  await expect(page.getByRole('heading', { name: 'Ordine non trovato', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Tutti gli ordini' }).click()
  await expect(page).toHaveURL(/\/admin\/orders$/)
})
