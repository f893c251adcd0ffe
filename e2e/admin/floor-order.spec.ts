import { demo, dinerPath, expect, test } from '../fixtures.ts'
import { desktop, demoTable, freeTable, signInAs, suList } from './floor-helpers.ts'

// A restaurant without a POS: staff seat guests, take the order in Conto, and the diner's phone
// shows the bill (the diner pages poll every 10 s).
test.use({ viewport: desktop })

test('opening an order and adding items updates the diner’s bill', async ({ page, browser }) => {
  // waits for two of the diner's 10 s polls besides the staff steps: more than the default 30 s
  // when the machine is busy
  test.setTimeout(60_000)
  const table = demoTable('6')
  await freeTable(table.id)

  const diner = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await diner.goto(dinerPath('6'))
  await expect(diner.getByRole('heading', { name: 'Trattoria Bella Vista' })).toBeVisible()
  await expect(diner.getByText('Ancora nessun conto aperto a questo tavolo')).toBeVisible()

  await signInAs(page, 'waiter')
  await page.getByRole('button', { name: 'Tavolo 6' }).click()
  const panel = page.getByRole('dialog', { name: 'Tavolo 6' })
  await panel.getByRole('button', { name: 'Più: Coperti' }).click()
  await expect(panel.getByRole('group', { name: 'Coperti' })).toContainText('3')
  await expect(panel.getByLabel('Cameriere')).toHaveValue((await suList<{ id: string }>('users', 'email = "waiter@conto.demo"')).items[0]!.id)
  await panel.getByRole('button', { name: "Apri l'ordine" }).click()

  // the new order takes the restaurant's next number (the click returns before the write lands)
  const openOrders = () => suList<{ id: string; number: number; guests: number }>('orders', `table = "${table.id}" && closed_at = ""`)
  await expect.poll(async () => (await openOrders()).items.length).toBe(1)
  const orders = await openOrders()
  const order = orders.items[0]!
  const higher = await suList('orders', `restaurant = "${demo.restaurantId}" && number >= ${order.number}`)
  expect(higher.totalItems).toBe(1)
  expect(order.guests).toBe(3)
  await expect(panel.getByText(`Ordine n. ${order.number}`)).toBeVisible()

  await panel.getByRole('tab', { name: 'Aggiungi piatti' }).click()
  await panel.getByRole('button', { name: 'Aggiungi Margherita' }).click()
  await expect(panel.getByRole('button', { name: 'Aggiungi Margherita' })).toContainText('×1')
  await panel.getByRole('button', { name: 'Aggiungi Margherita' }).click()
  await expect(panel.getByRole('button', { name: 'Aggiungi Margherita' })).toContainText('×2')
  await panel.getByLabel('Cerca nel menu').fill('tiram')
  await panel.getByRole('button', { name: 'Aggiungi Tiramisù' }).click()
  await expect(panel.getByRole('button', { name: 'Aggiungi Tiramisù' })).toContainText('×1')

  await panel.getByRole('tab', { name: /^Conto/ }).click()
  await expect(panel.getByRole('group', { name: 'Quantità di Margherita' })).toContainText('2')
  await expect(panel.getByText('22,50 €').last()).toBeVisible()
  const row = page.getByRole('row', { name: /^Tavolo 6\b/ })
  await expect(row).toContainText('Occupato')
  await expect(row).toContainText('22,50 €')

  // every line was stored at its menu price (the rule refuses anything else)
  const lines = await suList<{ unit_price: number; quantity: number; expand: { item: { price: number; name: string } } }>(
    'order_items',
    `order = "${order.id}"`,
    '&expand=item',
  )
  expect(lines.items.map((line) => [line.expand.item.name, line.quantity, line.unit_price === line.expand.item.price])).toEqual([
    ['Margherita', 2, true],
    ['Tiramisù', 1, true],
  ])

  await expect(diner.getByText('22,50 €')).toBeVisible({ timeout: 20_000 })

  // one Margherita less: the bill shrinks for everyone
  await panel.getByRole('button', { name: 'Togli un Margherita' }).click()
  await expect(panel.getByRole('group', { name: 'Quantità di Margherita' })).toContainText('1')
  await expect(row).toContainText('14,50 €')
  await expect(diner.getByText('14,50 €')).toBeVisible({ timeout: 20_000 })

  // an unpaid order closes only with a reason for its balance (issue 11)
  await panel.getByRole('button', { name: "Chiudi l'ordine" }).click()
  const closing = page.getByRole('dialog', { name: 'Chiudi con un saldo aperto' })
  await expect(closing).toContainText('14,50 euro')
  await closing.getByRole('button', { name: 'Annulla' }).click()
  await expect(closing).toHaveCount(0)
  await diner.close()
  await freeTable(table.id)
})
