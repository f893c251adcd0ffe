import { accessibilityAudit } from '../axe.ts'
import { expect, test } from '../fixtures.ts'
import { createTenant, getRecord, signIn, su, type Person, type Tenant, shootCardAtBothSizes } from './office-helpers.ts'

// Issue 39: an admin's webhook endpoints for the restaurant's POS, on the restaurant's settings.
// The signing secret is shown once; a payment recorded at a table makes a delivery to each active
// endpoint, listed in the log with "Send again"; a disabled endpoint is listed as disabled. The
// payment is half the bill, so no "check paid" delivery follows it.
// The functions' delivery loop runs in the e2e web server: the endpoint refuses every try.

const SIGNING_SECRET = /^whsec_[A-Za-z0-9]{32}$/
// an address that refuses connections: nothing could ever be delivered there
const POS_URL = 'http://127.0.0.1:9/pos'

const words = {
  it: {
    title: 'Webhook POS',
    fiscal: 'IVA e cassa',
    url: 'Indirizzo del POS (URL)',
    urlRequired: "Scrivi l'indirizzo del POS",
    urlInvalid: 'Scrivi un indirizzo che inizi con http:// o https://',
    add: 'Aggiungi indirizzo',
    secret: 'Segreto di firma',
    warning: 'non verrà più mostrato',
    copy: 'Copia',
    copied: 'Segreto copiato negli appunti.',
    done: 'Fatto',
    noEndpoints: 'Nessun indirizzo, per ora.',
    noDeliveries: /^Nessuna consegna, per ora/,
    active: 'Attivo',
    disabled: 'Disattivato',
    refresh: 'Aggiorna le consegne',
    completed: 'Pagamento ricevuto',
    table: 'Tavolo 7',
    amount: '11,00 €',
    waitingTry: (n: number) => `In attesa · tentativo ${n}`,
    noAnswer: 'Nessuna risposta dal POS',
    nextTry: /^Prossimo tentativo: \d/,
    notDelivered: 'Non consegnata',
    lastStatus: 'Ultima risposta: HTTP 503',
    resend: /^Invia di nuovo: Pagamento ricevuto, \d/,
    resent: 'Consegna di nuovo in attesa di invio',
    disableLabel: `Disattiva l'indirizzo ${POS_URL}`,
    disableTitle: 'Disattivare questo indirizzo?',
    disable: 'Disattiva',
    disabledToast: 'Indirizzo disattivato',
  },
  en: {
    title: 'POS webhooks',
    fiscal: 'VAT and till',
    url: "The POS's address (URL)",
    urlRequired: "Enter the POS's address",
    urlInvalid: 'Enter an address starting with http:// or https://',
    add: 'Add endpoint',
    secret: 'Signing secret',
    warning: 'it will not be shown again',
    copy: 'Copy',
    copied: 'Secret copied to the clipboard.',
    done: 'Done',
    noEndpoints: 'No endpoints yet.',
    noDeliveries: /^No deliveries yet/,
    active: 'Active',
    disabled: 'Disabled',
    refresh: 'Refresh the deliveries',
    completed: 'Payment completed',
    table: 'Table 7',
    amount: '11,00 €',
    waitingTry: (n: number) => `Waiting · try ${n}`,
    noAnswer: 'No answer from the POS',
    nextTry: /^Next try: \d/,
    notDelivered: 'Not delivered',
    lastStatus: 'Last answer: HTTP 503',
    resend: /^Send again: Payment completed, \d/,
    resent: 'Delivery waiting to be sent again',
    disableLabel: `Disable the endpoint ${POS_URL}`,
    disableTitle: 'Disable this endpoint?',
    disable: 'Disable',
    disabledToast: 'Endpoint disabled',
  },
} as const

