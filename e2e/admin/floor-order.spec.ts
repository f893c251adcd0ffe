import type { Locator } from '@playwright/test'
import { demo, dinerPath, expect, test } from '../fixtures.ts'
import { desktop, demoTable, freeTable, signInAs, suList } from './floor-helpers.ts'
import { createTenant, signIn, su } from './office-helpers.ts'

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

/** A menu as a screen shows it: [category heading, [item names]] per section, in screen order. */
function readMenu(scope: Locator, heading: 'h2' | 'h3', buttonPrefix: string): Promise<[string, string[]][]> {
  return scope.locator('section').evaluateAll(
    (sections, { heading, buttonPrefix }) =>
      sections.map((section): [string, string[]] => [
        (section.querySelector(heading)?.textContent ?? '').replace(/\s*\(\d+\)$/, '').trim(),
        // a catalogue row's button is labelled; a picker item reads "Aggiungi" (hidden) then its name
        [...section.querySelectorAll('button')]
          .map(
            (button) =>
              button.getAttribute('aria-label') ??
              `${button.querySelector('.visually-hidden')?.textContent ?? ''} ${button.querySelector('.visually-hidden + span')?.textContent ?? ''}`,
          )
          .filter((label) => label.startsWith(buttonPrefix))
          .map((label) => label.slice(buttonPrefix.length)),
      ]),
    { heading, buttonPrefix },
  )
}

