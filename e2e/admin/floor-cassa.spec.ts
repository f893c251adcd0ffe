import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { accessibilityAudit } from '../axe.ts'
import { createTenant, signIn, su } from './office-helpers.ts'
import { completeByWebhook, payOnPaymentPage, sessionIdFromUrl } from '../diner/flow.ts'
import { spokenEuro, texts, useLanguage } from '../diner/diner.ts'
import { installStripeDouble } from '../diner/stripe.ts'

// Issue 22: the Cassa page beside the fiscal printer (the RT simulator, scripts/rt-simulator)
// prints every payment's documento once, says in words what the printer needs, and runs the
// daily closure. Its own company, so its jobs never meet the demo's.
// one printer for both languages: one after the other
test.describe.configure({ mode: 'serial' })

const rtUrl = process.env.E2E_RT_URL ?? 'http://127.0.0.1:12121'
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`

const words = {
  it: { lostTill: 'Tablet perso', tillsTitle: 'Casse registrate', thisDevice: 'questo dispositivo', revokeLabel: 'Revoca la cassa Tablet perso', revoke: 'Revoca', closureDiffers: /^Chiusura Z \d+: la stampante ha certificato .+ nella giornata, Conto /, daysDiffer: 'La stampante fiscale e Conto non concordano', compare: 'Confronta con la stampante', agree: /^Stampante e Conto concordano: \d+ documenti/, outside: /Conto ne ha registrati \d+: 1 è stato stampato fuori da Conto/, nav: 'Cassa', address: 'Indirizzo della stampante fiscale', connect: 'Collega', ready: 'Pronta: nessuno scontrino in attesa', elsewhere: "Un'altra cassa sta stampando gli scontrini", paper: 'Carta finita o coperchio aperto: controlla la stampante', closure: 'Chiusura giornaliera', closed: /Chiusura n\. \d+ fatta/, printed: /^N\. \d+ · Z \d+$/, paperAlert: 'Carta finita o coperchio aperto', waitingPaper: 'Aspetta la carta', row: 'Tavolo 1 · ordine n. 1', cash: 'Contanti', card: 'Carta' },
  en: { lostTill: 'Lost tablet', tillsTitle: 'Enrolled tills', thisDevice: 'this device', revokeLabel: 'Revoke the till Lost tablet', revoke: 'Revoke', closureDiffers: /^Closure Z \d+: the printer certified .+ for the day, Conto /, daysDiffer: 'The fiscal printer and Conto disagree', compare: 'Compare with the printer', agree: /^The printer and Conto agree: \d+ documenti/, outside: /Conto recorded \d+: 1 was printed outside Conto/, nav: 'Till', address: "The fiscal printer's address", connect: 'Connect', ready: 'Ready: no receipt waiting', elsewhere: 'Another till is printing the receipts', paper: 'Paper out or cover open: check the printer', closure: 'Daily closure', closed: /Closure no\. \d+ done/, printed: /^No\. \d+ · Z \d+$/, paperAlert: 'Paper out or cover open', waitingPaper: 'Waiting for paper', row: 'Table 1 · order no. 1', cash: 'Cash', card: 'Card' },
}

/** A manager enrols the device as the restaurant's till (issue 34): only then does it print. */
async function enrolHere(page: Page, language: 'it' | 'en') {
  const enrol = page.getByRole('button', { name: language === 'it' ? 'Registra come cassa' : 'Enrol as till' })
  await enrol.click()
  await expect(enrol).toHaveCount(0)
}

/** A documento printed on the RT without Conto: by hand on its keypad, or by another till. */
async function printByHand() {
  const xml =
    '<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><printerFiscalReceipt>' +
    '<beginFiscalReceipt operator="1" /><printRecItem operator="1" description="CAFFE" quantity="1" unitPrice="1,50" department="2" justification="1" />' +
    '<printRecTotal operator="1" description="CONTANTI" payment="1,50" paymentType="0" index="0" justification="1" /><endFiscalReceipt operator="1" />' +
    '</printerFiscalReceipt></s:Body></s:Envelope>'
  const response = await fetch(`${rtUrl}/cgi-bin/fpmate.cgi?devid=local_printer&timeout=10000`, { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8' }, body: xml })
  expect(await response.text()).toContain('success="true"')
}

/** A daily closure on the RT itself: the day compared below holds only what this journey prints. */
async function closePrinterDay() {
  const xml =
    '<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><printerFiscalReport>' +
    '<printXZReport operator="1" /></printerFiscalReport></s:Body></s:Envelope>'
  const response = await fetch(`${rtUrl}/cgi-bin/fpmate.cgi?devid=local_printer&timeout=10000`, { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8' }, body: xml })
  expect(await response.text()).toContain('success="true"')
}

async function printerFault(name: string, on: boolean) {
  const response = await fetch(`${rtUrl}/__sim/faults/${name}`, { method: on ? 'POST' : 'DELETE', headers: { 'content-type': 'application/json' }, body: on ? '{}' : undefined })
  expect(response.ok, `${name} ${response.status}`).toBe(true)
}

async function journalCount(): Promise<number> {
  return ((await (await fetch(`${rtUrl}/__sim/journal`)).json()) as { documents: unknown[] }).documents.length
}

/** A company of its own with departments mapped and one open bill of `quantity` × 22,00 € at 10 %. */
async function createCassaPlace(label: string, language: 'it' | 'en', quantity: number) {
  const tenant = await createTenant(label)
  const manager = await tenant.member('manager', { language })
  await su('PATCH', `/api/collections/restaurants/records/${tenant.restaurantId}`, { fiscal_departments: { '22': 1, '10': 2, N2: 11 } })
  const table = await su<{ id: string }>('POST', '/api/collections/tables/records', { restaurant: tenant.restaurantId, name: '1', currency: 'EUR' })
  const item = await su<{ id: string }>('POST', '/api/collections/items/records', { restaurant: tenant.restaurantId, name: 'Tagliata', price: 2200, available: true, vat: '10' })
  const order = await su<{ id: string }>('POST', '/api/collections/orders/records', { restaurant: tenant.restaurantId, table: table.id, number: 1, guests: 2 })
  await su('POST', '/api/collections/order_items/records', { order: order.id, item: item.id, quantity, unit_price: 2200 })
  return { tenant, manager, order }
}

for (const language of ['it', 'en'] as const) {
  test(`a manager opens the Cassa; a payment prints once; paper end is said in words; the day is closed (${language})`, async ({ page }) => {
    test.setTimeout(60_000)
    const w = words[language]
    const { tenant, manager, order } = await createCassaPlace(`Cassa${language}`, language, 2)
    // the serial group may be a retry, after journeys that printed without closing the day
    await closePrinterDay()

    // the manager's till
    await signIn(page, manager)
    // the till is opened whole (its own page may reach the printer): from the menu, as staff would
    await page.goto('/admin/cassa')
    await enrolHere(page, language)
    await page.getByLabel(w.address).fill(rtUrl)
    await page.getByRole('button', { name: w.connect }).click()
    await expect(page.getByRole('status').filter({ hasText: w.ready })).toBeVisible()

    // a payment at the table: its documento prints, and its number shows in the queue
    const before = await journalCount()
    const token = await signInToken(manager.email, manager.password)
    const paid = await recordPayment(token, order.id, { method: 'cash', split: { mode: 'amount', amount: 2000 } })
    expect(paid.status).toBe(200)
    await expect(page.getByText(w.printed).first()).toBeVisible({ timeout: 15_000 })
    expect(await journalCount()).toBe(before + 1)
    // the row names the table and the means
    const printedRow = page.getByRole('listitem').filter({ has: page.getByText(w.printed) })
    await expect(printedRow).toContainText(w.row)
    await expect(printedRow).toContainText(w.cash)

    // the printer's day against Conto's (issue 35): the same, then a documento printed by hand
    await page.getByRole('button', { name: w.compare }).click()
    await expect(page.getByRole('status').filter({ hasText: w.agree })).toBeVisible()
    await printByHand()
    await page.getByRole('button', { name: w.compare }).click()
    await expect(page.getByRole('alert').filter({ hasText: w.outside })).toBeVisible()
    if (language === 'it') await page.screenshot({ path: `${shots}/floor-cassa-day-differs-390.png`, fullPage: true })
    // a second Cassa tab in the same browser (the same till name) waits while this one prints
    const secondTab = await page.context().newPage()
    await secondTab.goto('/admin/cassa')
    await expect(secondTab.getByRole('status').filter({ hasText: w.elsewhere })).toBeVisible()
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
      const second = await recordPayment(token, order.id, { method: 'terminal', split: { mode: 'full' } })
      expect(second.status).toBe(200)
      await expect(page.getByRole('status').filter({ hasText: w.paper })).toBeVisible({ timeout: 15_000 })
      // said big, and the waiting receipt says what it waits for
      await expect(page.getByRole('alert').filter({ hasText: w.paperAlert })).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: w.waitingPaper })).toContainText(w.card)
      await audit.check('cassa paper end')
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.screenshot({ path: `${shots}/floor-cassa-paper-end-${language}-1280.png` })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: `${shots}/floor-cassa-paper-end-${language}-390.png`, fullPage: true })
      await page.setViewportSize({ width: 1280, height: 800 })
    } finally {
      await printerFault('paperEnd', false)
    }
    await expect(page.getByRole('status').filter({ hasText: w.ready })).toBeVisible({ timeout: 15_000 })
    // the two payments and the documento printed by hand
    expect(await journalCount()).toBe(before + 3)

    // the second tab printed nothing meanwhile; closed, it lets go
    await expect(secondTab.getByRole('status').filter({ hasText: w.elsewhere })).toBeVisible()
    await secondTab.close()

    // the daily closure, from the page
    await page.getByRole('button', { name: w.closure }).click()
    await expect(page.getByText(w.closed)).toBeVisible()
    // the day's amount the printer certified holds the coffee printed by hand: said here, and on the dashboard
    await expect(page.getByRole('alert').filter({ hasText: w.closureDiffers })).toBeVisible()
    await page.goto('/admin/dashboard')
    await expect(page.getByRole('alert').filter({ hasText: w.daysDiffer })).toBeVisible()
    await audit.check('dashboard with a fiscal day that differs')
    if (language === 'it') await page.screenshot({ path: `${shots}/floor-dashboard-fiscal-day-1280.png`, fullPage: true })

    // a tablet enrolled once and lost since: the manager revokes it from the Cassa, and its credential stops
    const lost = await enrolTillByApi(token, tenant.restaurantId, w.lostTill)
    await page.goto('/admin/cassa')
    const tills = page.getByRole('region', { name: w.tillsTitle })
    await expect(tills.getByRole('listitem').filter({ hasText: w.thisDevice })).toBeVisible()
    await tills.getByRole('button', { name: w.revokeLabel }).click()
    await page.getByRole('dialog').getByRole('button', { name: w.revoke }).click()
    await expect(tills.getByRole('listitem').filter({ hasText: w.lostTill })).toHaveCount(0)
    const refused = await fetch(`${process.env.E2E_POCKETBASE_URL}/api/conto/fiscal/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ restaurant: tenant.restaurantId, device: lost.device }),
    })
    expect(refused.status).toBe(403)
    await audit.check('cassa with its tills')
    if (language === 'it') await page.screenshot({ path: `${shots}/floor-cassa-tills-1280.png`, fullPage: true })
    audit.expectNone()
  })
}

