import type { Browser, Page } from '@playwright/test'
import enAuth from '../../locales/en/auth.json' with { type: 'json' }
import enFloor from '../../locales/en/floor.json' with { type: 'json' }
import enOffice from '../../locales/en/office.json' with { type: 'json' }
import itAuth from '../../locales/it/auth.json' with { type: 'json' }
import itFloor from '../../locales/it/floor.json' with { type: 'json' }
import itOffice from '../../locales/it/office.json' with { type: 'json' }
import { demo, dinerPath, expect, test } from '../fixtures.ts'
import { fill, spokenEuro, texts, useLanguage as setDeviceLanguage, type Language } from '../diner/diner.ts'
import { findTransactionId, getPaymentStatus } from '../diner/orders.ts'
import { completedEvent, postSignedWebhook } from '../diner/stripe.ts'
import { demoTable, desktop, euro, freeTable, menuItem, openOrder, recordPayment as recordCardPayment, su, suList, type Role } from './floor-helpers.ts'

// Issue 11: a waiter records cash on a table while a diner has the bill open; the diner's "left to
// pay" drops within one poll, and the payment shows as cash in transactions and the shift report.
// Table 7 (other specs only call a waiter to it); the tests run one after the other on it and
// free it when done.
test.describe.configure({ mode: 'serial' })
test.afterEach(() => freeTable(demoTable('7').id))