test('the picker reads like the catalogue; a sold-out item is greyed, says why and cannot be added', async ({ page }) => {
  // four pictures at two sizes after a menu of its own: 33 s on the 2-core CI machine under load
  test.setTimeout(90_000)
  // a restaurant of its own: its menu's order and sold-out items are this test's alone
  const tenant = await createTenant('Picker')
  const menu: [string, string, number, boolean][] = [
    ['Primi', 'Spaghetti alla gricia', 1300],
    ['Primi', "Bucatini all'amatriciana", 1300],
    ['Antipasti', 'Supplì', 350],
    ['Antipasti', 'Carciofo alla giudia', 700, false],
    ['Dolci', 'Tiramisù', 650],
    ['Dolci', 'Maritozzo', 450],
    // added late, yet it belongs with the other Primi
    ['Primi', 'Cacio e pepe', 1200],
    ['', 'Acqua minerale', 250],
  ].map(([category, name, price, available = true]) => [category, name, price, available] as [string, string, number, boolean])
  const ids = new Map<string, string>()
  for (const [sortOrder, [category, name, price, available]] of menu.entries()) {
    const record = await su<{ id: string }>('POST', '/api/collections/items/records', { restaurant: tenant.restaurantId, category, name, price, available, sort_order: sortOrder })
    ids.set(name, record.id)
  }
  const table = await su<{ id: string }>('POST', '/api/collections/tables/records', { restaurant: tenant.restaurantId, name: '1', section: 'Sala', currency: 'EUR', active: true })
  const order = await su<{ id: string }>('POST', '/api/collections/orders/records', { restaurant: tenant.restaurantId, table: table.id, number: 1, guests: 2 })
  const expected = [
    ['Primi', ['Spaghetti alla gricia', "Bucatini all'amatriciana", 'Cacio e pepe']],
    ['Antipasti', ['Supplì', 'Carciofo alla giudia']],
    ['Dolci', ['Tiramisù', 'Maritozzo']],
    ['Senza categoria', ['Acqua minerale']],
  ]

  const manager = await tenant.member('manager')
  await signIn(page, manager)
  await page.goto('/admin/menu')
  await expect(page.getByRole('heading', { name: /^Primi/, level: 2 })).toBeVisible()
  expect(await readMenu(page.getByRole('main'), 'h2', 'Modifica ')).toEqual(expected)

  await page.goto('/admin/tables')
  await page.getByRole('button', { name: 'Tavolo 1', exact: true }).click()
  const panel = page.getByRole('dialog', { name: 'Tavolo 1' })
  await panel.getByRole('tab', { name: 'Aggiungi piatti' }).click()
  const picker = panel.getByRole('tabpanel', { name: 'Aggiungi piatti' })
  await expect(picker.getByRole('button', { name: 'Aggiungi Supplì' })).toBeVisible()
  expect(await readMenu(picker, 'h3', 'Aggiungi ')).toEqual(expected)
  const chips = picker.getByRole('navigation', { name: 'Categorie del menu' }).getByRole('button')
  await expect(chips).toHaveText(expected.map(([category]) => category as string))

  // sold out: in its place, greyed, disabled, and the reason is part of what is announced
  const soldOut = picker.getByRole('button', { name: 'Aggiungi Carciofo alla giudia' })
  await expect(soldOut).toBeDisabled()
  await expect(soldOut).toContainText('Esaurito')
  await expect(soldOut).toHaveAccessibleDescription('Esaurito')
  const nameColour = (button: Locator) => button.locator('.visually-hidden + span').evaluate((element) => getComputedStyle(element).color)
  expect(await nameColour(soldOut)).not.toBe(await nameColour(picker.getByRole('button', { name: 'Aggiungi Supplì' })))
  await soldOut.click({ force: true })
  await picker.getByRole('button', { name: 'Aggiungi Supplì' }).click()
  await expect(picker.getByRole('button', { name: 'Aggiungi Supplì' })).toContainText('×1')
  const lines = await su<{ items: { item: string }[] }>('GET', `/api/collections/order_items/records?filter=${encodeURIComponent(`order = "${order.id}"`)}`)
  expect(lines.items.map((line) => line.item)).toEqual([ids.get('Supplì')])

  // searching finds a sold-out dish too, still marked
  await picker.getByLabel('Cerca nel menu').fill('carciofo')
  await expect(picker.getByRole('button', { name: /^Aggiungi / })).toHaveCount(1)
  await expect(soldOut).toBeDisabled()
  await picker.getByLabel('Cerca nel menu').fill('')

  // a chip jumps to its category
  await chips.filter({ hasText: 'Dolci' }).click()
  await expect(picker.getByRole('heading', { name: 'Dolci', level: 3 })).toBeFocused()
  await expect(picker.getByRole('heading', { name: 'Dolci', level: 3 })).toBeInViewport()

  // the kitchen runs out while the picker is open: every waiter's menu follows, live, and the
  // bill's + stops for that dish too
  await picker.getByRole('button', { name: 'Aggiungi Tiramisù' }).click()
  await expect(picker.getByRole('button', { name: 'Aggiungi Tiramisù' })).toContainText('×1')
  await su('PATCH', `/api/collections/items/records/${ids.get('Tiramisù')}`, { available: false })
  await expect(picker.getByRole('button', { name: 'Aggiungi Tiramisù' })).toBeDisabled()
  await expect(picker.getByRole('button', { name: 'Aggiungi Tiramisù' })).toHaveAccessibleDescription('Esaurito')
  await panel.getByRole('tab', { name: /^Conto/ }).click()
  await expect(panel.getByRole('button', { name: 'Aggiungi un Tiramisù' })).toBeDisabled()
  await expect(panel.getByRole('button', { name: 'Aggiungi un Tiramisù' })).toHaveAccessibleDescription('Esaurito: non se ne aggiungono altri')
  await expect(panel.getByRole('button', { name: 'Aggiungi un Supplì' })).toBeEnabled()
  await panel.getByRole('tab', { name: 'Aggiungi piatti' }).click()

  for (const [size, viewport] of Object.entries({ phone: { width: 390, height: 844 }, tablet: { width: 1024, height: 768 } })) {
    await page.setViewportSize(viewport)
    for (const [part, landmark] of [['top', picker.getByLabel('Cerca nel menu')], ['sold-out', soldOut]] as const) {
      await landmark.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await page.screenshot({ path: `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots/floor-order-picker-${part}-${size}.png` })
    }
  }

  await su('PATCH', `/api/collections/items/records/${ids.get('Tiramisù')}`, { available: true })
  await expect(picker.getByRole('button', { name: 'Aggiungi Tiramisù' })).toBeEnabled()
  const stored = await su<{ items: { item: string; quantity: number }[] }>('GET', `/api/collections/order_items/records?filter=${encodeURIComponent(`order = "${order.id}"`)}&sort=created`)
  expect(stored.items.map((line) => [line.item, line.quantity])).toEqual([
    [ids.get('Supplì'), 1],
    [ids.get('Tiramisù'), 1],
  ])
})