const qrWords = {
  it: { departments: 'IVA e cassa', save: 'Salva IVA e reparti', saved: 'IVA e reparti salvati', transactions: 'Transazioni', column: 'Documento', view: '^Apri', number: /^N\. \d{4}-\d{4}$/ },
  en: { departments: 'VAT and till', save: 'Save VAT and departments', saved: 'VAT and departments saved', transactions: 'Transactions', column: 'Receipt', view: '^Open', number: /^No\. \d{4}-\d{4}$/ },
}

for (const language of ['it', 'en'] as const) {
  test(`a manager maps the rates, opens the Cassa, a diner pays by QR: the documento prints and its number shows in Transactions (${language})`, async ({ page, browser }) => {
    test.setTimeout(90_000)
    const w = { ...words[language], ...qrWords[language] }
    const tenant = await createTenant(`CassaQr${language}`)
    const manager = await tenant.member('manager', { language })
    const table = await su<{ id: string }>('POST', '/api/collections/tables/records', { restaurant: tenant.restaurantId, name: '7', currency: 'EUR' })
    const pasta = await su<{ id: string }>('POST', '/api/collections/items/records', { restaurant: tenant.restaurantId, name: 'Carbonara', price: 1400, available: true, vat: '10' })
    const wine = await su<{ id: string }>('POST', '/api/collections/items/records', { restaurant: tenant.restaurantId, name: 'Calice di vino', price: 600, available: true, vat: '22' })
    const order = await su<{ id: string }>('POST', '/api/collections/orders/records', { restaurant: tenant.restaurantId, table: table.id, number: 1, guests: 2 })
    await su('POST', '/api/collections/order_items/records', { order: order.id, item: pasta.id, quantity: 2, unit_price: 1400 })
    await su('POST', '/api/collections/order_items/records', { order: order.id, item: wine.id, quantity: 1, unit_price: 600 })

    // the manager maps the printer's departments in the restaurant's settings
    await signIn(page, manager)
    await page.goto('/admin/restaurant')
    const card = page.getByRole('region', { name: w.departments })
    await card.getByLabel('22 %', { exact: true }).fill('1')
    await card.getByLabel('10 %', { exact: true }).fill('2')
    await card.getByLabel(/^N2/).fill('11')
    await card.getByRole('button', { name: w.save }).click()
    await expect(page.getByText(w.saved)).toBeVisible()

    // and opens the till beside the printer
    await page.goto('/admin/cassa')
    await enrolHere(page, language)
    await page.getByLabel(w.address).fill(rtUrl)
    await page.getByRole('button', { name: w.connect }).click()
    await expect(page.getByRole('status').filter({ hasText: w.ready })).toBeVisible()
    const before = await journalCount()

    // a diner at table 7 pays the whole bill by card from their phone
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })
    try {
      const diner = await phone.newPage()
      await useLanguage(diner, language)
      await installStripeDouble(diner)
      const { diner: dinerTexts } = texts(language)
      await diner.goto(`/qr/${tenant.restaurantId}/${table.id}/bill`)
      await diner.getByRole('button', { name: `${dinerTexts.bill.pay} ${spokenEuro(3400, language)}` }).click()
      await diner.getByRole('button', { name: new RegExp(`^${dinerTexts.tips.confirm}`) }).click()
      await payOnPaymentPage(diner, language)
      await completeByWebhook(diner, await sessionIdFromUrl(diner))
      await expect(diner.getByRole('heading', { name: dinerTexts.result.successTitle })).toBeVisible({ timeout: 10_000 })
    } finally {
      await phone.close()
    }

    // the till prints it once, on the right departments, paid electronically
    await expect(page.getByText(w.printed).first()).toBeVisible({ timeout: 15_000 })
    const journal = (await (await fetch(`${rtUrl}/__sim/journal`)).json()) as { documents: { lines: { department: number }[]; payments: { paymentType: number }[] }[] }
    expect(journal.documents.length).toBe(before + 1)
    const printed = journal.documents.at(-1)!
    // the pasta on 10 % (2), the wine on 22 % (1), the tip outside VAT (11)
    expect([...new Set(printed.lines.map((line) => line.department))].sort((a, b) => a - b)).toEqual([1, 2, 11])
    expect(printed.payments.map((payment) => payment.paymentType)).toEqual([2])

    // and Transactions shows its number: in the list on a wide screen, in the payment's details on a phone
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/admin/transactions')
    await expect(page.getByRole('columnheader', { name: w.column })).toBeVisible()
    const cell = page.getByRole('cell').filter({ hasText: w.number })
    await expect(cell).toHaveCount(1)
    const number = (await cell.textContent())!.replace(/^\D+/, '')
    if (language === 'it') await page.screenshot({ path: `${shots}/office-transactions-fiscal.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('link', { name: new RegExp(w.view) }).click()
    await expect(page.getByRole('definition').filter({ hasText: number })).toBeVisible()
    if (language === 'it') await page.screenshot({ path: `${shots}/office-transaction-fiscal-phone.png`, fullPage: true })
  })
}

const stuckWords = {
  it: { notice: /1 documento non è stato stampato/, open: 'Apri la Cassa', shift: 'Report di turno', fiscal: 'Documenti commerciali', failed: 'Non stampati' },
  en: { notice: /1 receipt was not printed/, open: 'Open the Till', shift: 'Shift report', fiscal: 'Fiscal receipts (documenti commerciali)', failed: 'Not printed' },
}

for (const language of ['it', 'en'] as const) {
  test(`the dashboard and the shift report say when a documento did not print (${language})`, async ({ page }) => {
    const w = stuckWords[language]
    const tenant = await createTenant(`CassaStuck${language}`)
    const manager = await tenant.member('manager', { language })
    await su('PATCH', `/api/collections/restaurants/records/${tenant.restaurantId}`, { fiscal_departments: { '10': 2 } })
    const table = await su<{ id: string }>('POST', '/api/collections/tables/records', { restaurant: tenant.restaurantId, name: '3', currency: 'EUR' })
    const item = await su<{ id: string }>('POST', '/api/collections/items/records', { restaurant: tenant.restaurantId, name: 'Risotto', price: 1600, available: true, vat: '10' })
    const order = await su<{ id: string }>('POST', '/api/collections/orders/records', { restaurant: tenant.restaurantId, table: table.id, number: 1, guests: 1 })
    await su('POST', '/api/collections/order_items/records', { order: order.id, item: item.id, quantity: 1, unit_price: 1600 })
    const token = await signInToken(manager.email, manager.password)
    const paid = await recordPayment(token, order.id, { method: 'cash', split: { mode: 'full' } })
    expect(paid.status).toBe(200)
    // the printer refused it (as a Cassa reports a documento whose data the RT rejects)
    const jobs = await su<{ items: { id: string }[] }>('GET', `/api/collections/fiscal_jobs/records?filter=${encodeURIComponent(`order = "${order.id}"`)}`)
    await su('PATCH', `/api/collections/fiscal_jobs/records/${jobs.items[0]!.id}`, { status: 'failed', last_error: 'VALORE ERRATO 13' })

    await signIn(page, manager)
    await page.goto('/admin/dashboard')
    const notice = page.getByRole('status').filter({ hasText: w.notice })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: w.open })).toHaveAttribute('href', '/admin/cassa')
    const audit = accessibilityAudit(page)
    await audit.check('dashboard fiscal notice')
    if (language === 'it') await page.screenshot({ path: `${shots}/floor-dashboard-fiscal-390.png` })

    await page.goto('/admin/shift-report')
    const card = page.getByRole('region', { name: w.fiscal })
    await expect(card.getByRole('definition').nth(3)).toHaveText('1')
    await expect(card.getByText(w.failed, { exact: true })).toBeVisible()
    await audit.check('shift report fiscal')
    if (language === 'it') {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.screenshot({ path: `${shots}/floor-shift-fiscal-1280.png`, fullPage: true })
    }
    audit.expectNone()
  })
}

/** A payment staff record through the ledger route, as the order screen does. */
function recordPayment(token: string, orderId: string, body: object): Promise<Response> {
  return fetch(`${process.env.E2E_POCKETBASE_URL}/api/conto/orders/${orderId}/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  })
}

