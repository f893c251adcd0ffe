// The contract of Conto's own routes (src/domain/conto-routes.ts, issue 38) against the real
// PocketBase and its hooks: a day at one restaurant made through the app's own caller (callConto),
// every answer parsed with its route's schema, and bodies the schema refuses, which the hook must
// refuse too (for the routes that take a body). The hooks check bodies by hand (goja runs no zod): this is what
// keeps the two from drifting.
import { randomBytes } from 'node:crypto'
import PocketBase from 'pocketbase'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { z } from 'zod'
import { CONTO_PATHS, type ContoRouteName, type ContoRouteParams } from '@/domain/conto-paths'
import { CONTO_ROUTES, type ContoRouteAnswer, type ContoRouteBody } from '@/domain/conto-routes'
import { callConto } from '@/lib/api/conto-api'
import { admin } from '../support/bill.ts'
import { call, createPlace, type Place } from '../support/place.ts'

const SERIAL = '99IEB040473'
const covered = new Set<ContoRouteName>()

/** Calls a route as the app does, and holds its answer to the route's schema. */
async function valid<Name extends ContoRouteName>(place: Place, role: 'manager' | 'waiter', name: Name, params: ContoRouteParams<Name>, body?: ContoRouteBody<Name>) {
  return validAs(place.staff[role], name, params, body)
}

async function validAs<Name extends ContoRouteName>(client: PocketBase, name: Name, params: ContoRouteParams<Name>, body?: ContoRouteBody<Name>) {
  const schemas = CONTO_ROUTES[name]
  if (schemas.body) expect((schemas.body as z.ZodType).safeParse(body ?? {}).success, `${name}: the test's body is valid`).toBe(true)
  const answer = await callConto(name, params, body, client)
  const parsed = (schemas.answer as z.ZodType).safeParse(answer)
  expect(parsed.success, `${name} answered ${JSON.stringify(answer)}: ${parsed.error?.message}`).toBe(true)
  covered.add(name)
  return answer as ContoRouteAnswer<Name>
}

interface Refused {
  status: number
  code?: string
}

/** A body the route's schema refuses, sent raw: the hook refuses it too, with a 4xx and a code. */
async function invalid<Name extends ContoRouteName>(place: Place, name: Name, params: ContoRouteParams<Name>, body: unknown, expected: Refused = { status: 400, code: 'invalid_request' }, role: 'manager' | 'admin' = 'manager') {
  const schema = CONTO_ROUTES[name].body as z.ZodType | null
  expect(schema, `${name} takes a body`).not.toBeNull()
  expect(schema!.safeParse(body).success, `${name}: ${JSON.stringify(body)} is invalid by the schema`).toBe(false)
  const path = (CONTO_PATHS[name].path as (params: ContoRouteParams<Name>) => string)(params)
  const answer = await call(place.staff[role], CONTO_PATHS[name].method, path, body)
  // a route that throws PocketBase's own errors names the code under the field: {data: {userId: {code}}}
  const fieldCodes = Object.values((answer.body.data ?? {}) as Record<string, { code?: string }>).map((field) => field.code)
  expect({ status: answer.status, code: answer.body.error?.code ?? fieldCodes[0] }, `${name} ${JSON.stringify(body)}`).toEqual(expected)
}

