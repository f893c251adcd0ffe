import { expect, test } from '../fixtures.ts'
import { accessibilityAudit } from '../axe.ts'
import { createTenant, signIn, su } from './office-helpers.ts'

// Issue 22: the Cassa page beside the fiscal printer (the RT simulator, scripts/rt-simulator)
// prints every payment's documento once, says in words what the printer needs, and runs the
// daily closure. Its own company, so its jobs never meet the demo's.
// one printer for both languages: one after the other
test.describe.configure({ mode: 'serial' })

const rtUrl = process.env.E2E_RT_URL ?? 'http://127.0.0.1:12121'
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`

const words = {
  it: { nav: 'Cassa', address: 'Indirizzo della stampante fiscale', connect: 'Collega', ready: 'Pronta: nessuno scontrino in attesa', paper: 'Carta finita o coperchio aperto: controlla la stampante', closure: 'Chiusura giornaliera', closed: /Chiusura n\. \d+ fatta/, printed: /^N\. \d+ · Z \d+$/ },
  en: { nav: 'Till', address: "The fiscal printer's address", connect: 'Connect', ready: 'Ready: no receipt waiting', paper: 'Paper out or cover open: check the printer', closure: 'Daily closure', closed: /Closure no\. \d+ done/, printed: /^No\. \d+ · Z \d+$/ },
}

async function printerFault(name: string, on: boolean) {
  const response = await fetch(`${rtUrl}/__sim/faults/${name}`, { method: on ? 'POST' : 'DELETE', headers: { 'content-type': 'application/json' }, body: on ? '{}' : undefined })
  expect(response.ok, `${name} ${response.status}`).toBe(true)
}

async function journalCount(): Promise<number> {
  return ((await (await fetch(`${rtUrl}/__sim/journal`)).json()) as { documents: unknown[] }).documents.length
}

for (const language of ['it', 'en'] as const) {
  test(`a manager opens the Cassa; a payment prints once; paper end is said in words; the day is closed (${language})`, async ({ page }) => {
    test.setTimeout(60_000)
    const w = words[language]
    const tenant = await createTenant(`Cassa${language}`)
    const manager = await tenant.member('manager', { language })
    await su('PATCH', `/api/collections/restaurants/records/${tenant.restaurantId}`, { fiscal_departments: { '22': 1, '10': 2, N2: 11 } })
    const table = await su<{ id: string }>('POST', '/api/collections/tables/records', { restaurant: tenant.restaurantId, name: '1', currency: 'EUR' })
    const item = await su<{ id: string }>('POST', '/api/collections/items/records', { restaurant: tenant.restaurantId, name: 'Tagliata', price: 2200, available: true, vat: '10' })
    const order = await su<{ id: string }>('POST', '/api/collections/orders/records', { restaurant: tenant.restaurantId, table: table.id, number: 1, guests: 2 })
    await su('POST', '/api/collections/order_items/records', { order: order.id, item: item.id, quantity: 2, unit_price: 2200 })

    // the manager's till
    await signIn(page, manager)
    // the till is opened whole (its own page may reach the printer): from the menu, as staff would
    await page.goto('/admin/cassa')
    await page.getByLabel(w.address).fill(rtUrl)
    await page.getByRole('button', { name: w.connect }).click()
    await expect(page.getByRole('status').filter({ hasText: w.ready })).toBeVisible()

    // a payment at the table: its documento prints, and its number shows in the queue
    const before = await journalCount()
    const token = await signInToken(manager.email, manager.password)
    const paid = await fetch(`${process.env.E2E_POCKETBASE_URL}/api/conto/orders/${order.id}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ method: 'cash', split: { mode: 'amount', amount: 2000 } }),
    })
    expect(paid.status).toBe(200)
    await expect(page.getByText(w.printed).first()).toBeVisible({ timeout: 15_000 })
    expect(await journalCount()).toBe(before + 1)
    const audit = accessibilityAudit(page)
    await audit.check('cassa')
    if (language === 'it') {
      await page.screenshot({ path: `${shots}/floor-cassa-390.png`, fullPage: true })
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.screenshot({ path: `${shots}/floor-cassa-1280.png`, fullPage: true })
    }

    // paper end: the next payment waits, and the page says why in words
    await printerFault('paperEnd', true)
    try {
      const second = await fetch(`${process.env.E2E_POCKETBASE_URL}/api/conto/orders/${order.id}/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ method: 'terminal', split: { mode: 'full' } }),
      })
      expect(second.status).toBe(200)
      await expect(page.getByRole('status').filter({ hasText: w.paper })).toBeVisible({ timeout: 15_000 })
      await audit.check('cassa paper end')
      if (language === 'it') await page.screenshot({ path: `${shots}/floor-cassa-paper-end.png` })
    } finally {
      await printerFault('paperEnd', false)
    }
    await expect(page.getByRole('status').filter({ hasText: w.ready })).toBeVisible({ timeout: 15_000 })
    expect(await journalCount()).toBe(before + 2)

    // the daily closure, from the page
    await page.getByRole('button', { name: w.closure }).click()
    await expect(page.getByText(w.closed)).toBeVisible()
    audit.expectNone()
  })
}

async function signInToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${process.env.E2E_POCKETBASE_URL}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password }),
  })
  return ((await response.json()) as { token: string }).token
}
