// Payments out to a POS as Standard Webhooks (docs/decisions/043), on the real PocketBase and the
// functions' own delivery loop, to a receiver that verifies each message with the
// `standardwebhooks` library and applies an event once by its webhook-id, as the convention asks.
// Faults as inputs: a receiver answering 500 three times, one that times out after applying, and
// PocketBase killed (-9) between the payment and its delivery: each event is applied exactly once.
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type PocketBase from 'pocketbase'
import { Webhook } from 'standardwebhooks'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleFunctionRequest } from '../../api-functions/_lib/router.ts'
import { callFunctionRoute } from '../../api-functions/_lib/pocketbase-admin.ts'
import { getClaimLimits } from '../../api-functions/stripe/claims.ts'
import { deliverDueWebhooks } from '../../api-functions/pos/webhook-deliveries.ts'
import type { Context } from '../../api-functions/_lib/context.ts'
import { FUNCTION_ROUTES } from '@/domain/function-routes'
import type { PosPayment } from '@/domain/pos-api'
import { callConto } from '@/lib/api/conto-api'
import { startPocketBase, type RunningPocketBase } from '../../scripts/lib/pocketbase-process.ts'
import { admin } from '../support/bill.ts'
import { signIn, STAFF_PASSWORD, superuserClient } from '../support/fixtures.ts'
import { freePort } from '../support/global-setup.ts'
import { createPlace, type Place } from '../support/place.ts'
import { testContext } from '../support/functions.ts'

process.env.CONTO_POS_WEBHOOKS_ALLOW_HTTP = 'true'
const ctx = testContext()

interface Event {
  id: string
  type: string
  data: PosPayment
}

/**
 * A POS's webhook receiver: verifies the signature, applies each event once by webhook-id, and
 * misbehaves on request (`failNext` 500s before applying, `hangAfterApply` ms after applying).
 */
