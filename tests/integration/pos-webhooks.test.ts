// Payments out to a POS as Standard Webhooks (docs/decisions/043), on the real PocketBase and the
// functions' own delivery loop, to a receiver that verifies each message with the
// `standardwebhooks` library and applies an event once by its webhook-id, as the convention asks.
// Faults as inputs: a receiver answering 500 three times, one that times out after applying, and
// PocketBase killed (-9) between the payment and its delivery: each event is applied exactly once.
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callFunctionRoute } from '../../api-functions/_lib/pocketbase-admin.ts'
import { deliverDueWebhooks } from '../../api-functions/pos/webhook-deliveries.ts'
import { FUNCTION_ROUTES } from '@/domain/function-routes'
import type { PosCheck } from '@/domain/pos-api'
import { callConto } from '@/lib/api/conto-api'
import { startPocketBase, type RunningPocketBase } from '../../scripts/lib/pocketbase-process.ts'
import { admin } from '../support/bill.ts'
import { signIn, STAFF_PASSWORD, superuserClient } from '../support/fixtures.ts'
import { freePort } from '../support/global-setup.ts'
import { call, createPlace } from '../support/place.ts'
import { testContext } from '../support/functions.ts'
import { fetchPosDocument, webhookValidator } from '../support/pos-contract.ts'
import { payByQr, startReceiver, subscribe, type Receiver } from '../support/pos-receiver.ts'

process.env.CONTO_POS_WEBHOOKS_ALLOW_HTTP = 'true'
const ctx = testContext()

/** Makes every pending delivery due now (the backoff is the hook's; the test does not wait days). */
async function makeDueNow(su: PocketBase, restaurantId: string) {
  const pending = await su.collection('pos_deliveries').getFullList({ filter: su.filter('restaurant = {:r} && status = "pending"', { r: restaurantId }) })
  for (const delivery of pending) await su.collection('pos_deliveries').update(delivery.id, { next_attempt_at: new Date(Date.now() - 1000).toISOString().replace('T', ' ') })
}