/** Another device enrolled as a till of the restaurant (as the Cassa page enrols), by a manager. */
async function enrolTillByApi(token: string, restaurant: string, name: string): Promise<{ device: string }> {
  const response = await fetch(`${process.env.E2E_POCKETBASE_URL}/api/conto/fiscal/tills`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ restaurant, name }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { device: string }
}

async function signInToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${process.env.E2E_POCKETBASE_URL}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password }),
  })
  return ((await response.json()) as { token: string }).token
}

// Issue 35: what the Cassa says when nothing answers at the printer's address, and when nobody can
// tell from the printer whether a documento printed (the queue holds until a manager looks).
const unclearWords = {
  it: {
    address: 'Indirizzo della stampante fiscale', connect: 'Collega', dead: 'La stampante non risponde: è accesa e collegata alla rete?',
    ready: 'Pronta: nessuno scontrino in attesa', panel: 'Controlla la carta della stampante', stopped: "Ferma: controlla l'ultimo scontrino",
    seen: /L'ultimo documento emesso dalla stampante è il n\. 41 · Z 7/, notPrinted: 'No, stampalo ora', done: 'Cassa sbloccata', printed: /^N\. \d+ · Z \d+$/,
  },
  en: {
    address: "The fiscal printer's address", connect: 'Connect', dead: 'The printer does not answer: is it on and on the network?',
    ready: 'Ready: no receipt waiting', panel: "Check the printer's paper", stopped: 'Stopped: check the last receipt',
    seen: /The printer's last document is no\. 41 · Z 7/, notPrinted: 'No, print it now', done: 'Till unblocked', printed: /^No\. \d+ · Z \d+$/,
  },
}

