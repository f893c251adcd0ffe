// POST /api/stripe/get-checkout-session {sessionId} → {id, status}: the result page's poll. It
// reconciles with Stripe (stripe-mock: every session reads as open/unpaid) and never moves back.
import { describe, expect, it } from 'vitest'
import { admin, createBill, transactionsOf } from '../support/bill.ts'
import { checkoutSession, post, type ErrorBody, signedWebhook, stripeEvent, testContext } from '../support/functions.ts'

const ctx = testContext()
const STATUS = '/api/stripe/get-checkout-session'

async function openCheckout() {
  const bill = await createBill()
  const answer = await post<{ sessionId: string }>(ctx, '/api/stripe/create-checkout-session', {
    tableId: bill.tableId,
    tips: { mode: 'fixed', amount: 0 },
    split: { mode: 'full', totalGuests: 0, payingFor: 0, items: [] },
  })
  const [tx] = await transactionsOf(bill.orderId)
  return { bill, sessionId: answer.body.sessionId, transactionId: tx!.id }
}

async function deliver(type: string, session: Record<string, unknown>) {
  const { body, headers } = signedWebhook(stripeEvent(type, session))
  expect((await post(ctx, '/api/stripe/webhook', body, headers)).status).toBe(200)
}

describe('get-checkout-session', () => {
  it('an open session is pending', async () => {
    const { sessionId } = await openCheckout()
    expect(await post(ctx, STATUS, { sessionId })).toMatchObject({ status: 200, body: { id: sessionId, status: 'pending' } })
  })

  it('a completed payment is completed, even while Stripe still reads open', async () => {
    const { sessionId } = await openCheckout()
    await deliver('checkout.session.completed', checkoutSession(sessionId))
    expect((await post(ctx, STATUS, { sessionId })).body).toEqual({ id: sessionId, status: 'completed' })
  })

  it('a failed or expired checkout is failed', async () => {
    const { sessionId } = await openCheckout()
    await deliver('checkout.session.expired', checkoutSession(sessionId, { status: 'expired', payment_status: 'unpaid' }))
    expect((await post(ctx, STATUS, { sessionId })).body).toEqual({ id: sessionId, status: 'failed' })
  })

  it('a payment refunded because the bill was already paid reads as failed', async () => {
    const { sessionId, transactionId } = await openCheckout()
    const pb = await admin()
    await pb.collection('transactions').update(transactionId, { status: 'refunded' })
    expect((await post(ctx, STATUS, { sessionId })).body.status).toBe('failed')
  })

  it.each<[string, unknown, number, string | RegExp, RegExp]>([
    ['an unknown session', { sessionId: 'cs_test_nobodys' }, 404, /^payment_not_found$/, /Payment not found/],
    ['no session id', {}, 400, 'invalid_request', /sessionId is required/],
    ['not a session id', { sessionId: 'pi_123' }, 400, 'invalid_request', /Checkout Session id/],
    ['an injection attempt', { sessionId: 'cs_x" || id != "' }, 400, 'invalid_request', /Checkout Session id/],
    ['an extra field', { sessionId: 'cs_test_1', status: 'completed' }, 400, 'invalid_request', /unknown field "status"/],
  ])('%s → %i', async (_name, body, status, code, message) => {
    const answer = await post<ErrorBody>(ctx, STATUS, body)
    expect(answer.status).toBe(status)
    expect(answer.body.error.code).toMatch(code)
    expect(answer.body.error.message).toMatch(message)
  })

  it('Stripe unreachable while pending → 502 with a message', async () => {
    const { sessionId } = await openCheckout()
    const offline = testContext({ STRIPE_API_URL: 'http://127.0.0.1:9' })
    expect(await post(offline, STATUS, { sessionId })).toMatchObject({
      status: 502,
      body: { error: { code: 'provider_unavailable', message: 'The payment provider cannot be reached right now. Please try again in a moment.' } },
    })
  })
})
