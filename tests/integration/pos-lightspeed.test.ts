// A restaurant's Lightspeed K-Series till as a POS endpoint (docs/decisions/044), end to end on the
// real PocketBase and functions, with Lightspeed played by Prism serving its published Order and
// Pay document (tests/fixtures/lightspeed/) behind the proxy that adds the one rule Prism cannot
// keep (a payment reference is taken once). A check changed on the till becomes the table's check;
// a diner's payment is posted once with the tip apart; a retry is "already posted"; Lightspeed's
// outcome settles it, or fails it for good and the floor says to enter it on the till.
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleFunctionRequest } from '../../api-functions/_lib/router.ts'
import { callFunctionRoute } from '../../api-functions/_lib/pocketbase-admin.ts'
import { deliverDueWebhooks } from '../../api-functions/pos/webhook-deliveries.ts'
import { callConto } from '@/lib/api/conto-api'
import { admin } from '../support/bill.ts'
import { testContext } from '../support/functions.ts'
import { call, createPlace, type Place } from '../support/place.ts'
import { startLightspeedTill, type LightspeedTill } from '../support/lightspeed-till.ts'
import { payByQr } from '../support/pos-receiver.ts'
import { startPrism, type RunningPrism } from '../support/prism.ts'

process.env.CONTO_POS_WEBHOOKS_ALLOW_HTTP = 'true'
const ctx = testContext()
const DOCUMENT = fileURLToPath(new URL('../fixtures/lightspeed/lightspeed-order-and-pay-api-openapi.yml', import.meta.url))
// the document's own examples: the location, the account on table 2, the 400 of a reused reference
const LOCATION = 45454565682155
const ACCOUNT = 'A78094.48'
const REUSE_ANSWER = { timestamp: '2023-11-07T23:00:20.075+0000', status: 400, error: 'Bad Request', message: 'reference has already been used 12345678901234', path: '/o/op/1/pay' }

let prism: RunningPrism
let till: LightspeedTill
let place: Place
let tableId: string
let endpointId: string
let inboundToken: string