async function startReceiver() {
  const state = { secret: '', failNext: 0, hangAfterApply: 0, received: 0, refusedSignatures: 0, applied: [] as Event[] }
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      state.received++
      let event: Event
      try {
        event = new Webhook(state.secret).verify(body, request.headers as Record<string, string>) as Event
      } catch {
        state.refusedSignatures++
        response.writeHead(400).end()
        return
      }
      if (state.failNext > 0) {
        state.failNext--
        response.writeHead(500).end()
        return
      }
      if (!state.applied.some((one) => one.id === request.headers['webhook-id'])) state.applied.push(event)
      if (state.hangAfterApply > 0) {
        const wait = state.hangAfterApply
        state.hangAfterApply = 0
        setTimeout(() => response.writeHead(200).end(), wait)
        return
      }
      response.writeHead(200).end()
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/conto`
  return { state, url, close: () => new Promise((resolve) => server.close(resolve)) }
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>

/** The served document's schema of a webhook's body (its `webhooks` section, OpenAPI 3.1). */
async function eventValidator() {
  const response = await handleFunctionRequest(new Request('http://127.0.0.1/api/pos/v1/openapi.json'), ctx)
  const document = (await response.json()) as { webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: { $ref: string } }> } } }> }
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ ...document, $id: 'pos' })
  return ajv.compile({ $ref: `pos${document.webhooks['payment.completed']!.post.requestBody.content['application/json']!.schema.$ref}` })
}

/** Makes every pending delivery due now (the backoff is the hook's; the test does not wait days). */
async function makeDueNow(su: PocketBase, restaurantId: string) {
  const pending = await su.collection('pos_deliveries').getFullList({ filter: su.filter('restaurant = {:r} && status = "pending"', { r: restaurantId }) })
  for (const delivery of pending) await su.collection('pos_deliveries').update(delivery.id, { next_attempt_at: new Date(Date.now() - 1000).toISOString().replace('T', ' ') })
}

async function subscribe(place: Place, receiver: Receiver) {
  const made = await callConto('createPosEndpoint', {}, { restaurant: place.restaurantId, url: receiver.url }, place.staff.admin)
  receiver.state.secret = made.secret
  return made
}

/** A diner's QR payment through the functions' own routes: a split, a tip, paid by card. */
async function payByQr(place: Place, context: Context, split: object, tip: number, client: string): Promise<string> {
  const claim = { tableId: place.tableId, split, tips: { mode: 'fixed', amount: tip }, limits: getClaimLimits(context.config), client, replaceTransactionId: '' }
  const batch = await callFunctionRoute(context.pocketbase, 'claimsBatch', {}, { requests: [{ claim: claim as never }] })
  expect(batch.answers[0]!.status).toBe(200)
  const transactionId = (batch.answers[0]!.body as { transaction: { id: string } }).transaction.id
  const sessionId = `cs_hook_${transactionId}`
  await callFunctionRoute(context.pocketbase, 'claimsBatch', {}, { requests: [{ session: { id: transactionId, sessionId, paymentIntentId: '' } }] })
  await callFunctionRoute(context.pocketbase, 'reconcilePayment', {}, { sessionId, transactionId, outcome: 'paid', paymentIntentId: `pi_${transactionId}`, email: '', paymentMethod: 'mastercard', source: 'hook-test' })
  return transactionId
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
    const third = await payByQr(place, ctx, { mode: 'equal', totalGuests: 3, payingFor: 1, items: [] }, 150, 'hook-a')
    const item = await payByQr(place, ctx, { mode: 'items', totalGuests: 1, payingFor: 1, items: [{ orderItemId: place.lineIds[1]!, quantity: 1 }] }, 0, 'hook-b')
    expect(await deliverDueWebhooks(ctx)).toBeGreaterThanOrEqual(2)

    const mine = receiver.state.applied.filter((event) => [third, item].includes(event.data.id))
    expect(mine.map((event) => [event.type, event.data.id])).toEqual([['payment.completed', third], ['payment.completed', item]])
    expect(receiver.state.refusedSignatures).toBe(0)
    // each message is what the served OpenAPI document's webhooks say it is
    const validate = await eventValidator()
    for (const event of mine) expect(validate(event), JSON.stringify(validate.errors)).toBe(true)
    const [first, second] = mine.map((event) => event.data)
    expect(first).toMatchObject({ channel: 'qr', method: 'mastercard', amount: 1000, tip: 150, total: 1150, lines: [] })
    expect(second).toMatchObject({ amount: 600, tip: 0, lines: [{ lineId: place.lineIds[1], quantity: 1, amount: 600 }] })
    // the two events are what the bill counts as paid (of its 30,00 €)
    const bill = await (await admin()).collection('order_payments_status').getOne(place.orderId)
    expect(bill).toMatchObject({ total_amount: 3000, paid_amount: first!.amount + second!.amount })
    // delivered once each: nothing of this restaurant is left to send (other files' deliveries may be)
    await deliverDueWebhooks(ctx)
    expect(receiver.state.applied.filter((event) => [third, item].includes(event.data.id))).toHaveLength(2)
    const su = await admin()
    const deliveries = await su.collection('pos_deliveries').getFullList({ filter: su.filter('restaurant = {:r}', { r: place.restaurantId }) })
    expect(deliveries.map((delivery) => [delivery.status, delivery.attempts])).toEqual([['delivered', 1], ['delivered', 1]])
  })

  it('a receiver that answers 500 three times gets the event on the fourth try, and applies it once', async () => {
    const place = await createPlace({ lines: [{ price: 900, quantity: 1 }] })
    await subscribe(place, receiver)
    const paid = await callConto('recordPayment', { orderId: place.orderId }, { method: 'terminal', split: { mode: 'full' } }, place.staff.waiter)
    const su = await admin()
    receiver.state.failNext = 3
    for (let round = 0; round < 4; round++) {
      await makeDueNow(su, place.restaurantId)
      await deliverDueWebhooks(ctx)
    }
    const delivery = await su.collection('pos_deliveries').getFirstListItem(su.filter('restaurant = {:r}', { r: place.restaurantId }))
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 4, last_status: 200 })
    expect(receiver.state.applied.filter((event) => event.data.id === paid.transaction.id)).toHaveLength(1)
  })

  it('a receiver that applies the event and answers too late gets it again and applies it once; a void follows as its own event', async () => {
    const place = await createPlace({ lines: [{ price: 700, quantity: 1 }] })
    await subscribe(place, receiver)
    const paid = await callConto('recordPayment', { orderId: place.orderId }, { method: 'cash', split: { mode: 'full' } }, place.staff.waiter)
    const su = await admin()
    const before = receiver.state.received
    receiver.state.hangAfterApply = 1500
    await deliverDueWebhooks(ctx, 300)
    const late = await su.collection('pos_deliveries').getFirstListItem(su.filter('restaurant = {:r}', { r: place.restaurantId }))
    expect(late).toMatchObject({ status: 'pending', attempts: 1, last_status: 0 })
    expect(late.last_error).toMatch(/No answer within 0.3 s/)
    await makeDueNow(su, place.restaurantId)
    await deliverDueWebhooks(ctx)
    expect(receiver.state.received - before).toBe(2)
    expect(receiver.state.applied.filter((event) => event.data.id === paid.transaction.id)).toHaveLength(1)

    await callConto('voidPayment', { transactionId: paid.transaction.id }, { reason: 'Errore' }, place.staff.manager)
    await deliverDueWebhooks(ctx)
    const events = receiver.state.applied.filter((event) => event.data.id === paid.transaction.id)
    expect(events.map((event) => [event.type, event.data.status])).toEqual([['payment.completed', 'completed'], ['payment.voided', 'voided']])
  })

  it('a disabled endpoint gets nothing; "send again" brings a delivery back; only https unless allowed', async () => {
    const place = await createPlace({ lines: [{ price: 500, quantity: 2 }] })
    const endpoint = await subscribe(place, receiver)
    await callConto('recordPayment', { orderId: place.orderId }, { method: 'cash', split: { mode: 'amount', amount: 500 } }, place.staff.waiter)
    await callConto('disablePosEndpoint', { endpointId: endpoint.endpoint.id }, undefined, place.staff.admin)
    await deliverDueWebhooks(ctx)
    const su = await admin()
    const waiting = await su.collection('pos_deliveries').getFullList({ filter: su.filter('restaurant = {:r}', { r: place.restaurantId }) })
    expect(waiting.map((delivery) => [delivery.status, delivery.attempts])).toEqual([['pending', 0]])

    // a payment after the endpoint was disabled makes no delivery at all
    await callConto('recordPayment', { orderId: place.orderId }, { method: 'cash', split: { mode: 'amount', amount: 500 } }, place.staff.waiter)
    expect(await su.collection('pos_deliveries').getFullList({ filter: su.filter('restaurant = {:r}', { r: place.restaurantId }) })).toHaveLength(1)

    // https only, unless allowed: a plain http address is not fetched
    const other = await createPlace({ lines: [{ price: 500, quantity: 1 }] })
    await subscribe(other, receiver)
    await callConto('recordPayment', { orderId: other.orderId }, { method: 'cash', split: { mode: 'full' } }, other.staff.waiter)
    process.env.CONTO_POS_WEBHOOKS_ALLOW_HTTP = 'false'
    const received = receiver.state.received
    await deliverDueWebhooks(ctx).finally(() => (process.env.CONTO_POS_WEBHOOKS_ALLOW_HTTP = 'true'))
    expect(receiver.state.received).toBe(received)
    const refused = await su.collection('pos_deliveries').getFirstListItem(su.filter('restaurant = {:r}', { r: other.restaurantId }))
    expect(refused).toMatchObject({ status: 'pending', last_status: 0, last_error: 'Only https:// addresses receive payments.' })
    // an admin sends it again: due now, delivered
    await callConto('resendPosDelivery', { deliveryId: refused.id }, undefined, other.staff.admin)
    await deliverDueWebhooks(ctx)
    expect((await su.collection('pos_deliveries').getOne(refused.id)).status).toBe('delivered')
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
    expect(await deliverDueWebhooks(context)).toBe(1)
    expect(await deliverDueWebhooks(context)).toBe(0)
    expect(receiver.state.applied.map((event) => [event.type, event.data.id, event.data.total])).toEqual([['payment.completed', paid.transaction.id, 2000]])
  })
})