/** Table 7 with one open bill of 22,00 €, half of it to be paid at the till. */
async function openBill(tenant: Tenant): Promise<string> {
  const table = await su<{ id: string }>('POST', '/api/collections/tables/records', { restaurant: tenant.restaurantId, name: '7', currency: 'EUR' })
  const item = await su<{ id: string }>('POST', '/api/collections/items/records', { restaurant: tenant.restaurantId, name: 'Tagliata', price: 2200, available: true, vat: '10' })
  const order = await su<{ id: string }>('POST', '/api/collections/orders/records', { restaurant: tenant.restaurantId, table: table.id, number: 1, guests: 2 })
  await su('POST', '/api/collections/order_items/records', { order: order.id, item: item.id, quantity: 1, unit_price: 2200 })
  return order.id
}

/**
 * A cash payment of half the bill, recorded by staff through the ledger route, as the order screen
 * does: the bill stays open, so the log holds this payment's delivery alone (paying it in full would
 * add a "check paid" one).
 */
async function payInCash(person: Person, orderId: string) {
  const base = process.env.E2E_POCKETBASE_URL
  const signedIn = await fetch(`${base}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: person.email, password: person.password }),
  })
  const { token } = (await signedIn.json()) as { token: string }
  const paid = await fetch(`${base}/api/conto/orders/${orderId}/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ method: 'cash', split: { mode: 'amount', amount: 1100 } }),
  })
  expect(paid.status).toBe(200)
}