for (const language of ['it', 'en'] as const) {
  test(`a dead printer address says so; a receipt nobody can settle holds the till until a manager says (${language})`, async ({ page }) => {
    test.setTimeout(60_000)
    const w = unclearWords[language]
    const { tenant, manager, order } = await createCassaPlace(`Incerto${language}`, language, 1)

    await signIn(page, manager)
    await page.goto('/admin/cassa')
    await enrolHere(page, language)
    // nothing listens at this address: never "Ready"
    await page.getByLabel(w.address).fill('http://127.0.0.1:9')
    await page.getByRole('button', { name: w.connect }).click()
    await expect(page.getByRole('status').filter({ hasText: w.dead })).toBeVisible({ timeout: 15_000 })

    // a cash payment's documento whose answer was lost, and which the printer's counter cannot
    // settle (another documento was printed in between): the till marked it unclear
    const token = await signInToken(manager.email, manager.password)
    const paid = await recordPayment(token, order.id, { method: 'cash', split: { mode: 'full' } })
    expect(paid.status).toBe(200)
    const jobs = await su<{ items: { id: string }[] }>('GET', `/api/collections/fiscal_jobs/records?filter=${encodeURIComponent(`restaurant = "${tenant.restaurantId}"`)}`)
    const job = jobs.items[0]!
    await su('PATCH', `/api/collections/fiscal_jobs/records/${job.id}`, {
      status: 'unclear',
      device: 'till-lost-answer-1',
      baseline: { zNumber: 7, documentNumber: 39 },
      unclear: { reason: 'moved', baseline: { zNumber: 7, documentNumber: 39 }, seen: { zNumber: 7, documentNumber: 41, amount: 1500, date: '28/11/2026', fiscal: true } },
    })

    const before = await journalCount()
    await page.getByLabel(w.address).fill(rtUrl)
    await page.getByRole('button', { name: w.connect }).click()
    const panel = page.getByRole('region', { name: w.panel })
    await expect(panel).toBeVisible()
    await expect(panel.getByText(w.seen)).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: w.stopped })).toBeVisible({ timeout: 15_000 })
    const audit = accessibilityAudit(page)
    await audit.check('cassa unclear')
    if (language === 'it') {
      await page.screenshot({ path: `${shots}/floor-cassa-unclear-390.png`, fullPage: true })
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.screenshot({ path: `${shots}/floor-cassa-unclear-1280.png`, fullPage: true })
    }
    // nothing printed while it waits
    expect(await journalCount()).toBe(before)

    // the manager finds nothing on the paper: it prints now, once
    await panel.getByRole('button', { name: w.notPrinted }).click()
    await expect(page.getByText(w.done)).toBeVisible()
    await expect(page.getByText(w.printed).first()).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('status').filter({ hasText: w.ready })).toBeVisible({ timeout: 15_000 })
    expect(await journalCount()).toBe(before + 1)
    audit.expectNone()
  })
}

