// POST /api/stripe/get-checkout-session {sessionId} → {id, status}: the result page's poll. It
// reconciles with Stripe (stripe-mock: every session reads as open/unpaid) and never moves back.
import { describe, expect, it } from 'vitest'
import { CLIENT_ADDRESS_HEADER } from '../../api-functions/_lib/rate-limit.ts'
import { admin, createBill, transactionsOf } from '../support/bill.ts'
import { checkoutSession, post, type ErrorBody, signedWebhook, stripeEvent, testContext } from '../support/functions.ts'
import { startStripeRecorder } from '../support/stripe-recorder.ts'

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

  it('600 polls of one pending session from one address: Stripe is read once, the address is limited to 300 a minute (break 4)', async () => {
    const recorder = await startStripeRecorder()
    try {
      const recorded = testContext({ STRIPE_API_URL: recorder.url })
      const { sessionId } = await openCheckout()
      const statuses: number[] = []
      for (let batch = 0; batch < 12; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, () => post(recorded, STATUS, { sessionId }, { [CLIENT_ADDRESS_HEADER]: '192.0.2.44' })),
        )
        statuses.push(...answers.map((answer) => answer.status))
        if (batch === 11) expect(answers.at(-1)!.headers.get('retry-after')).toMatch(/^\d+$/)
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(300)
      expect(statuses.filter((status) => status === 429)).toHaveLength(300)
      const retrieves = recorder.requests.filter((request) => request.method === 'GET' && request.path.startsWith(`/v1/checkout/sessions/${sessionId}`))
      // a few seconds of polling: one read, two if the run crossed the 3 s interval
      expect(retrieves.length).toBeGreaterThanOrEqual(1)
      expect(retrieves.length).toBeLessThanOrEqual(2)
    } finally {
      await recorder.close()
    }
  })
})