describe('POS webhooks on the shared PocketBase', () => {
  let receiver: Receiver
  beforeAll(async () => {
    receiver = await startReceiver()
  })
  afterAll(() => receiver?.close())

  it('a third by QR with a tip and an item by QR: two payment.completed events, signed, adding up to what was paid', async () => {
    const place = await createPlace({ lines: [{ price: 1200, quantity: 2, vat: '10' }, { price: 600, quantity: 1, vat: '10' }] })
    await subscribe(place, receiver)
    const third = await payByQr(place.tableId, ctx, { mode: 'equal', totalGuests: 3, payingFor: 1, items: [] }, 150, 'hook-a')
    const item = await payByQr(place.tableId, ctx, { mode: 'items', totalGuests: 1, payingFor: 1, items: [{ orderItemId: place.lineIds[1]!, quantity: 1 }] }, 0, 'hook-b')
    expect(await deliverDueWebhooks(ctx, { restaurant: place.restaurantId })).toBeGreaterThanOrEqual(2)

    const mine = receiver.state.applied.filter((event) => [third, item].includes(event.data.id))
    expect(mine.map((event) => [event.type, event.data.id])).toEqual([['payment.completed', third], ['payment.completed', item]])
    expect(receiver.state.refusedSignatures).toBe(0)
    // each message is what the served OpenAPI document's webhooks say it is
    const validate = webhookValidator(await fetchPosDocument(ctx), 'payment.completed')
    for (const event of mine) expect(validate(event)).toEqual({ valid: true, errors: 'No errors' })
    const [first, second] = mine.map((event) => event.data)
    expect(first).toMatchObject({ channel: 'qr', method: 'mastercard', amount: 1000, tip: 150, total: 1150, lines: [] })
    expect(second).toMatchObject({ amount: 600, tip: 0, lines: [{ lineId: place.lineIds[1], quantity: 1, amount: 600 }] })
    // the two events are what the bill counts as paid (of its 30,00 €)
    const bill = await (await admin()).collection('order_payments_status').getOne(place.orderId)
    expect(bill).toMatchObject({ total_amount: 3000, paid_amount: first!.amount + second!.amount })
    // delivered once each: nothing of this restaurant is left to send (other files' deliveries may be)
    await deliverDueWebhooks(ctx, { restaurant: place.restaurantId })
    expect(receiver.state.applied.filter((event) => [third, item].includes(event.data.id))).toHaveLength(2)
    const su = await admin()
    const deliveries = await su.collection('pos_deliveries').getFullList({ filter: su.filter('restaurant = {:r}', { r: place.restaurantId }) })
    expect(deliveries.map((delivery) => [delivery.status, delivery.attempts])).toEqual([['delivered', 1], ['delivered', 1]])
  })

  it('a receiver that answers 500 three times gets the event on the fourth try, and applies it once', async () => {
    const place = await createPlace({ lines: [{ price: 900, quantity: 1 }] })
    await subscribe(place, receiver)
    // part of the bill, so that the payment is this restaurant's only event (no check.paid)
    const paid = await callConto('recordPayment', { orderId: place.orderId }, { method: 'terminal', split: { mode: 'amount', amount: 400 } }, place.staff.waiter)
    const su = await admin()
    receiver.state.failNext = 3
    for (let round = 0; round < 4; round++) {
      await makeDueNow(su, place.restaurantId)
      await deliverDueWebhooks(ctx, { restaurant: place.restaurantId })
    }
    const delivery = await su.collection('pos_deliveries').getFirstListItem(su.filter('restaurant = {:r}', { r: place.restaurantId }))
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 4, last_status: 200 })
    expect(receiver.state.applied.filter((event) => event.data.id === paid.transaction.id)).toHaveLength(1)
  })

  it('a receiver that applies the event and answers too late gets it again and applies it once; a void follows as its own event', async () => {
    const place = await createPlace({ lines: [{ price: 700, quantity: 1 }] })
    await subscribe(place, receiver)
    const paid = await callConto('recordPayment', { orderId: place.orderId }, { method: 'cash', split: { mode: 'amount', amount: 300 } }, place.staff.waiter)
    const su = await admin()
    const before = receiver.state.received
    receiver.state.hangAfterApply = 1500
    await deliverDueWebhooks(ctx, { timeoutMs: 300, restaurant: place.restaurantId })
    const late = await su.collection('pos_deliveries').getFirstListItem(su.filter('restaurant = {:r}', { r: place.restaurantId }))
    expect(late).toMatchObject({ status: 'pending', attempts: 1, last_status: 0 })
    expect(late.last_error).toMatch(/No answer within 0.3 s/)
    await makeDueNow(su, place.restaurantId)
    await deliverDueWebhooks(ctx, { restaurant: place.restaurantId })
    expect(receiver.state.received - before).toBe(2)
    expect(receiver.state.applied.filter((event) => event.data.id === paid.transaction.id)).toHaveLength(1)

    await callConto('voidPayment', { transactionId: paid.transaction.id }, { reason: 'Errore' }, place.staff.manager)
    await deliverDueWebhooks(ctx, { restaurant: place.restaurantId })
    const events = receiver.state.applied.filter((event) => event.data.id === paid.transaction.id)
    expect(events.map((event) => [event.type, event.data.status])).toEqual([['payment.completed', 'completed'], ['payment.voided', 'voided']])
  })

  it('a disabled endpoint gets nothing; "send again" brings a delivery back; only https unless allowed', async () => {
    const place = await createPlace({ lines: [{ price: 500, quantity: 2 }] })
    const endpoint = await subscribe(place, receiver)
    await callConto('recordPayment', { orderId: place.orderId }, { method: 'cash', split: { mode: 'amount', amount: 500 } }, place.staff.waiter)
    await callConto('disablePosEndpoint', { endpointId: endpoint.endpoint.id }, undefined, place.staff.admin)
    await deliverDueWebhooks(ctx, { restaurant: place.restaurantId })
    const su = await admin()
    const waiting = await su.collection('pos_deliveries').getFullList({ filter: su.filter('restaurant = {:r}', { r: place.restaurantId }) })
    expect(waiting.map((delivery) => [delivery.status, delivery.attempts])).toEqual([['pending', 0]])

    // a payment after the endpoint was disabled makes no delivery at all
    await callConto('recordPayment', { orderId: place.orderId }, { method: 'cash', split: { mode: 'amount', amount: 500 } }, place.staff.waiter)
    expect(await su.collection('pos_deliveries').getFullList({ filter: su.filter('restaurant = {:r}', { r: place.restaurantId }) })).toHaveLength(1)

    // https only, unless allowed: a plain http address is not fetched
    const other = await createPlace({ lines: [{ price: 500, quantity: 1 }] })
    await subscribe(other, receiver)
    await callConto('recordPayment', { orderId: other.orderId }, { method: 'cash', split: { mode: 'amount', amount: 200 } }, other.staff.waiter)
    process.env.CONTO_POS_WEBHOOKS_ALLOW_HTTP = 'false'
    const received = receiver.state.received
    await deliverDueWebhooks(ctx, { restaurant: other.restaurantId }).finally(() => (process.env.CONTO_POS_WEBHOOKS_ALLOW_HTTP = 'true'))
    expect(receiver.state.received).toBe(received)
    const refused = await su.collection('pos_deliveries').getFirstListItem(su.filter('restaurant = {:r}', { r: other.restaurantId }))
    expect(refused).toMatchObject({ status: 'pending', last_status: 0, last_error: 'Only https:// addresses receive payments.' })
    // an admin sends it again: due now, delivered
    await callConto('resendPosDelivery', { deliveryId: refused.id }, undefined, other.staff.admin)
    await deliverDueWebhooks(ctx, { restaurant: other.restaurantId })
    expect((await su.collection('pos_deliveries').getOne(refused.id)).status).toBe('delivered')
  })

  it('a waiter sees a payment not in the POS yet and retries it; a tap while a try is in flight adds nothing', async () => {
    const place = await createPlace({ lines: [{ price: 800, quantity: 1 }] })
    await subscribe(place, receiver)
    const paid = await callConto('recordPayment', { orderId: place.orderId }, { method: 'cash', split: { mode: 'amount', amount: 300 } }, place.staff.waiter)
    receiver.state.failNext = 1
    await deliverDueWebhooks(ctx, { restaurant: place.restaurantId })
    const [row] = (await callConto('posUnsynced', { restaurant: place.restaurantId }, undefined, place.staff.waiter)).payments
    expect(row).toMatchObject({ transactionId: paid.transaction.id, status: 'pending', attempts: 1, lastStatus: 500, sending: false, refusedByTill: false, amount: 300 })
    // another restaurant's waiter sees none of it, and cannot retry it
    expect((await call(place.staff.otherWaiter, 'GET', `/api/conto/pos/unsynced?restaurant=${place.restaurantId}`)).status).toBe(404)
    expect((await call(place.staff.otherWaiter, 'POST', `/api/conto/pos/deliveries/${row!.deliveryId}/resend`)).status).toBe(404)

    // the retry makes it due now; the loop takes it (leased: in flight) and, before it reports, a second tap adds nothing
    expect((await callConto('resendPosDelivery', { deliveryId: row!.deliveryId }, undefined, place.staff.waiter)).delivery.sending).toBe(false)
    const lease = { limit: 5, leaseSeconds: 60, restaurant: place.restaurantId }
    expect((await callFunctionRoute(ctx.pocketbase, 'posDueDeliveries', {}, lease)).deliveries.map((one) => one.id)).toEqual([row!.deliveryId])
    expect((await callConto('resendPosDelivery', { deliveryId: row!.deliveryId }, undefined, place.staff.waiter)).delivery.sending).toBe(true)
    expect((await callConto('posUnsynced', { restaurant: place.restaurantId }, undefined, place.staff.waiter)).payments[0]!.sending).toBe(true)
    expect((await callFunctionRoute(ctx.pocketbase, 'posDueDeliveries', {}, lease)).deliveries).toEqual([])
    // that try ends unanswered; the waiter retries once more and it goes through, applied once
    await callFunctionRoute(ctx.pocketbase, 'posDeliveryResult', { deliveryId: row!.deliveryId }, { delivered: false, status: 0, error: 'No answer within 10 s.' })
    await callConto('resendPosDelivery', { deliveryId: row!.deliveryId }, undefined, place.staff.waiter)
    await deliverDueWebhooks(ctx, { restaurant: place.restaurantId })
    expect((await callConto('posUnsynced', { restaurant: place.restaurantId }, undefined, place.staff.waiter)).payments).toEqual([])
    expect(receiver.state.applied.filter((event) => event.data.id === paid.transaction.id)).toHaveLength(1)
  })
})