const staffTexts = { it: { auth: itAuth, floor: itFloor, office: itOffice }, en: { auth: enAuth, floor: enFloor, office: enOffice } }
const tablet = { width: 820, height: 1180 }
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screens`

async function staffPage(browser: Browser, role: Role, language: Language, viewport = desktop): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: language === 'it' ? 'it-IT' : 'en-GB' })
  await setDeviceLanguage(context, language)
  const page = await context.newPage()
  const { email, password } = demo.users[role]
  await page.goto('/login')
  await page.getByLabel(staffTexts[language].auth.login.email).fill(email)
  await page.getByLabel(staffTexts[language].auth.login.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: staffTexts[language].auth.login.submit }).click()
  await expect(page).toHaveURL(/\/admin\/tables$/)
  // signing in applies the member's own language (the demo staff's is Italian); the device's
  // choice, set again before every load, takes over from the next one
  if (language === 'en') await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: staffTexts[language].floor.tables.title })).toBeVisible()
  return page
}

/** Cents of a '40,00 €' cell. */
function cents(text: string): number {
  return Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100)
}

for (const language of ['it', 'en'] as const) {
  test(`a waiter records 20,00 € cash while a diner has the bill open (${language})`, async ({ browser }) => {
    test.setTimeout(90_000)
    const { floor, office } = staffTexts[language]
    const { diner } = texts(language)
    const order = await openOrder('7', [['Margherita', 2], ['Tagliata di manzo', 1]], 2)
    const tableName = fill(floor.tables.tableName, { name: '7' })

    // the diner's phone, bill open
    const dinerContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await setDeviceLanguage(dinerContext, language)
    const dinerPage = await dinerContext.newPage()
    await dinerPage.goto(`${dinerPath('7')}/bill`)
    await expect(dinerPage.getByRole('button', { name: `${diner.bill.pay} ${spokenEuro(order.total, language)}` })).toBeVisible()

    // the waiter, at the table's panel
    const waiter = await staffPage(browser, 'waiter', language, { width: 390, height: 844 })
    await waiter.getByRole('row', { name: new RegExp(`^${tableName}\\b`) }).getByRole('button', { name: tableName }).click()
    const panel = waiter.getByRole('dialog', { name: tableName })
    await panel.getByRole('button', { name: floor.order.record.open }).click()
    const sheet = waiter.getByRole('dialog', { name: floor.order.record.title })
    await expect(sheet.getByRole('radio', { name: floor.order.record.methods.cash })).toBeChecked()
    await sheet.getByRole('radio', { name: floor.order.record.modes.amount }).check()
    await sheet.getByLabel(`${floor.order.record.amount} (EUR)`).fill('20,00')
    await expect(sheet.getByText(spokenEuro(2000, language))).toBeAttached()
    if (language === 'it') await waiter.screenshot({ path: `${shots}/record-payment-phone.png` })
    await sheet.getByRole('button', { name: fill(floor.order.record.confirm, { amount: euro(2000) }) }).click()
    await expect(sheet).toHaveCount(0)

    // the panel's paid and left, at once
    await expect(panel.getByRole('definition').filter({ hasText: spokenEuro(2000, language) }).first()).toBeVisible()
    await expect(panel.getByRole('definition').filter({ hasText: spokenEuro(order.total - 2000, language) }).first()).toBeVisible()
    // the diner's left to pay drops within one poll (10 s)
    await expect(dinerPage.getByRole('button', { name: `${diner.bill.pay} ${spokenEuro(order.total - 2000, language)}` })).toBeVisible({
      timeout: 12_000,
    })

    // a balance left: closing asks why
    await panel.getByRole('button', { name: floor.order.closeOrder }).click()
    const closeSheet = waiter.getByRole('dialog', { name: floor.order.closeSheet.title })
    await expect(closeSheet).toContainText(spokenEuro(order.total - 2000, language))
    if (language === 'it') await waiter.screenshot({ path: `${shots}/close-balance-phone.png` })
    await closeSheet.getByRole('button', { name: floor.order.closeSheet.cancel }).click()

    // the manager: transactions list and detail say cash, and who recorded it
    const manager = await staffPage(browser, 'manager', language)
    await manager.goto('/admin/transactions')
    const row = manager
      .getByRole('row')
      .filter({ hasText: fill(office.transactions.orderNumber, { number: order.number }) })
      .filter({ hasText: office.paymentChannels.cash })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(demo.users.waiter.name)
    // day first and 24-hour in English too (en-GB, not en-US): restaurants are European
    const today = new Date()
    const dayMonth = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/`
    await expect(row.getByRole('link')).toHaveText(new RegExp(`^${dayMonth}(\\d{2}|\\d{4}), \\d{2}:\\d{2}$`))
    if (language === 'en') await manager.screenshot({ path: `${shots}/transactions-en-desktop.png`, fullPage: true })
    await row.getByRole('link').click()
    await expect(manager.getByText(office.transactionDetail.fields.recordedBy, { exact: true })).toBeVisible()
    await expect(manager.getByRole('button', { name: office.transactionDetail.void })).toBeVisible()
    if (language === 'it') {
      await manager.getByRole('button', { name: office.transactionDetail.void }).click()
      await expect(manager.getByRole('dialog', { name: fill(office.transactionDetail.voidSheet.title, { amount: euro(2000) }) })).toBeVisible()
      await manager.screenshot({ path: `${shots}/void-payment-desktop.png` })
      await manager.setViewportSize(tablet)
      await manager.screenshot({ path: `${shots}/void-payment-tablet.png` })
      await manager.keyboard.press('Escape')
    }

    // and the shift report counts it as the waiter's cash
    await manager.goto('/admin/shift-report')
    await expect(manager.getByRole('heading', { level: 1, name: office.shiftReport.title })).toBeVisible()
    const waiterRow = manager.getByRole('table', { name: office.shiftReport.waiters }).getByRole('row').filter({ hasText: demo.users.waiter.name })
    const cashCell = waiterRow.locator(`td[data-label="${office.shiftReport.columns.cash}"]`)
    await expect(cashCell).toBeVisible()
    expect(cents((await cashCell.innerText()).split('\n')[0] ?? '')).toBeGreaterThanOrEqual(2000)
    if (language === 'it') {
      await manager.setViewportSize(tablet)
      await manager.screenshot({ path: `${shots}/shift-report-tablet.png`, fullPage: true })
      await manager.setViewportSize({ width: 390, height: 844 })
      await manager.screenshot({ path: `${shots}/shift-report-phone.png`, fullPage: true })
    }

    for (const page of [dinerPage, waiter, manager]) await page.context().close()
  })
}