for (const language of ['it', 'en'] as const) {
  test.describe(language, () => {
    const w = words[language]

    test('an admin adds an endpoint, sees its secret once, sends a delivery again and disables it', async ({ page, context }) => {
      test.setTimeout(60_000)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const tenant = await createTenant(`Hook${language}`)
      const admin = language === 'it' ? tenant.admin : await tenant.member('admin', { language })
      const orderId = await openBill(tenant)
      await signIn(page, admin)
      await page.goto('/admin/restaurant')
      const card = page.getByRole('region', { name: w.title })
      await expect(card.getByText(w.noEndpoints)).toBeVisible()
      await expect(card.getByText(w.noDeliveries)).toBeVisible()

      // nothing sent without an address, or with one the POS could not be reached at
      const urlField = card.getByLabel(w.url)
      await card.getByRole('button', { name: w.add }).click()
      await expect(card.getByText(w.urlRequired)).toBeVisible()
      await expect(urlField).toBeFocused()
      await urlField.fill('cassa.local/pos')
      await card.getByRole('button', { name: w.add }).click()
      await expect(card.getByText(w.urlInvalid)).toBeVisible()
      await urlField.fill(POS_URL)
      await card.getByRole('button', { name: w.add }).click()

      // the signing secret, once, focused and with its warning
      const secretField = card.getByLabel(w.secret, { exact: true })
      await expect(secretField).toBeFocused()
      const secret = await secretField.inputValue()
      expect(secret).toMatch(SIGNING_SECRET)
      await expect(card.getByText(w.warning)).toBeVisible()
      await card.getByRole('button', { name: w.copy }).click()
      await expect(card.getByText(w.copied)).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
      const audit = accessibilityAudit(page)
      await audit.check('POS signing secret shown once')
      await shootCardAtBothSizes(page, card, `office-pos-webhook-secret-${language}`)

      // "Done": gone for good; the endpoint is listed, active
      await card.getByRole('button', { name: w.done }).click()
      await expect(secretField).toHaveCount(0)
      await expect(urlField).toBeFocused()
      await expect(urlField).toHaveValue('')
      const endpointRow = card.getByTestId('pos-endpoint-row').filter({ hasText: POS_URL })
      await expect(endpointRow.getByText(w.active, { exact: true })).toBeVisible()
      expect(await page.content()).not.toContain(secret)

      // a payment at table 7 makes a delivery to the endpoint; the functions try it within seconds
      // and find no one there: waiting, with what the try got
      await payInCash(admin, orderId)
      const deliveryRow = card.getByTestId('pos-delivery-row')
      await expect(async () => {
        await card.getByRole('button', { name: w.refresh }).click()
        await expect(deliveryRow.getByText(w.waitingTry(1), { exact: true })).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await expect(deliveryRow).toHaveCount(1)
      await expect(deliveryRow.getByText(w.completed)).toBeVisible()
      await expect(deliveryRow.getByText(w.amount)).toBeVisible()
      await expect(deliveryRow.getByText(w.table)).toBeVisible()
      await expect(deliveryRow).toContainText(POS_URL)
      await expect(deliveryRow.getByText(w.noAnswer)).toBeVisible()
      await expect(deliveryRow.getByText(w.nextTry)).toBeVisible()
      const deliveries = await su<{ items: { id: string }[] }>('GET', `/api/collections/pos_deliveries/records?filter=${encodeURIComponent(`restaurant = "${tenant.restaurantId}"`)}`)
      const deliveryId = deliveries.items[0]?.id ?? ''

      // days later the last try failed too: written as the functions record it (no test waits 4 days)
      await su('PATCH', `/api/collections/pos_deliveries/records/${deliveryId}`, { status: 'failed', attempts: 11, last_status: 503, last_error: 'Answered 503.' })
      await page.reload()
      await expect(deliveryRow.getByText(w.notDelivered, { exact: true })).toBeVisible()
      await expect(deliveryRow.getByText(w.lastStatus)).toBeVisible()
      await audit.check('POS deliveries, one not delivered')
      await shootCardAtBothSizes(page, card, `office-pos-webhook-failed-${language}`)

      // "Send again": said at once, the focus kept on the button (the row may already show the
      // functions' next try: they look every 5 s)
      await deliveryRow.getByRole('button', { name: w.resend }).click()
      await expect(page.getByText(w.resent)).toBeVisible()
      await expect(deliveryRow.getByRole('button', { name: w.resend })).toBeFocused()
      // and the functions try it once more: no one there this time either
      await expect(async () => {
        await card.getByRole('button', { name: w.refresh }).click()
        await expect(deliveryRow.getByText(w.notDelivered, { exact: true })).toBeVisible({ timeout: 1_000 })
        await expect(deliveryRow.getByText(w.noAnswer)).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      expect(await getRecord<{ status: string; attempts: number }>('pos_deliveries', deliveryId)).toMatchObject({ status: 'failed', attempts: 12 })

      // disabled after a confirmation: listed as disabled, its delivery on hold
      await endpointRow.getByRole('button', { name: w.disableLabel }).click()
      const confirm = page.getByRole('dialog', { name: w.disableTitle })
      await expect(confirm).toContainText(POS_URL)
      await confirm.getByRole('button', { name: w.disable, exact: true }).click()
      await expect(page.getByText(w.disabledToast, { exact: true })).toBeVisible()
      await expect(confirm).toBeHidden()
      await expect(endpointRow.getByText(w.disabled, { exact: true })).toBeVisible()
      await expect(endpointRow.getByRole('button')).toHaveCount(0)
      // nothing is sent to a disabled endpoint, so its deliveries cannot be sent again
      await expect(deliveryRow.getByRole('button')).toHaveCount(0)
      const endpointId = (await su<{ items: { id: string }[] }>('GET', `/api/collections/pos_endpoints/records?filter=${encodeURIComponent(`restaurant = "${tenant.restaurantId}"`)}`)).items[0]?.id ?? ''
      expect((await getRecord<{ active: boolean }>('pos_endpoints', endpointId)).active).toBe(false)
      await audit.check('POS webhooks, endpoint disabled')
      audit.expectNone()
      await shootCardAtBothSizes(page, card, `office-pos-webhook-disabled-${language}`)
    })

    test('a manager does not see the POS webhooks', async ({ page }) => {
      const tenant = await createTenant(`HookManager${language}`)
      const manager = await tenant.member('manager', { language })
      await signIn(page, manager)
      await page.goto('/admin/restaurant')
      await expect(page.getByRole('region', { name: w.fiscal })).toBeVisible()
      await expect(page.getByRole('region', { name: w.title })).toHaveCount(0)
      await expect(page.getByRole('button', { name: w.add })).toHaveCount(0)
    })
  })
}