describe('the delivery routes (FUNCTION_ROUTES) keep their contract', () => {
  it('leases what is due and records an outcome; refuses what the schemas refuse', async () => {
    const receiver = await startReceiver()
    try {
      const place = await createPlace({ lines: [{ price: 400, quantity: 1 }] })
      await subscribe(place, receiver)
      await callConto('recordPayment', { orderId: place.orderId }, { method: 'cash', split: { mode: 'full' } }, place.staff.waiter)
      const due = await callFunctionRoute(ctx.pocketbase, 'posDueDeliveries', {}, { limit: 50, leaseSeconds: 30 })
      expect(FUNCTION_ROUTES.posDueDeliveries.answer.safeParse(due).error).toBeUndefined()
      const su = await admin()
      const mine = await su.collection('pos_deliveries').getFirstListItem(su.filter('restaurant = {:r}', { r: place.restaurantId }))
      const leased = due.deliveries.find((delivery) => delivery.id === mine.id)!
      expect(leased).toMatchObject({ attempt: 1, url: receiver.url })
      expect(JSON.parse(leased.payload)).toMatchObject({ id: leased.eventId, type: 'payment.completed', data: { total: 400, channel: 'cash' } })
      const result = await callFunctionRoute(ctx.pocketbase, 'posDeliveryResult', { deliveryId: mine.id }, { delivered: true, status: 204, error: '' })
      expect(FUNCTION_ROUTES.posDeliveryResult.answer.safeParse(result).error).toBeUndefined()
      expect(result.delivery).toMatchObject({ status: 'delivered', attempts: 1 })
      for (const [name, path, body] of [
        ['posDueDeliveries', '/api/conto/pos/deliveries/due', { limit: 0, leaseSeconds: 30 }],
        ['posDueDeliveries', '/api/conto/pos/deliveries/due', { limit: 5, leaseSeconds: 3600 }],
        ['posDeliveryResult', `/api/conto/pos/deliveries/${mine.id}/result`, { delivered: 'yes', status: 200, error: '' }],
        ['posDeliveryResult', `/api/conto/pos/deliveries/${mine.id}/result`, { delivered: false, status: -1, error: '' }],
      ] as const) {
        expect(FUNCTION_ROUTES[name].body.safeParse(body).success, `${name} ${JSON.stringify(body)} is invalid`).toBe(false)
        const answer = await ctx.pocketbase.send<{ error?: { code: string } }>('POST', path, body)
        expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 400, code: 'invalid_request' })
      }
    } finally {
      await receiver.close()
    }
  })
})