// Issue 40: a diner's phone holds half the bill; the waiter takes the other guest's half in cash.
// The sheet starts from what is free, says who holds what, and neither payment ends the other.
for (const language of ['it', 'en'] as const) {
  test(`cash for one guest's half while a diner pays the other half by phone: both succeed (${language})`, async ({ browser }) => {
    test.setTimeout(90_000)
    const { floor } = staffTexts[language]
    // Margherita ×2 (16,00 €) + Tagliata (22,00 €) = 38,00 €; half = 19,00 €
    const order = await openOrder('7', [['Margherita', 2], ['Tagliata di manzo', 1]], 2)
    const half = order.total / 2
    const tableName = fill(floor.tables.tableName, { name: '7' })

    const dinerPage = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await dinerPage.goto(dinerPath('7'))
    const started = await dinerPage.evaluate(async (tableId) => {
      const response = await fetch('/api/stripe/create-checkout-session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tableId, tips: { mode: 'percent', amount: 0 }, split: { mode: 'equal', totalGuests: 2, payingFor: 1, items: [] } }),
      })
      // as the payment page does: the claim is kept alive while the diner types the card
      setInterval(() => void fetch('/api/stripe/claim-heartbeat', { method: 'POST', body: '{}' }), 1_000)
      return (await response.json()) as { sessionId: string; amounts: { base: number } }
    }, order.tableId)
    expect(started.amounts.base).toBe(half)

    const waiter = await staffPage(browser, 'waiter', language, desktop)
    await waiter.getByRole('row', { name: new RegExp(`^${tableName}\\b`) }).getByRole('button', { name: tableName }).click()
    const panel = waiter.getByRole('dialog', { name: tableName })
    await panel.getByRole('button', { name: floor.order.record.open }).click()
    const sheet = waiter.getByRole('dialog', { name: floor.order.record.title })
    // what is free, filled in; who holds what, said; the diner's half one deliberate tap away
    await expect(sheet.getByRole('radio', { name: floor.order.record.modes.amount })).toBeChecked()
    await expect(sheet.getByLabel(`${floor.order.record.amount} (EUR)`)).toHaveValue('19,00')
    await expect(sheet.getByRole('note')).toContainText(fill(floor.order.record.heldNote, { amount: euro(half), free: euro(half) }))
    await expect(sheet.getByRole('alert')).toHaveCount(0)
    await sheet.getByRole('radio', { name: floor.order.record.modes.full }).check()
    await expect(sheet.getByRole('alert')).toContainText(fill(floor.order.record.endsDinerPayment, { amount: euro(half) }))
    await waiter.screenshot({ path: `${shots}/record-payment-held-${language}-1280.png` })
    await sheet.getByRole('radio', { name: floor.order.record.modes.amount }).check()
    await sheet.getByRole('button', { name: fill(floor.order.record.confirm, { amount: euro(half) }) }).click()
    await expect(sheet).toHaveCount(0)

    // the diner's payment goes on and completes
    expect(await dinerPage.evaluate(async () => (await fetch('/api/stripe/claim-heartbeat', { method: 'POST' })).status)).toBe(200)
    const transactionId = await findTransactionId(started.sessionId)
    expect(await postSignedWebhook(dinerPage.url(), completedEvent(started.sessionId, transactionId))).toBe(200)
    await expect.poll(async () => (await getPaymentStatus(order.id)).paid_amount).toBe(order.total)
    const payments = await suList<{ channel: string; status: string; base_amount: number }>('transactions', `order = "${order.id}"`)
    expect(payments.items.map((payment) => [payment.channel, payment.status, payment.base_amount]).sort()).toEqual([
      ['cash', 'completed', half],
      ['qr', 'completed', half],
    ])
    for (const page of [dinerPage, waiter]) await page.context().close()
  })
}

test('screens of the ledger sheets at phone and tablet size', async ({ browser }) => {
  test.setTimeout(90_000)
  const { floor } = staffTexts.it
  const order = await openOrder('7', [['Margherita', 2], ['Vino rosso della casa 0,5 l', 1], ['Tiramisù', 1]], 3)
  // a card payment covered both pizzas
  const card = await recordCardPayment(order.id, 1600)
  const { items: pizzas } = await suList<{ id: string }>('order_items', `order = "${order.id}" && unit_price = 800`)
  await su('POST', '/api/collections/transaction_items/records', { transaction: card.id, order_item: pizzas[0]?.id, quantity: 2, amount: 1600 })
  const tableName = fill(floor.tables.tableName, { name: '7' })
  for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['tablet', tablet]] as const) {
    const manager = await staffPage(browser, 'manager', 'it', viewport)
    await manager.getByRole('row', { name: new RegExp(`^${tableName}\\b`) }).getByRole('button', { name: tableName }).click()
    const panel = manager.getByRole('dialog', { name: tableName })
    await expect(panel.getByRole('button', { name: floor.order.record.open })).toBeVisible()
    await manager.screenshot({ path: `${shots}/panel-${size}.png` })

    await panel.getByRole('button', { name: floor.order.record.open }).click()
    const sheet = manager.getByRole('dialog', { name: floor.order.record.title })
    await sheet.getByRole('radio', { name: floor.order.record.modes.items }).check()
    await sheet.getByRole('button', { name: `${floor.order.record.more}: Tiramisù` }).click()
    await sheet.getByRole('combobox').first().selectOption({ label: '½ · 4,50 €' })
    await expect(sheet.getByText(spokenEuro(650 + 450, 'it'))).toBeAttached()
    await manager.screenshot({ path: `${shots}/record-items-${size}.png` })
    await sheet.getByRole('radio', { name: floor.order.record.modes.equal }).check()
    await manager.screenshot({ path: `${shots}/record-equal-${size}.png` })
    await sheet.getByRole('button', { name: floor.order.record.cancel }).click()

    await panel.getByRole('button', { name: fill(floor.order.lines.correctLabel, { name: 'Margherita' }) }).click()
    const correct = manager.getByRole('dialog', { name: fill(floor.order.correct.title, { name: 'Margherita' }) })
    await expect(correct).toBeVisible()
    await manager.screenshot({ path: `${shots}/correct-paid-${size}.png` })
    await correct.getByRole('button', { name: floor.order.correct.cancel }).click()
    await panel.getByRole('button', { name: fill(floor.order.lines.correctLabel, { name: 'Tiramisù' }) }).click()
    await manager.screenshot({ path: `${shots}/correct-free-${size}.png` })
    await manager.keyboard.press('Escape')

    await manager.goto(`/admin/orders/${order.id}`)
    await expect(manager.getByRole('button', { name: floor.order.record.open })).toBeVisible()
    await manager.screenshot({ path: `${shots}/order-detail-${size}.png`, fullPage: true })
    await manager.context().close()
  }
})