describe('the /api/conto routes keep their contract', () => {
  let place: Place
  let device: string
  beforeAll(async () => {
    place = await createPlace({ lines: [{ price: 1200, quantity: 3, vat: '10' }, { price: 500, quantity: 2, vat: '22' }] })
    const su = await admin()
    await su.collection('restaurants').update(place.restaurantId, { fiscal_departments: { '10': 2, '22': 1 } })
  })

  it('a day through every route: each answer is what its schema says', async () => {
    const { restaurantId, orderId, lineIds } = place
    const enrolled = await valid(place, 'manager', 'enrolTill', {}, { restaurant: restaurantId, name: 'Cassa' })
    device = enrolled.device

    const cash = await valid(place, 'waiter', 'recordPayment', { orderId }, { method: 'cash', split: { mode: 'items', items: [{ orderItemId: lineIds[0]!, quantity: 1 }] }, tip: 100, requestId: 'contract-1' })
    expect(cash.transaction).toMatchObject({ base: 1200, tip: 100, total: 1300, currency: 'EUR' })
    await valid(place, 'waiter', 'recordPayment', { orderId }, { method: 'terminal', split: { mode: 'amount', amount: 500 } })
    await valid(place, 'manager', 'correctLine', { orderId, lineId: lineIds[1]! }, { quantity: 1, reason: 'Sbagliato', action: 'void' })

    // the till prints the cash payment's documento; its job's document is what the Cassa prints
    const first = await valid(place, 'waiter', 'takeNextJob', {}, { restaurant: restaurantId, device })
    expect(first.job).toMatchObject({ kind: 'sale', mode: 'print', document: { total: 1300 } })
    await valid(place, 'waiter', 'renewLease', { jobId: first.job!.id }, { device, baseline: { zNumber: 46, documentNumber: 6 } })
    await valid(place, 'waiter', 'reportPrinted', { jobId: first.job!.id }, { device, result: { zNumber: 46, documentNumber: 7, date: '28/11/2026', serial: SERIAL } })

    // the terminal payment's: the till cannot tell, a manager says it did not print, it fails, is tried again
    const second = await valid(place, 'waiter', 'takeNextJob', {}, { restaurant: restaurantId, device })
    await valid(place, 'waiter', 'reportUnclear', { jobId: second.job!.id }, { device, unclear: { reason: 'not_next', baseline: { zNumber: 46, documentNumber: 7 }, seen: { zNumber: 46, documentNumber: 9, fiscal: true, amount: 500, date: '28/11/2026' } } })
    expect(await valid(place, 'waiter', 'takeNextJob', {}, { restaurant: restaurantId, device })).toEqual({ job: null, unclear: { id: second.job!.id } })
    await valid(place, 'manager', 'resolveUnclearJob', { jobId: second.job!.id }, { printed: false })
    const again = await valid(place, 'waiter', 'takeNextJob', {}, { restaurant: restaurantId, device })
    expect(again.job?.id).toBe(second.job!.id)
    await valid(place, 'waiter', 'reportFailed', { jobId: second.job!.id }, { device, error: 'EPTR_REC_EMPTY 3' })
    await valid(place, 'manager', 'retryJob', { jobId: second.job!.id })

    await valid(place, 'waiter', 'fiscalDay', {}, { restaurant: restaurantId, device, serial: SERIAL, zNumber: 46, printerCount: 7 })
    await valid(place, 'manager', 'voidPayment', { transactionId: cash.transaction.id }, { reason: 'Errore di cassa' })
    // the terminal payment's documento prints; then the cash one's annullo, citing it
    const retried = await valid(place, 'waiter', 'takeNextJob', {}, { restaurant: restaurantId, device })
    expect(retried.job?.id).toBe(second.job!.id)
    await valid(place, 'waiter', 'reportPrinted', { jobId: second.job!.id }, { device, result: { zNumber: 46, documentNumber: 8, date: '28/11/2026', serial: SERIAL } })
    const annullo = await valid(place, 'waiter', 'takeNextJob', {}, { restaurant: restaurantId, device })
    expect(annullo.job).toMatchObject({ kind: 'void', original: { documentNumber: 7, zNumber: 46 }, document: { total: 1300, lines: [] } })
    await valid(place, 'waiter', 'reportPrinted', { jobId: annullo.job!.id }, { device, result: { zNumber: 46, documentNumber: 9, date: '28/11/2026', serial: SERIAL } })
    await valid(place, 'manager', 'closeOrder', { orderId }, { reason: 'walkout', note: 'Andati via' })
    const report = await valid(place, 'manager', 'shiftReport', { restaurant: restaurantId })
    expect(report.totals).toMatchObject({ terminal: 500, voidedPayments: { count: 1, amount: 1200 }, closedWithBalance: { count: 1 } })
    await valid(place, 'waiter', 'shiftReport', { restaurant: restaurantId, from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() })
    await valid(place, 'manager', 'revokeTill', { tillId: enrolled.till.id })
  })

  it('bodies their schema refuses, the hooks refuse', async () => {
    const bill = await createPlace({ lines: [{ price: 1000, quantity: 2 }] })
    const { restaurantId, orderId, lineIds } = bill
    const su = await admin()
    await su.collection('restaurants').update(restaurantId, { fiscal_departments: { '10': 2, '22': 1 } })
    const till = await callConto('enrolTill', {}, { restaurant: restaurantId }, bill.staff.manager)
    const paid = await callConto('recordPayment', { orderId }, { method: 'cash', split: { mode: 'amount', amount: 100 } }, bill.staff.manager)
    const job = (await callConto('takeNextJob', {}, { restaurant: restaurantId, device: till.device }, bill.staff.manager)).job!
    const jobId = job.id
    const notEnrolled = { status: 403, code: 'till_not_enrolled' }
    const reasonRequired = { status: 400, code: 'reason_required' }

    await invalid(bill, 'enrolTill', {}, { restaurant: 'nope' }, { status: 404, code: 'restaurant_not_found' })
    await invalid(bill, 'fiscalDay', {}, { restaurant: restaurantId, device: till.device, serial: 'bad serial', zNumber: 1 })
    await invalid(bill, 'fiscalDay', {}, { restaurant: restaurantId, device: till.device, serial: SERIAL, zNumber: -1 })
    await invalid(bill, 'fiscalDay', {}, { restaurant: restaurantId, device: till.device, serial: SERIAL, zNumber: 1, printerCount: 1.5 })
    await invalid(bill, 'fiscalDay', {}, { restaurant: restaurantId, device: 'a name any page makes up', serial: SERIAL, zNumber: 1 }, notEnrolled)
    await invalid(bill, 'takeNextJob', {}, { restaurant: restaurantId, device: 'Cassa 1' }, notEnrolled)
    await invalid(bill, 'renewLease', { jobId }, { device: 'Cassa 1', baseline: null }, notEnrolled)
    await invalid(bill, 'reportPrinted', { jobId }, { device: till.device, result: { zNumber: 46, documentNumber: 0, date: '28/11/2026', serial: SERIAL } })
    await invalid(bill, 'reportPrinted', { jobId }, { device: till.device, result: { zNumber: 46, documentNumber: 7, date: '2026-11-28', serial: SERIAL } })
    await invalid(bill, 'reportPrinted', { jobId }, { device: till.device })
    await invalid(bill, 'reportUnclear', { jobId }, { device: till.device, unclear: { reason: 'guess', baseline: { unknown: true }, seen: null } })
    await invalid(bill, 'reportUnclear', { jobId }, { device: till.device, unclear: { reason: 'moved', baseline: 7, seen: null } })
    // a job waiting for a manager: what they say must be printed or not
    expect((await callConto('reportUnclear', { jobId }, { device: till.device, unclear: { reason: 'moved', baseline: { unknown: true }, seen: null } }, bill.staff.manager)).job.status).toBe('unclear')
    await invalid(bill, 'resolveUnclearJob', { jobId }, { printed: 'yes' })
    await invalid(bill, 'resolveUnclearJob', { jobId }, { printed: true, result: { zNumber: 46, documentNumber: 7, date: '28/11/2026' } })
    await invalid(bill, 'recordPayment', { orderId }, { method: 'bitcoin', split: { mode: 'full' } })
    await invalid(bill, 'recordPayment', { orderId }, { method: 'cash' })
    await invalid(bill, 'recordPayment', { orderId }, { method: 'cash', split: { mode: 'halves' } })
    await invalid(bill, 'recordPayment', { orderId }, { method: 'cash', split: { mode: 'amount', amount: 0 } })
    await invalid(bill, 'recordPayment', { orderId }, { method: 'cash', split: { mode: 'equal', totalGuests: 2, payingFor: 3 } })
    await invalid(bill, 'recordPayment', { orderId }, { method: 'cash', split: { mode: 'items', items: [] } })
    await invalid(bill, 'recordPayment', { orderId }, { method: 'cash', split: { mode: 'items', items: [{ orderItemId: lineIds[0]!, quantity: 1 }, { orderItemId: lineIds[0]!, quantity: 1 }] } })
    await invalid(bill, 'recordPayment', { orderId }, { method: 'cash', split: { mode: 'items', items: [{ orderItemId: lineIds[0]!, quantity: 0, share: { parts: 2, of: 2 } }] } })
    await invalid(bill, 'recordPayment', { orderId }, { method: 'cash', split: { mode: 'full' }, tip: -1 })
    await invalid(bill, 'recordPayment', { orderId }, { method: 'cash', split: { mode: 'full' }, tip: 1.5 })
    await invalid(bill, 'recordPayment', { orderId }, { method: 'cash', split: { mode: 'full' }, note: 42 })
    await invalid(bill, 'recordPayment', { orderId }, { method: 'cash', split: { mode: 'full' }, requestId: 'short' })
    await invalid(bill, 'correctLine', { orderId, lineId: lineIds[0]! }, { quantity: 0, reason: 'x' })
    await invalid(bill, 'correctLine', { orderId, lineId: lineIds[0]! }, { quantity: 1, reason: 'x', action: 'steal' })
    await invalid(bill, 'correctLine', { orderId, lineId: lineIds[0]! }, { quantity: 1, reason: '   ' }, reasonRequired)
    await invalid(bill, 'voidPayment', { transactionId: paid.transaction.id }, { reason: '' }, reasonRequired)
    await invalid(bill, 'closeOrder', { orderId }, { reason: 'tired' }, { status: 400, code: 'close_reason_required' })

    // a refusal changed nothing: the order's one payment and one job are as they were
    const payments = await su.collection('transactions').getFullList({ filter: `order = "${orderId}"` })
    expect(payments.map((payment) => [payment.id, payment.status])).toEqual([[paid.transaction.id, 'completed']])
    expect((await su.collection('fiscal_jobs').getOne(jobId)).status).toBe('unclear')
  })

  it('sign-up: its answers are what their schemas say, and what the schemas refuse the hook refuses; a staff invitation with no member is refused', async () => {
    const anonymous = new PocketBase(inject('pocketbaseUrl'))
    expect(await validAs(anonymous, 'signupStatus', {})).toMatchObject({ open: true })
    const email = `contract-${randomBytes(4).toString('hex')}@conto.test`
    const form = { companyName: 'Osteria del Contratto', name: 'Giulia Rossi', email, password: 'Tavola-Calda-7', passwordConfirm: 'Tavola-Calda-7', language: 'it' as const }
    expect(await validAs(anonymous, 'signUp', {}, form)).toMatchObject({ ok: true, email })
    // the invitation's answer needs a mail server: office-staff.test.ts holds it to its schema

    // an admin's POS key, shown once, then revoked (the POS API itself: pos-api.test.ts)
    const made = await validAs(place.staff.admin, 'createPosKey', {}, { restaurant: place.restaurantId, name: 'Cassa', scopes: ['payments:read'] })
    expect((await validAs(place.staff.admin, 'revokePosKey', { keyId: made.key.id })).key).toMatchObject({ id: made.key.id, revoked: true })
    const refused = { status: 400, code: 'invalid_request' }
    await invalid(place, 'createPosKey', {}, { restaurant: place.restaurantId, name: 'Cassa', scopes: [] }, refused, 'admin')
    await invalid(place, 'createPosKey', {}, { restaurant: place.restaurantId, name: 'x'.repeat(61), scopes: ['payments:read'] }, refused, 'admin')
    await invalid(place, 'createPosKey', {}, { restaurant: place.restaurantId, name: '   ', scopes: ['payments:read'] }, refused, 'admin')

    // an endpoint for payment events, its delivery sent again, the endpoint disabled at once (the
    // address answers nothing; pos-webhooks.test.ts delivers for real), on a bill still open
    const shop = await createPlace({ lines: [{ price: 500, quantity: 1 }] })
    const endpoint = await validAs(shop.staff.admin, 'createPosEndpoint', {}, { restaurant: shop.restaurantId, url: 'http://127.0.0.1:9/conto-routes' })
    const recorded = await callConto('recordPayment', { orderId: shop.orderId }, { method: 'cash', split: { mode: 'amount', amount: 100 } }, shop.staff.waiter)
    // the waiter sees it is not in the POS yet (pos-webhooks.test.ts plays the retry)
    const unsynced = await validAs(shop.staff.waiter, 'posUnsynced', { restaurant: shop.restaurantId })
    expect(unsynced.payments.map((payment) => [payment.transactionId, payment.amount])).toEqual([[recorded.transaction.id, 100]])
    expect((await validAs(shop.staff.admin, 'disablePosEndpoint', { endpointId: endpoint.endpoint.id })).endpoint.active).toBe(false)
    const delivery = await shop.staff.admin.collection('pos_deliveries').getFirstListItem(`endpoint = "${endpoint.endpoint.id}"`)
    await validAs(shop.staff.admin, 'resendPosDelivery', { deliveryId: delivery.id })
    // a disabled endpoint's deliveries are no longer the floor's worry
    expect((await validAs(shop.staff.waiter, 'posUnsynced', { restaurant: shop.restaurantId })).payments).toEqual([])
    await invalid(shop, 'createPosEndpoint', {}, { restaurant: shop.restaurantId, url: 'ftp://pos.example' }, refused, 'admin')
    // a Lightspeed till (pos-lightspeed.test.ts posts to one): the address's token shown once
    const lightspeed = { restaurant: shop.restaurantId, url: 'https://api.trial.lsk.lightspeed.app', accessToken: 'token', businessLocationId: 45454565682155, webhookEndpointId: 'CONTO' }
    const till = await validAs(shop.staff.admin, 'connectLightspeed', {}, lightspeed)
    expect(till.inboundToken).toMatch(/^[A-Za-z0-9]{40}$/)
    // one till per restaurant: a second would post every payment twice
    const again = await call(shop.staff.admin, 'POST', '/api/conto/pos/lightspeed', lightspeed)
    expect([again.status, again.body.error?.code]).toEqual([409, 'till_connected'])
    await invalid(shop, 'connectLightspeed', {}, { ...lightspeed, businessLocationId: 1.5 }, refused, 'admin')
    await invalid(shop, 'connectLightspeed', {}, { ...lightspeed, accessToken: '' }, refused, 'admin')
    await invalid(shop, 'createPosEndpoint', {}, { restaurant: shop.restaurantId, url: 'not an address' }, refused, 'admin')

    const fields = { status: 400, code: 'invalid_input' }
    await invalid(place, 'signUp', {}, { ...form, email: 'not an address' }, fields)
    await invalid(place, 'signUp', {}, { ...form, passwordConfirm: 'something else' }, fields)
    await invalid(place, 'signUp', {}, { ...form, password: 'short', passwordConfirm: 'short' }, fields)
    await invalid(place, 'signUp', {}, { ...form, companyName: '   ' }, fields)
    await invalid(place, 'signUp', {}, { ...form, currency: 'euro' }, fields)
    await invalid(place, 'inviteStaff', {}, { userId: '' })
  })

  it('a shift report for dates that are not dates, or the wrong way round, is refused', async () => {
    for (const params of [{ restaurant: place.restaurantId, from: 'yesterday' }, { restaurant: place.restaurantId, from: '2026-11-28T10:00:00Z', to: '2026-11-28T09:00:00Z' }]) {
      const answer = await call(place.staff.manager, 'GET', CONTO_PATHS.shiftReport.path(params))
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 400, code: 'invalid_request' })
    }
  })

  it('covers every route of the contract', () => {
    // inviteStaff's answer is held to its schema in office-staff.test.ts, which has the mail server
    expect([...covered, 'inviteStaff'].sort()).toEqual(Object.keys(CONTO_ROUTES).sort())
  })
})
