import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { Webhook } from 'standardwebhooks'
import { accessibilityAudit } from '../axe.ts'
import { expect, test } from '../fixtures.ts'
import { createTenant, desktop, getRecord, otherPage, phone, signIn, su, type Person, type Tenant } from './office-helpers.ts'

// Issue 39, decision 044: a waiter sees on the floor the payments the restaurant's POS has not
// taken yet, and sends one again with one tap; a check the POS sent shows where it comes from and
// offers no way to change its lines. The e2e web server runs the real delivery loop (every 5 s);
// the POS is a small receiver started here, which refuses (503) until the test lets it in.

const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`

const words = {
  it: {
    alert: (n: number) => `${n} pagamento non ancora nel POS`,
    table: 'Tavolo 7',
    order: 'Ordine n. 1',
    amount: '22,00 €',
    waiting: 'In attesa · tentativo 1',
    notInPos: 'Non ancora nel POS',
    table8: 'Tavolo 8',
    refused: 'Rifiutato dal POS',
    enterOnPos: 'Registralo sul POS',
    hint: 'Il POS non l’ha ancora preso. Conto riprova da solo; con Riprova lo rimandi subito.',
    retry: /^Riprova: Tavolo 7, 22,00 euro$/,
    retried: 'Nuovo invio al POS in corso',
    posTable: 'Tavolo 12',
    posOrder: 'Ordine n. 2',
    fromPos: 'Dal POS · Giulia',
    linesHint: 'Le voci di questo conto si modificano sul POS.',
    menuTab: 'Aggiungi piatti',
    billTab: /^Conto/,
    quantityOf: 'Quantità di Spritz',
    correct: 'Correggi',
    record: 'Registra pagamento',
  },
  en: {
    alert: (n: number) => `${n} payment not in the POS yet`,
    table: 'Table 7',
    order: 'Order #1',
    amount: '22,00 €',
    waiting: 'Waiting · try 1',
    notInPos: 'Not in the POS yet',
    table8: 'Table 8',
    refused: 'Refused by the POS',
    enterOnPos: 'Enter it on the POS',
    hint: 'The POS has not taken it yet. Conto keeps trying; Retry sends it again now.',
    retry: /^Retry: Table 7, 22\.00 euros$/,
    retried: 'Sending it to the POS again',
    posTable: 'Table 12',
    posOrder: 'Order #2',
    fromPos: 'From the POS · Giulia',
    linesHint: 'This bill’s items are changed on the POS.',
    menuTab: 'Add items',
    billTab: /^Bill/,
    quantityOf: 'Quantity of Spritz',
    correct: 'Correct',
    record: 'Record payment',
  },
} as const

/** The restaurant's POS: answers 503 until `accept()`, then 200, applying each webhook-id once. */
async function startPos() {
  const tries: { id: string; type: string; status: number; signed: boolean }[] = []
  const applied = new Map<string, { type: string; total: number }>()
  let accepting = false
  let secret = ''
  const signedBy = (body: string, headers: IncomingHttpHeaders) => {
    try {
      new Webhook(secret).verify(body, headers as Record<string, string>)
      return true
    } catch {
      return false
    }
  }
  const server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      const id = String(request.headers['webhook-id'] ?? '')
      const event = JSON.parse(body) as { type: string; data?: { total?: number } }
      const status = accepting ? 200 : 503
      tries.push({ id, type: event.type, status, signed: signedBy(body, request.headers) })
      // what a POS does with the webhook-id: an event it has already applied is not applied again
      if (accepting && !applied.has(id)) applied.set(id, { type: event.type, total: event.data?.total ?? 0 })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/conto/webhooks`,
    /** the tries of the payment's own event (a bill paid in full also makes a `check.paid`, not a payment) */
    paymentTries: () => tries.filter((attempt) => attempt.type === 'payment.completed'),
    applied,
    accept: () => (accepting = true),
    refuse: () => (accepting = false),
    useSecret: (value: string) => (secret = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Someone's PocketBase token, for the routes the app calls. */
async function tokenOf(person: Person): Promise<string> {
  const response = await fetch(`${process.env.E2E_POCKETBASE_URL}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: person.email, password: person.password }),
  })
  return ((await response.json()) as { token: string }).token
}

/** A Conto route as `person`, as the app calls it. */
async function asStaff(person: Person, method: string, path: string, body: unknown) {
  const response = await fetch(`${process.env.E2E_POCKETBASE_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: await tokenOf(person) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A table (7 unless told) with one open bill of 22,00 €. */
async function openBill(tenant: Tenant, tableName = '7', number = 1): Promise<string> {
  const table = await su<{ id: string }>('POST', '/api/collections/tables/records', { restaurant: tenant.restaurantId, name: tableName, currency: 'EUR' })
  const item = await su<{ id: string }>('POST', '/api/collections/items/records', { restaurant: tenant.restaurantId, name: `Tagliata ${tableName}`, price: 2200, available: true, vat: '10' })
  const order = await su<{ id: string }>('POST', '/api/collections/orders/records', { restaurant: tenant.restaurantId, table: table.id, number, guests: 2 })
  await su('POST', '/api/collections/order_items/records', { order: order.id, item: item.id, quantity: 1, unit_price: 2200 })
  return order.id
}

/** Check CHK-1042 at table 12, as the POS writes it (its products, its line ids, its waiter). */
async function openPosCheck(tenant: Tenant): Promise<{ orderId: string; itemId: string }> {
  const table = await su<{ id: string }>('POST', '/api/collections/tables/records', { restaurant: tenant.restaurantId, name: '12', currency: 'EUR' })
  const product = (name: string, price: number, posProduct: string) =>
    su<{ id: string }>('POST', '/api/collections/items/records', { restaurant: tenant.restaurantId, name, price, available: false, vat: '22', pos_product: posProduct })
  const spritz = await product('Spritz', 600, 'P-SPRITZ')
  const olives = await product('Olive ascolane', 700, 'P-OLIVE')
  const order = await su<{ id: string }>('POST', '/api/collections/orders/records', {
    restaurant: tenant.restaurantId,
    table: table.id,
    number: 2,
    guests: 2,
    pos_check: 'CHK-1042',
    pos_version: 3,
    pos_waiter: 'Giulia',
  })
  await su('POST', '/api/collections/order_items/records', { order: order.id, item: spritz.id, quantity: 2, unit_price: 600, vat: '22', pos_line: 'L1' })
  await su('POST', '/api/collections/order_items/records', { order: order.id, item: olives.id, quantity: 1, unit_price: 700, vat: '22', pos_line: 'L2' })
  return { orderId: order.id, itemId: spritz.id }
}

/** The page at 390 px, then at 1280 px, back at 390 px (the whole page: the alert sits at its top). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true })
  await page.setViewportSize(desktop)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true })
  await page.setViewportSize(phone)
}

test.use({ viewport: phone })

for (const language of ['it', 'en'] as const) {
  test.describe(language, () => {
    const w = words[language]

    test('a waiter sees a payment the POS has not taken and sends it again with one tap', async ({ page }) => {
      test.setTimeout(90_000)
      const pos = await startPos()
      try {
        const tenant = await createTenant(`Sync${language}`)
        const waiter = await tenant.member('waiter', { language })
        const orderId = await openBill(tenant)
        // the admin adds the POS's address as the settings screen does, and keeps the secret
        const created = await asStaff(tenant.admin, 'POST', '/api/conto/pos/endpoints', { restaurant: tenant.restaurantId, url: pos.url })
        expect(created.status).toBe(200)
        pos.useSecret(String(created.body.secret))

        await signIn(page, waiter)
        const alert = page.getByRole('button', { name: w.alert(1) })
        // everything in the POS: nothing said
        await expect(page.getByRole('button', { name: w.table })).toBeVisible()
        await expect(alert).toHaveCount(0)

        // the waiter takes 22,00 € in cash; the delivery loop's first try finds the POS down
        const paid = await asStaff(waiter, 'POST', `/api/conto/orders/${orderId}/payments`, { method: 'cash', split: { mode: 'full' } })
        expect(paid.status).toBe(200)
        await expect.poll(() => pos.paymentTries().length, { timeout: 15_000 }).toBe(1)
        expect(pos.paymentTries()[0]).toMatchObject({ status: 503, signed: true })
        const paymentDeliveries = `restaurant = "${tenant.restaurantId}" && event.type = "payment.completed"`
        const [delivery] = (await su<{ items: { id: string }[] }>('GET', `/api/collections/pos_deliveries/records?filter=${encodeURIComponent(paymentDeliveries)}`)).items
        const deliveryId = delivery?.id ?? ''
        // once the loop has written down the 503, its next try is moved an hour away (as after a
        // few failures): only the retry can bring the payment in soon
        await expect.poll(async () => (await getRecord<{ last_status: number }>('pos_deliveries', deliveryId)).last_status).toBe(503)
        await su('PATCH', `/api/collections/pos_deliveries/records/${deliveryId}`, { next_attempt_at: new Date(Date.now() + 3_600_000).toISOString().replace('T', ' ') })

        // the floor says so (read every 10 s while the POS misses something), and opens to the row
        await expect(alert).toBeVisible({ timeout: 20_000 })
        await expect(alert).toHaveAttribute('aria-expanded', 'false')
        await alert.click()
        await expect(alert).toHaveAttribute('aria-expanded', 'true')
        await expect(page.getByText(w.hint)).toBeVisible()
        const row = page.getByTestId('pos-unsynced-row')
        await expect(row).toHaveCount(1)
        await expect(row.getByText(w.table, { exact: true })).toBeVisible()
        await expect(row.getByRole('link', { name: w.order })).toHaveAttribute('href', `/admin/orders/${orderId}`)
        await expect(row.getByText(w.amount)).toBeVisible()
        await expect(row.getByText(w.waiting, { exact: true })).toBeVisible()
        const retry = row.getByRole('button', { name: w.retry })
        await expect(retry).toBeEnabled()
        const audit = accessibilityAudit(page)
        await audit.check('floor, a payment not in the POS yet')
        await shoot(page, `floor-pos-unsynced-${language}`)

        // the order's screen says it too, beside its payments
        await row.getByRole('link', { name: w.order }).click()
        await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`))
        const orderRows = page.getByRole('group', { name: w.notInPos }).getByTestId('pos-unsynced-row')
        await expect(orderRows).toHaveCount(1)
        await expect(orderRows.getByText(w.waiting, { exact: true })).toBeVisible()
        await expect(orderRows.getByRole('button', { name: w.retry })).toBeVisible()
        await audit.check('order screen, a payment not in the POS yet')
        await shoot(page, `order-pos-unsynced-${language}`)
        await page.goBack()
        await alert.click()

        // the POS is back; the waiter taps Retry (twice, in a hurry): sent once more, taken, gone
        pos.accept()
        await retry.dblclick()
        await expect(page.getByText(w.retried).first()).toBeVisible()
        await expect(row).toHaveCount(0, { timeout: 15_000 })
        await expect(alert).toHaveCount(0)
        const tries = pos.paymentTries()
        expect(tries.map((attempt) => attempt.status)).toEqual([503, 200])
        // the same event both times (webhook-id), signed with the endpoint's secret, applied once
        expect(new Set(tries.map((attempt) => attempt.id)).size).toBe(1)
        expect(tries.every((attempt) => attempt.signed)).toBe(true)
        expect([...pos.applied.values()].filter((event) => event.type === 'payment.completed')).toEqual([{ type: 'payment.completed', total: 2200 }])
        expect(await getRecord<{ status: string; attempts: number }>('pos_deliveries', deliveryId)).toMatchObject({ status: 'delivered', attempts: 2 })

        // a payment the till refused for good (as Lightspeed's webhook writes it): said, no Retry
        pos.refuse()
        const secondOrder = await openBill(tenant, '8', 3)
        expect((await asStaff(waiter, 'POST', `/api/conto/orders/${secondOrder}/payments`, { method: 'cash', split: { mode: 'full' } })).status).toBe(200)
        const secondFilter = encodeURIComponent(`event.order = "${secondOrder}" && event.type = "payment.completed"`)
        const secondDelivery = async () => (await su<{ items: { id: string; last_status: number }[] }>('GET', `/api/collections/pos_deliveries/records?filter=${secondFilter}`)).items[0]
        await expect.poll(async () => (await secondDelivery())?.last_status, { timeout: 15_000 }).toBe(503)
        const refusedAt = new Date().toISOString().replace('T', ' ')
        await su('PATCH', `/api/collections/pos_deliveries/records/${(await secondDelivery())?.id}`, { status: 'failed', settled_at: refusedAt, last_error: 'Refused by the till.' })
        await expect(alert).toBeVisible({ timeout: 20_000 })
        await alert.click()
        await expect(row).toHaveCount(1)
        await expect(row.getByText(w.table8, { exact: true })).toBeVisible()
        await expect(row.getByText(w.refused, { exact: true })).toBeVisible()
        await expect(row.getByText(w.enterOnPos)).toBeVisible()
        await expect(row.getByRole('button')).toHaveCount(0)
        await audit.check('floor, a payment the till refused')
        await shoot(page, `floor-pos-refused-${language}`)
        audit.expectNone()
      } finally {
        await pos.close()
      }
    })

    test('a check from the POS says so, and its lines cannot be changed in Conto', async ({ page, browser, baseURL }) => {
      test.setTimeout(60_000)
      const tenant = await createTenant(`Check${language}`)
      const waiter = await tenant.member('waiter', { language })
      const admin = language === 'it' ? tenant.admin : await tenant.member('admin', { language })
      const { orderId, itemId } = await openPosCheck(tenant)
      const audit = accessibilityAudit(page)

      // on the floor: the lines, with no − / +, no menu to add from, no corrections; payments stay
      await signIn(page, waiter)
      await page.getByRole('button', { name: w.posTable }).click()
      const panel = page.getByRole('dialog', { name: w.posTable })
      await expect(panel.getByText(w.fromPos)).toBeVisible()
      await expect(panel.getByText(w.linesHint)).toBeVisible()
      await expect(panel.getByText('Spritz')).toBeVisible()
      await expect(panel.getByText('×2')).toBeVisible()
      await expect(panel.getByRole('tab', { name: w.billTab })).toBeVisible()
      await expect(panel.getByRole('tab', { name: w.menuTab })).toHaveCount(0)
      await expect(panel.getByRole('group', { name: w.quantityOf })).toHaveCount(0)
      await expect(panel.getByRole('button', { name: w.correct })).toHaveCount(0)
      await expect(panel.getByRole('button', { name: w.record })).toBeVisible()
      await audit.check('floor panel, a POS check')
      await shoot(page, `floor-pos-check-panel-${language}`)

      // the rules agree: a waiter cannot add a line to it behind the screen's back
      const added = await asStaff(waiter, 'POST', '/api/collections/order_items/records', { order: orderId, item: itemId, quantity: 1, unit_price: 600 })
      expect([400, 403]).toContain(added.status)

      // the order's screen, as an admin: they correct any other order's lines, not this one's
      const office = await otherPage(browser, baseURL)
      const officeAudit = accessibilityAudit(office)
      await signIn(office, admin)
      await office.goto(`/admin/orders/${orderId}`)
      await expect(office.getByRole('heading', { name: w.posOrder, level: 1 })).toBeVisible()
      await expect(office.getByText(w.fromPos)).toBeVisible()
      await expect(office.getByText(w.linesHint)).toBeVisible()
      await expect(office.getByRole('row', { name: /Spritz/ })).toBeVisible()
      await expect(office.getByRole('button', { name: new RegExp(`^${w.correct}`) })).toHaveCount(0)
      await expect(office.getByRole('button', { name: w.record })).toBeVisible()
      await officeAudit.check('order screen, a POS check')
      await shoot(office, `order-pos-check-${language}`)
      await office.context().close()
      audit.expectNone()
      officeAudit.expectNone()
    })
  })
}