/** A ledger route as the demo manager (the demo company signs in with a password alone). */
async function asManager<T>(path: string, body: unknown): Promise<T> {
  const signIn = await fetch(`${demo.pocketbaseUrl}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: demo.users.manager.email, password: demo.users.manager.password }),
  })
  const { token } = (await signIn.json()) as { token: string }
  const response = await fetch(`${demo.pocketbaseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  })
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

for (const language of ['it', 'en'] as const) {
  test(`the reasons typed for a void, a voided payment and a close show on the order (${language})`, async ({ browser }) => {
    const { floor } = staffTexts[language]
    const order = await openOrder('7', [['Margherita', 2], ['Tagliata di manzo', 1]], 2)
    const lines = await suList<{ id: string; item: string }>('order_items', `order = "${order.id}"`)
    const margherita = (await menuItem('Margherita')).id
    const line = lines.items.find((item) => item.item === margherita)!
    await asManager(`/api/conto/orders/${order.id}/lines/${line.id}/void`, { quantity: 1, reason: 'Bruciata in forno' })
    const cash = await asManager<{ transaction: { id: string } }>(`/api/conto/orders/${order.id}/payments`, {
      method: 'cash',
      split: { mode: 'amount', amount: 1000 },
    })
    await asManager(`/api/conto/payments/${cash.transaction.id}/void`, { reason: 'Registrato sul tavolo sbagliato' })
    await asManager(`/api/conto/orders/${order.id}/close`, { reason: 'walkout', note: 'Usciti dalla terrazza' })

    const manager = await staffPage(browser, 'manager', language)
    await manager.goto(`/admin/orders/${order.id}`)
    const summary = manager.getByRole('region', { name: floor.orderDetail.summary })
    await expect(summary).toContainText(`${floor.order.closeSheet.reasons.walkout} · Usciti dalla terrazza`)
    const payments = manager.getByRole('region', { name: floor.orderDetail.payments })
    await expect(payments).toContainText(fill(floor.orderDetail.voidReason, { reason: 'Registrato sul tavolo sbagliato' }))
    const corrections = manager.getByRole('region', { name: floor.orderDetail.events.title })
    await expect(corrections.getByRole('listitem')).toHaveCount(3)
    await expect(corrections.getByRole('listitem').nth(0)).toContainText(floor.orderDetail.events.actions.void)
    await expect(corrections.getByRole('listitem').nth(0)).toContainText(fill(floor.orderDetail.events.reason, { reason: 'Bruciata in forno' }))
    await expect(corrections.getByRole('listitem').nth(0)).toContainText(demo.users.manager.name)
    await expect(corrections.getByRole('listitem').nth(1)).toContainText(floor.orderDetail.events.actions.payment_voided)
    await expect(corrections.getByRole('listitem').nth(2)).toContainText(floor.orderDetail.events.actions.close)
    await expect(corrections.getByRole('listitem').nth(2)).toContainText(
      fill(floor.orderDetail.events.reason, { reason: `${floor.order.closeSheet.reasons.walkout} · Usciti dalla terrazza` }),
    )
    // closed: the balance is no longer "to pay"
    await expect(summary).toContainText(floor.paymentProgress.closedUnpaid)
    if (language === 'it') await manager.screenshot({ path: `${shots}/order-reasons-desktop.png`, fullPage: true })
    await manager.context().close()
  })
}
