// The contract of the routes the functions call as the superuser (src/domain/function-routes.ts,
// issue 38) against the real PocketBase and its hooks: a payment's life made through the functions'
// own caller (callFunctionRoute), every answer parsed with its route's schema, and bodies the schema
// refuses, which the hook must refuse too. The hooks check bodies by hand (goja runs no zod): this
// is what keeps the two from drifting.
import { createHash, randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { getClaimLimits } from '../../api-functions/stripe/claims.ts'
import { callFunctionRoute } from '../../api-functions/_lib/pocketbase-admin.ts'
import { FUNCTION_ROUTES, type FunctionRouteAnswer, type FunctionRouteBody, type FunctionRouteName, type FunctionRouteParams } from '@/domain/function-routes'
import { admin, createBill } from '../support/bill.ts'
import { testContext } from '../support/functions.ts'

const ctx = testContext()
const limits = getClaimLimits(ctx.config)
const covered = new Set<FunctionRouteName>()
const refusedCovered = new Set<FunctionRouteName>()

/** Calls a route as the functions do, and holds its body and answer to the route's schemas. */
async function valid<Name extends FunctionRouteName>(name: Name, params: FunctionRouteParams<Name>, body: FunctionRouteBody<Name>): Promise<FunctionRouteAnswer<Name>> {
  const route = FUNCTION_ROUTES[name]
  const sent = (route.body as z.ZodType).safeParse(body)
  expect(sent.success, `${name}: the test's body is valid: ${sent.error?.message}`).toBe(true)
  const answer = await callFunctionRoute(ctx.pocketbase, name, params, body)
  const parsed = (route.answer as z.ZodType).safeParse(answer)
  expect(parsed.success, `${name} answered ${JSON.stringify(answer)}: ${parsed.error?.message}`).toBe(true)
  covered.add(name)
  return answer
}

/** A body the route's schema refuses, sent raw: the hook refuses it too, with a 400 and a code. */
async function invalid<Name extends FunctionRouteName>(name: Name, params: FunctionRouteParams<Name>, body: unknown, code = 'invalid_request') {
  const route = FUNCTION_ROUTES[name]
  expect((route.body as z.ZodType).safeParse(body).success, `${name}: ${JSON.stringify(body)} is invalid by the schema`).toBe(false)
  const path = (route.path as (params: FunctionRouteParams<Name>) => string)(params)
  const answer = await ctx.pocketbase.send<{ error?: { code: string } }>('POST', path, body)
  expect({ status: answer.status, code: answer.body.error?.code }, `${name} ${JSON.stringify(body)}`).toEqual({ status: 400, code })
  refusedCovered.add(name)
}

function claimRequest(tableId: string, client: string) {
  return { tableId, split: { mode: 'full' as const, totalGuests: 1, payingFor: 1, items: [] }, tips: { mode: 'percent' as const, amount: 0 }, limits, client, replaceTransactionId: '' }
}

describe('the routes the functions call keep their contract', () => {
  afterAll(() => {
    // every route is called once with a valid body; every route that reads a body refuses a wrong one
    // the webhook delivery routes lease every restaurant's due deliveries: pos-webhooks.test.ts plays
    // them, so that they never take another file's deliveries
    // the Lightspeed routes need a till: pos-lightspeed.test.ts plays them through the real caller
    const playedElsewhere = ['posDueDeliveries', 'posDeliveryResult', 'posLightspeedInbound', 'posLightspeedSettle']
    expect([...covered, ...playedElsewhere].sort()).toEqual(Object.keys(FUNCTION_ROUTES).sort())
    const withoutBody: FunctionRouteName[] = ['endLapsedClaims', 'releaseRefund', 'sendReceipt', 'posDueDeliveries', 'posDeliveryResult']
    expect([...refusedCovered].sort()).toEqual(Object.keys(FUNCTION_ROUTES).filter((name) => !withoutBody.includes(name as FunctionRouteName)).sort())
  })

  it('a QR payment from claim to refund, and a company set up for Stripe: each answer is what its schema says', async () => {
    const account = `acct_contract${Date.now()}`
    const bill = await createBill({ lines: [{ price: 1200, quantity: 2 }], company: { charges_enabled: true } })
    const su = await admin()
    await su.collection('push_subscriptions').getList(1, 1) // the collection exists; the bell answers an empty list here

    // the diner claims the bill, the checkout attaches its session, the page beats
    const batch = await valid('claimsBatch', {}, { requests: [{ claim: claimRequest(bill.tableId, 'contract-a') }] })
    expect(batch.answers[0]!.status).toBe(200)
    const transactionId = (batch.answers[0]!.body as { transaction: { id: string } }).transaction.id
    const sessionId = `cs_contract_${transactionId}`
    const attached = await valid('claimsBatch', {}, { requests: [{ session: { id: transactionId, sessionId, paymentIntentId: '' } }] })
    expect(attached.answers[0]).toMatchObject({ status: 200, body: { id: transactionId, status: 'pending' } })
    await valid('renewClaim', { transactionId }, { limits })
    await valid('setLotteryCode', { transactionId }, { lotteryCode: 'ABCD1234' })
    expect(await valid('paymentStatus', {}, { sessionId })).toMatchObject({ id: transactionId, status: 'pending', total: 2400 })

    // Stripe says paid; the receipt; a staff refund reserved, recorded, a second one given back
    const paid = await valid('reconcilePayment', {}, { sessionId, transactionId, outcome: 'paid', paymentIntentId: `pi_${transactionId}`, email: '', paymentMethod: 'card', source: 'contract' })
    expect(paid).toMatchObject({ status: 'completed', refundDue: 0 })
    await valid('sendReceipt', { transactionId }, {})
    expect(await valid('reserveRefund', { transactionId }, { amount: 500, requestId: 'contract-refund-1' })).toMatchObject({ state: 'new', refundable: 1900 })
    expect(await valid('recordRefund', { transactionId }, { refundId: 're_contract_1', amount: 500, reason: 'staff', requestId: 'contract-refund-1' })).toMatchObject({ status: 'partially_refunded' })
    await valid('reserveRefund', { transactionId }, { amount: 100, requestId: 'contract-refund-2' })
    expect(await valid('releaseRefund', { transactionId, requestId: 'contract-refund-2' }, {})).toEqual({ released: true })
    expect(await valid('chargeRefunded', {}, { chargeId: `ch_${transactionId}`, paymentIntentId: `pi_${transactionId}`, amountRefunded: 500, source: 'contract' })).toMatchObject({ status: 'partially_refunded' })

    // a second diner's claim, ended by staff; the sweep finds nothing left to end
    const second = await createBill({ lines: [{ price: 900, quantity: 1 }], restaurantId: bill.restaurantId })
    const other = await valid('claimsBatch', {}, { requests: [{ claim: claimRequest(second.tableId, 'contract-b') }] })
    const otherId = (other.answers[0]!.body as { transaction: { id: string } }).transaction.id
    expect(await valid('releaseClaim', { transactionId: otherId }, { reason: 'released_by_staff', by: 'contract' })).toEqual({ released: true, sessionId: '' })
    await valid('endLapsedClaims', {}, {})

    // the company's connected account, its readiness and payout settings; the waiter's bell
    await valid('companyStripe', { companyId: bill.companyId }, { accountId: account })
    expect(await valid('stripeAccountStatus', {}, { accountId: account, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: false })).toEqual({ updated: 1 })
    const company = await valid('companyStripe', { companyId: bill.companyId }, { payoutSchedule: 'weekly', payoutWeekday: 'friday', payoutDayOfMonth: 0, payoutMinimumAmount: 5000 })
    expect(company).toMatchObject({ stripe_account_id: account, payout_schedule: 'weekly', payout_weekday: 'friday', payout_minimum_amount: 5000 })
    expect(await valid('callWaiter', {}, { tableId: bill.tableId })).toMatchObject({ table: { id: bill.tableId }, subscriptions: [] })

    // the POS API's questions: whose a key is, and the restaurant's payments (the paid one above)
    const secret = randomBytes(20).toString('hex')
    const posKey = await su.collection('pos_keys').create({
      restaurant: bill.restaurantId, name: 'Contract', prefix: 'conto_pos_', secret_hash: createHash('sha256').update(secret).digest('hex'), scopes: ['payments:read'],
    })
    expect(await valid('posAuthenticate', {}, { key: `conto_pos_${posKey.id}_${secret}`, scope: 'payments:read' })).toEqual({ keyId: posKey.id, restaurant: bill.restaurantId })
    const feed = await valid('posPayments', {}, { restaurant: bill.restaurantId, limit: 10 })
    expect(feed.payments.map((payment) => [payment.id, payment.status])).toEqual([[transactionId, 'partially_refunded']])
    // checks in (decision 044): a POS check on a free table, read back, closed
    const posTable = await su.collection('tables').create({ restaurant: bill.restaurantId, name: `POS ${transactionId.slice(0, 6)}`, currency: 'EUR' })
    const line = { id: 'c1', productId: '', name: 'Coperto', quantity: 2, unitPrice: 250, vat: '10' as const }
    const posCheck = { table: posTable.name as string, guests: 2, waiter: '', lines: [line] }
    const put = await valid('posPutCheck', {}, { restaurant: bill.restaurantId, checkId: 'contract-1', version: null, check: posCheck })
    expect(put.check).toMatchObject({ id: 'contract-1', version: 1, total: 500, status: 'open' })
    expect((await valid('posCheck', {}, { restaurant: bill.restaurantId, checkId: 'contract-1' })).check.version).toBe(1)
    expect((await valid('posCloseCheck', {}, { restaurant: bill.restaurantId, checkId: 'contract-1', reason: 'paid_elsewhere' })).check).toMatchObject({ status: 'closed', closedReason: 'paid_elsewhere' })

    // what the schemas refuse, each hook refuses too, and nothing it refused was written
    await invalid('claimsBatch', {}, { requests: [] })
    await invalid('claimsBatch', {}, { requests: [{ nothing: true }] })
    await invalid('releaseClaim', { transactionId: otherId }, { reason: '' })
    await invalid('releaseClaim', { transactionId: otherId }, { reason: 'x'.repeat(41) })
    await invalid('renewClaim', { transactionId }, { limits: { ...limits, idleSeconds: 0 } })
    await invalid('setLotteryCode', { transactionId }, { lotteryCode: 'short' }, 'lottery_code_invalid')
    await invalid('reconcilePayment', {}, { sessionId, transactionId, outcome: 'won', paymentIntentId: '', email: '', paymentMethod: '', source: 'contract' })
    await invalid('reconcilePayment', {}, { transactionId, outcome: 'paid', paymentIntentId: '', email: '', paymentMethod: '', source: 'contract' })
    await invalid('paymentStatus', {}, { sessionId: '' })
    await invalid('recordRefund', { transactionId }, { refundId: 're_contract_2', amount: -5, reason: 'staff' })
    await invalid('recordRefund', { transactionId }, { refundId: 're_contract_2', amount: '5', reason: 'staff' })
    await invalid('chargeRefunded', {}, { chargeId: `ch_${transactionId}`, amountRefunded: 'all', source: 'contract' })
    await invalid('reserveRefund', { transactionId }, { amount: 0, requestId: 'contract-refund-3' }, 'refund_amount_invalid')
    await invalid('stripeAccountStatus', {}, { accountId: account, detailsSubmitted: 'yes', chargesEnabled: true, payoutsEnabled: true })
    await invalid('companyStripe', { companyId: bill.companyId }, { payoutSchedule: 'hourly', payoutWeekday: '', payoutDayOfMonth: 0, payoutMinimumAmount: 0 })
    await invalid('callWaiter', {}, { tableId: 42 })
    await invalid('posAuthenticate', {}, { key: `conto_pos_${posKey.id}_${secret}`, scope: 'everything' })
    await invalid('posAuthenticate', {}, { key: 42, scope: 'payments:read' })
    await invalid('posPayments', {}, { restaurant: bill.restaurantId, limit: 0 })
    await invalid('posPayments', {}, { restaurant: bill.restaurantId, cursor: 'made-up' })
    await invalid('posPutCheck', {}, { restaurant: bill.restaurantId, checkId: 'contract-2', version: null, check: { ...posCheck, guests: 0 } })
    await invalid('posPutCheck', {}, { restaurant: bill.restaurantId, checkId: 'contract-2', version: null, check: { ...posCheck, lines: [{ ...line, vat: '7' }] } })
    await invalid('posPutCheck', {}, { restaurant: bill.restaurantId, checkId: 'contract-2', version: null, check: { ...posCheck, lines: [line, line] } })
    await invalid('posCheck', {}, { restaurant: bill.restaurantId, checkId: 'with space' })
    await invalid('posCloseCheck', {}, { restaurant: bill.restaurantId, checkId: 'contract-1', reason: 'because' })
    await invalid('posLightspeedInbound', {}, { endpointId: 'short', token: '' })
    await invalid('posLightspeedSettle', {}, { endpointId: bill.restaurantId, paymentId: '', succeeded: 'yes', reason: '' })
    expect(await valid('paymentStatus', {}, { sessionId })).toMatchObject({ status: 'partially_refunded', refundDue: 0 })
    const saved = await su.collection('companies').getOne(bill.companyId)
    expect(saved).toMatchObject({ payout_schedule: 'weekly', details_submitted: true, payouts_enabled: false })
  })
})
