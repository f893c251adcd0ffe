import type { Browser, Page } from '@playwright/test'
import { demo, dinerPath, expect, test } from '../fixtures.ts'
import { euro, freeTable, openOrder, signInAs, suList } from './floor-helpers.ts'

// Diners' open payment pages hold part of the bill (docs/decisions/018-live-ledger.md). Staff see
// those claims on the table's panel; a manager can release one so the rest of the table can pay.
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`
const tablet = { width: 1024, height: 768 }

type Split = { mode: 'full' | 'equal' | 'items'; totalGuests: number; payingFor: number; items: unknown[] }

/** A diner's phone on the table's page, in a browser context of its own (its own claim cookie). */
async function dinerOn(browser: Browser, tableName: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await page.goto(dinerPath(tableName))
  await expect(page.getByRole('heading', { name: 'Trattoria Bella Vista' })).toBeVisible()
  return page
}

/** What the payment page asks for when it opens (a claim on the bill, answered with its status), and its heartbeat. */
function startPayment(page: Page, tableId: string, split: Split) {
  return page.evaluate(
    async (body) => {
      const response = await fetch('/api/stripe/create-checkout-session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      // like the payment page, keep the claim alive (e2e runs with short claims: scripts/e2e.ts)
      if (response.ok) setInterval(() => void fetch('/api/stripe/claim-heartbeat', { method: 'POST', body: '{}' }), 1_000)
      return { status: response.status, body: (await response.json()) as { amounts?: { base: number }; error?: unknown } }
    },
    { tableId, tips: { mode: 'percent', amount: 0 }, split },
  )
}

/** A toast is shown above the panel's modal dialog: the topmost element at its centre is the toast. */
async function expectToastOnTop(page: Page, text: string) {
  // the newest: releasing two claims of the same amount shows the same text twice
  const shown = page.locator('.toast').filter({ hasText: text }).last()
  await expect(shown).toBeVisible()
  // polled: the toast slides in, and a modal dialog would make anything outside it unreachable
  await expect
    .poll(async () => {
      const box = await shown.boundingBox()
      if (!box) return false
      return page.evaluate(
        ([x, y, wanted]) => Boolean(document.elementFromPoint(x, y)?.closest('.toast')?.textContent?.includes(wanted)),
        [box.x + box.width / 2, box.y + box.height / 2, text] as const,
      )
    }, { message: `toast "${text}" is on top` })
    .toBe(true)
}

/** The payment page's heartbeat: 200 while the claim lives, 409 once it was released. */
function heartbeat(page: Page) {
  return page.evaluate(async () => (await fetch('/api/stripe/claim-heartbeat', { method: 'POST' })).status)
}

/** What the anonymous bill view says the table has on hold right now. */
function heldOnTable(page: Page, tableId: string) {
  return page.evaluate(
    async ({ url, id }) => ((await (await fetch(`${url}/api/collections/table_status/records/${id}`)).json()) as { held_amount: number }).held_amount,
    { url: demo.pocketbaseUrl, id: tableId },
  )
}

async function lineIds(orderId: string) {
  const { items } = await suList<{ id: string; expand: { item: { name: string } } }>('order_items', `order = "${orderId}"`, '&expand=item')
  const id = (name: string) => items.find((line) => line.expand.item.name === name)!.id
  return { margherita: id('Margherita'), wine: id('Vino rosso della casa 0,5 l') }
}

const equalThird: Split = { mode: 'equal', totalGuests: 3, payingFor: 1, items: [] }

test('a manager sees the payments in progress and releases one; the table can pay it again', async ({ page, browser }) => {
  test.setTimeout(90_000)
  // Margherita ×2 (16,00 €) + wine (9,00 €) = 25,00 €
  const order = await openOrder('9', [['Margherita', 2], ['Vino rosso della casa 0,5 l', 1]], 3)
  const lines = await lineIds(order.id)
  const byItems: Split = {
    mode: 'items',
    totalGuests: 0,
    payingFor: 0,
    items: [
      { orderItemId: lines.margherita, quantity: 1 },
      { orderItemId: lines.wine, quantity: 0, share: { parts: 1, of: 3 } },
    ],
  }

  const first = await dinerOn(browser, '9')
  const second = await dinerOn(browser, '9')
  const equal = await startPayment(first, order.tableId, equalThird)
  expect(equal.status).toBe(200)
  const items = await startPayment(second, order.tableId, byItems)
  expect(items.status).toBe(200)
  // one Margherita and a third of the wine (3,00 €)
  expect(items.body.amounts?.base).toBe(1100)
  const held = Math.floor(2500 / 3) + 1100

  await signInAs(page, 'manager')
  await page.getByRole('button', { name: 'Tavolo 9' }).click()
  const panel = page.getByRole('dialog', { name: 'Tavolo 9' })
  const claims = panel.getByRole('region', { name: /^Pagamenti in corso/ })
  await expect(claims.getByRole('listitem')).toHaveCount(2)
  await expect(claims.getByRole('listitem').first()).toContainText('Parti uguali · 1 di 3')
  await expect(claims.getByRole('listitem').first()).toContainText(euro(833))
  await expect(claims.getByRole('listitem').last()).toContainText('1 × Margherita, ⅓ · Vino rosso della casa 0,5 l')
  await expect(claims.getByRole('listitem').last()).toContainText(euro(1100))
  await expect(claims.getByText('appena iniziato').first()).toBeVisible()
  await expect(panel.getByRole('definition').filter({ hasText: euro(held) })).toBeVisible()
  await expect(panel.getByRole('term').filter({ hasText: 'In pagamento' })).toBeVisible()
  // someone is paying now, not a bill paid in part: the panel and the floor say which
  await expect(panel.getByText('In pagamento ora', { exact: true })).toBeVisible()
  await expect(page.getByRole('row', { name: /^Tavolo 9\b/ })).toContainText('In pagamento ora')

  await page.setViewportSize(tablet)
  await page.screenshot({ path: `${shots}/floor-claims-manager-1024.png` })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${shots}/floor-claims-manager-390.png` })

  await claims.getByRole('button', { name: `Sblocca il pagamento di ${euro(1100)}` }).click()
  const confirm = page.getByRole('dialog', { name: `Sbloccare il pagamento di ${euro(1100)}?` })
  await expect(confirm).toContainText('Il cliente dovrà ricominciare il pagamento.')
  await page.screenshot({ path: `${shots}/floor-claims-confirm-390.png` })
  await confirm.getByRole('button', { name: 'Sblocca', exact: true }).click()
  await expectToastOnTop(page, `Pagamento di ${euro(1100)} sbloccato`)
  await expect(confirm).toBeHidden()
  await expect(claims.getByRole('listitem')).toHaveCount(1)
  await page.screenshot({ path: `${shots}/floor-claims-released-390.png` })
  // the released row is gone: focus stays in the section, on its heading
  await expect(claims.getByRole('heading', { name: /^Pagamenti in corso/ })).toBeFocused()

  // that diner's payment page has stopped; the table holds only the equal share now
  expect(await heartbeat(second)).toBe(409)
  expect(await heartbeat(first)).toBe(200)
  await expect.poll(() => heldOnTable(second, order.tableId)).toBe(833)

  // the same items are free again: another diner takes them, and the panel shows it live
  const third = await dinerOn(browser, '9')
  expect((await startPayment(third, order.tableId, byItems)).status).toBe(200)
  await expect(claims.getByRole('listitem')).toHaveCount(2)
  // just after "Sblocca" a claim holds nothing (decision 039): the panel says so
  await expect(claims.getByRole('listitem').last()).toContainText('Non blocca il conto: anche gli altri possono pagare')
  // what is being paid counts only the claim that holds
  await expect(panel.getByRole('definition').filter({ hasText: euro(833) })).toBeVisible()
  await page.screenshot({ path: `${shots}/floor-claims-holds-nothing-390.png` })

  // releasing the last claims empties the section and hands focus to the bill tab
  for (const amount of [833, 1100]) {
    await claims.getByRole('button', { name: `Sblocca il pagamento di ${euro(amount)}` }).click()
    await page.getByRole('dialog', { name: `Sbloccare il pagamento di ${euro(amount)}?` }).getByRole('button', { name: 'Sblocca', exact: true }).click()
    await expectToastOnTop(page, `Pagamento di ${euro(amount)} sbloccato`)
  }
  await expect(claims).toHaveCount(0)
  await expect(panel.getByRole('term').filter({ hasText: 'In pagamento' })).toHaveCount(0)
  await expect(panel.getByText('In pagamento ora', { exact: true })).toHaveCount(0)
  await expect(panel.getByRole('tab', { name: /^Conto/ })).toBeFocused()
  await expect.poll(() => heldOnTable(first, order.tableId)).toBe(0)

  // a browser the manager released stays off the bill for a while (decision 026)…
  expect((await startPayment(first, order.tableId, { mode: 'full', totalGuests: 0, payingFor: 0, items: [] })).status).toBe(409)
  // …and the whole bill can be paid at once again by the rest of the table
  const fourth = await dinerOn(browser, '9')
  expect((await startPayment(fourth, order.tableId, { mode: 'full', totalGuests: 0, payingFor: 0, items: [] })).status).toBe(200)
  await expect(claims.getByText('Conto intero')).toBeVisible()

  for (const diner of [first, second, third, fourth]) await diner.close()
  await freeTable(order.tableId)
})

test('a waiter sees the payments in progress without the release button', async ({ page, browser }) => {
  const order = await openOrder('10', [['Tiramisù', 2]], 2)
  const diner = await dinerOn(browser, '10')
  expect((await startPayment(diner, order.tableId, { mode: 'full', totalGuests: 0, payingFor: 0, items: [] })).status).toBe(200)

  await signInAs(page, 'waiter')
  await page.getByRole('button', { name: 'Tavolo 10' }).click()
  const panel = page.getByRole('dialog', { name: 'Tavolo 10' })
  const claims = panel.getByRole('region', { name: /^Pagamenti in corso/ })
  await expect(claims.getByRole('listitem')).toHaveCount(1)
  await expect(claims).toContainText('Conto intero')
  await expect(claims).toContainText(euro(1300))
  await expect(claims.getByRole('button')).toHaveCount(0)
  await page.screenshot({ path: `${shots}/floor-claims-waiter-390.png` })

  // leaving the payment page releases the claim, and the panel follows
  await diner.evaluate(() => navigator.sendBeacon('/api/stripe/release-claim'))
  await expect(claims).toHaveCount(0)
  await diner.close()
  await freeTable(order.tableId)
})