// Issue 35: a sale's answer lost after the printer printed it. On a kept connection Chromium
// resends the request (scripts/rt-simulator/README.md, "Variants"): the printer prints it again and
// answers with the next number, which does not follow the one read before the send, so the till
// stops for a manager. On a new connection nothing is resent: the till finds it on the printer.
const lostWords = {
  it: { ...unclearWords.it, twice: /forse questo stesso due volte/, yes: 'Sì, è stampato', record: 'Registra come stampato', number: 'Numero del documento' },
  en: { ...unclearWords.en, twice: /perhaps this same one twice/, yes: 'Yes, it printed', record: 'Record as printed', number: 'Receipt number' },
}

async function printerVariant(variants: { closesConnections: boolean }) {
  const response = await fetch(`${rtUrl}/__sim/variants`, { method: 'POST', body: JSON.stringify(variants) })
  expect(response.ok).toBe(true)
}

async function journalNumbers(): Promise<number[]> {
  return ((await (await fetch(`${rtUrl}/__sim/journal`)).json()) as { documents: { fiscalReceiptNumber: number }[] }).documents.map((document) => document.fiscalReceiptNumber)
}

for (const [language, closesConnections] of [
  ['it', false],
  ['en', true],
] as const) {
  test(`a sale's answer lost after printing, the printer ${closesConnections ? 'closing' : 'keeping'} its connections: no documento printed twice is taken for one (${language})`, async ({ page }) => {
    test.setTimeout(60_000)
    const w = lostWords[language]
    const { tenant, manager, order } = await createCassaPlace(`Perso${language}`, language, 1)
    await signIn(page, manager)
    await page.goto('/admin/cassa')
    await enrolHere(page, language)
    await printerVariant({ closesConnections })
    try {
      await page.getByLabel(w.address).fill(rtUrl)
      await page.getByRole('button', { name: w.connect }).click()
      await expect(page.getByRole('status').filter({ hasText: w.ready })).toBeVisible({ timeout: 15_000 })
      const before = (await journalNumbers()).length
      await printerFault('loseAnswerAfterPrint', true)
      const token = await signInToken(manager.email, manager.password)
      expect((await recordPayment(token, order.id, { method: 'cash', split: { mode: 'full' } })).status).toBe(200)

      const panel = page.getByRole('region', { name: w.panel })
      const job = async () => (await su<{ items: { status: string; result: { documentNumber: number } | null }[] }>('GET', `/api/collections/fiscal_jobs/records?filter=${encodeURIComponent(`restaurant = "${tenant.restaurantId}"`)}`)).items[0]!
      if (closesConnections) {
        // sent once: the till asks the printer, finds it moved by this one documento, records it
        await expect(page.getByText(w.printed).first()).toBeVisible({ timeout: 20_000 })
        const numbers = await journalNumbers()
        expect(numbers.length).toBe(before + 1)
        expect((await job()).result?.documentNumber).toBe(numbers.at(-1))
        return
      }
      // sent twice by the browser: the till does not record the second answer as the only documento
      await expect(panel).toBeVisible({ timeout: 20_000 })
      await expect(panel.getByText(w.twice)).toBeVisible()
      const audit = accessibilityAudit(page)
      await audit.check('cassa printed twice')
      audit.expectNone()
      await page.screenshot({ path: `${shots}/floor-cassa-printed-twice-390.png`, fullPage: true })
      const numbers = await journalNumbers()
      expect(numbers.length).toBe(before + 2)
      expect((await job()).status).toBe('unclear')
      // the manager finds two on the paper: records the one the printer answered with (filled in)
      await panel.getByRole('button', { name: w.yes }).click()
      await expect(panel.getByLabel(w.number)).toHaveValue(String(numbers.at(-1)))
      await panel.getByRole('button', { name: w.record }).click()
      await expect(page.getByText(w.done)).toBeVisible()
      await expect.poll(async () => (await job()).result?.documentNumber).toBe(numbers.at(-1))
      expect((await journalNumbers()).length).toBe(before + 2)
    } finally {
      await printerFault('loseAnswerAfterPrint', false)
      await printerVariant({ closesConnections: false })
    }
  })
}