async function notify(body: unknown, token = inboundToken) {
  const request = new Request(`http://127.0.0.1/api/pos/lightspeed/${endpointId}?token=${token}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) })
  const response = await handleFunctionRequest(request, ctx)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function deliveryOf(transactionId: string) {
  const su = await admin()
  const event = await su.collection('pos_events').getFirstListItem(su.filter("payment = {:tx} && type = 'payment.completed'", { tx: transactionId }))
  return su.collection('pos_deliveries').getFirstListItem(su.filter('event = {:event}', { event: event.id }))
}

beforeAll(async () => {
  prism = await startPrism(DOCUMENT)
  till = await startLightspeedTill(prism.url, REUSE_ANSWER)
  place = await createPlace({ closed: true })
  // Conto's table is named as the till numbers it
  tableId = (await (await admin()).collection('tables').create({ restaurant: place.restaurantId, name: '2', currency: 'EUR' })).id
  const connected = await callConto(
    'connectLightspeed',
    {},
    { restaurant: place.restaurantId, url: till.url, accessToken: 'test-access-token', businessLocationId: LOCATION, webhookEndpointId: 'CONTO-PAYMENTS' },
    place.staff.admin,
  )
  endpointId = connected.endpoint.id
  inboundToken = connected.inboundToken
})
afterAll(async () => {
  await till?.close()
  await prism?.stop()
})

describe('a Lightspeed till beside Conto', () => {
  it("a check changed on the till becomes the table's check in Conto; one the till has part-paid does not", async () => {
    // Prism answers the document's example account: part paid on the till
    expect((await notify({ type: 'ORDER', status: 'CHECK_WAS_UPDATED', account: { tableNumber: 2 } })).body).toMatchObject({ check: 'not_imported: part paid on the till' })
    // the same account, nothing paid yet (the example, with its payments taken out)
    const example = await (await fetch(`${till.url}/o/op/1/order/table/2/getCheck?businessLocationId=${LOCATION}`, { headers: { authorization: 'Bearer test-access-token' } })).json()
    till.failNext({ status: 200, body: JSON.stringify({ ...example, paidAmount: 0, paymentEntries: [] }) })
    const imported = await notify({ type: 'ORDER', status: 'CHECK_WAS_UPDATED', account: { tableNumber: 2 } })
    expect(imported).toMatchObject({ status: 200, body: { check: 'imported: version 1' } })
    const check = (await callFunctionRoute(ctx.pocketbase, 'posCheck', {}, { restaurant: place.restaurantId, checkId: ACCOUNT })).check
    expect(check).toMatchObject({ id: ACCOUNT, status: 'open', table: { id: tableId, name: '2' } })
    expect(check.lines.length).toBeGreaterThan(0)
    expect(check.total).toBeGreaterThan(0)
  })

  it('a diner’s payment is posted once, the tip apart; sent again it is "already posted", not paid twice', async () => {
    const paid = await payByQr(tableId, ctx, { mode: 'equal', totalGuests: 2, payingFor: 1, items: [] }, 150, 'lightspeed-diner-a')
    await deliverDueWebhooks(ctx, { restaurant: place.restaurantId })
    const posted = till.payCalls.filter((one) => one.body.thirdPartyPaymentReference === paid)
    expect(posted).toHaveLength(1)
    const payment = (await (await admin()).collection('transactions').getOne(paid)) as unknown as { base_amount: number }
    expect(posted[0]).toMatchObject({
      prismStatus: 200,
      violations: null,
      answered: 200,
      body: { businessLocationId: LOCATION, endpointId: 'CONTO-PAYMENTS', iKaccountIdentifier: ACCOUNT, paymentAmount: payment.base_amount / 100, tipAmount: 1.5 },
    })
    expect(await deliveryOf(paid)).toMatchObject({ status: 'delivered', attempts: 1 })

    // a waiter taps "retry" (the answer was lost, say): the till says the reference was used
    await callConto('resendPosDelivery', { deliveryId: (await deliveryOf(paid)).id }, undefined, place.staff.waiter)
    await deliverDueWebhooks(ctx, { restaurant: place.restaurantId })
    expect(till.payCalls.filter((one) => one.body.thirdPartyPaymentReference === paid).map((one) => one.answered)).toEqual([200, 400])
    expect(await deliveryOf(paid)).toMatchObject({ status: 'delivered', attempts: 2, last_error: 'Already on the till (posted before).' })

    // Lightspeed's outcome settles it
    expect((await notify({ type: 'PAYMENT', status: 'SUCCESS', thirdPartyReference: paid, businessLocationId: LOCATION })).body).toMatchObject({ settled: 'delivered' })
    expect((await deliveryOf(paid)).settled_at).not.toBe('')
  })

  it('a payment the till refuses fails for good: the floor says to enter it on the till, and a retry is refused', async () => {
    const paid = await payByQr(tableId, ctx, { mode: 'equal', totalGuests: 2, payingFor: 1, items: [] }, 0, 'lightspeed-diner-b')
    await deliverDueWebhooks(ctx, { restaurant: place.restaurantId })
    const refused = await notify({ type: 'PAYMENT', status: 'FAILURE', thirdPartyReference: paid, reason: 'Account is closed', errors: { account: { type: 'ACCOUNT_ALREADY_CLOSED' } } })
    expect(refused.body).toMatchObject({ settled: 'failed' })
    expect(await deliveryOf(paid)).toMatchObject({ status: 'failed', last_error: 'Lightspeed did not take it: Account is closed · ACCOUNT_ALREADY_CLOSED.' })
    const unsynced = await callConto('posUnsynced', { restaurant: place.restaurantId }, undefined, place.staff.waiter)
    expect(unsynced.payments.filter((one) => one.transactionId === paid).map((one) => [one.status, one.refusedByTill])).toEqual([['failed', true]])
    const retry = await call(place.staff.waiter, 'POST', `/api/conto/pos/deliveries/${(await deliveryOf(paid)).id}/resend`)
    expect([retry.status, retry.body.error?.code]).toEqual([409, 'till_refused'])
    // a SUCCESS that comes after it (Lightspeed's webhooks come in any order): the till has it after all
    expect((await notify({ type: 'PAYMENT', status: 'SUCCESS', thirdPartyReference: paid })).body).toMatchObject({ settled: 'delivered' })
  })

  it('refuses a wrong token and a body that is not a notification; ignores an outcome for a payment it never posted', async () => {
    expect((await notify({ type: 'PAYMENT', status: 'SUCCESS', thirdPartyReference: 'x' }, 'wrong-token')).status).toBe(404)
    expect((await notify('not json')).status).toBe(400)
    expect(await notify({ type: 'PAYMENT', status: 'SUCCESS', thirdPartyReference: 'never-posted' })).toMatchObject({ status: 200, body: { settled: null } })
  })
})