describe('POS webhooks when PocketBase is killed (-9) between the payment and its delivery', () => {
  const superuser = { email: `root-${randomBytes(4).toString('hex')}@conto.test`, password: randomBytes(18).toString('hex') }
  let dataDir: string
  let port: number
  let pocketbase: RunningPocketBase
  let receiver: Receiver
  const start = () => startPocketBase({ dataDir, port, superuserEmail: superuser.email, superuserPassword: superuser.password })

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'conto-pb-hooks-'))
    port = await freePort()
    pocketbase = await start()
    receiver = await startReceiver()
  }, 60_000)

  afterAll(async () => {
    await pocketbase?.stop()
    await receiver?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('the event was written with the payment: after the restart it is delivered, once', async () => {
    const su = await superuserClient({ url: pocketbase.url, superuserEmail: superuser.email, superuserPassword: superuser.password })
    const company = await su.collection('companies').create({ name: 'Trattoria Kill', default_currency: 'EUR' })
    const restaurant = await su.collection('restaurants').create({ company: company.id, name: 'Kill', active: true })
    const email = (role: string) => `${role}-${randomBytes(4).toString('hex')}@conto.test`
    const adminEmail = email('admin')
    const waiterEmail = email('waiter')
    await su.collection('users').create({ email: adminEmail, password: STAFF_PASSWORD, passwordConfirm: STAFF_PASSWORD, verified: true, name: 'Ada', company: company.id, role: 'admin', status: 'active' })
    await su.collection('users').create({ email: waiterEmail, password: STAFF_PASSWORD, passwordConfirm: STAFF_PASSWORD, verified: true, name: 'Luca', company: company.id, role: 'waiter', status: 'active', restaurant: restaurant.id })
    await su.collection('companies').update(company.id, { sign_in_code: false })
    const item = await su.collection('items').create({ restaurant: restaurant.id, name: 'Menu', price: 1000, category: 'x', available: true })
    const table = await su.collection('tables').create({ restaurant: restaurant.id, name: 'T1', currency: 'EUR' })
    const order = await su.collection('orders').create({ restaurant: restaurant.id, table: table.id, guests: 2 })
    await su.collection('order_items').create({ order: order.id, item: item.id, unit_price: 1000, quantity: 2 })

    const adminPb = await signIn(pocketbase.url, adminEmail, STAFF_PASSWORD)
    const made = await callConto('createPosEndpoint', {}, { restaurant: restaurant.id, url: receiver.url }, adminPb)
    receiver.state.secret = made.secret
    const waiter = await signIn(pocketbase.url, waiterEmail, STAFF_PASSWORD)
    const paid = await callConto('recordPayment', { orderId: order.id }, { method: 'cash', split: { mode: 'full' } }, waiter)

    pocketbase.process.kill('SIGKILL')
    await once(pocketbase.process, 'exit')
    pocketbase = await start()
    const context = testContext({ POCKETBASE_URL: pocketbase.url, POCKETBASE_SUPERUSER_EMAIL: superuser.email, POCKETBASE_SUPERUSER_PASSWORD: superuser.password })
    // the payment and the check it paid in full, both written with the payment
    expect(await deliverDueWebhooks(context)).toBe(2)
    expect(await deliverDueWebhooks(context)).toBe(0)
    const applied = receiver.state.applied.map((event) => [event.type, event.type === 'check.paid' ? (event.data as unknown as PosCheck).orderId : event.data.id])
    expect(applied.sort()).toEqual([['check.paid', order.id], ['payment.completed', paid.transaction.id]])
  })
})
