// The test payment form's server half (docs/decisions/016) against a real PocketBase and
// stripe-mock: it completes the claim this browser holds through the real, signed webhook; it
// exists only with CONTO_DEMO_PAYMENTS=1 against a local stripe-mock, and never for anyone else's claim.
import { describe, expect, it } from 'vitest'
import { loadFunctionsConfig } from '../../api-functions/_lib/env.ts'
import { admin, createBill, transactionsOf } from '../support/bill.ts'
import { post, testContext, testEnv, type ErrorBody } from '../support/functions.ts'

const demoCtx = testContext({ CONTO_DEMO_PAYMENTS: '1' })
const fullBill = { tips: { mode: 'fixed', amount: 100 }, split: { mode: 'full', totalGuests: 0, payingFor: 0, items: [] } }

interface Opened {
  sessionId: string
  demo: boolean
  amounts: { total: number }
}

async function openCheckout(ctx = demoCtx) {
  const bill = await createBill()
  const answer = await post<Opened>(ctx, '/api/stripe/create-checkout-session', { tableId: bill.tableId, ...fullBill })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return { bill, answer, cookie: answer.headers.get('set-cookie')!.split(';')[0]! }
}

const pay = (sessionId: string, headers: Record<string, string>, ctx = demoCtx) =>
  post<{ status?: string } & Partial<ErrorBody>>(ctx, '/api/stripe/demo-payment', { sessionId, email: 'diner@example.com' }, headers)

async function paidAmount(orderId: string): Promise<number> {
  const pb = await admin()
  return (await pb.collection('order_payments_status').getOne(orderId)).paid_amount as number
}

describe('demo payments', () => {
  it('complete this browser’s checkout through the signed webhook, with a receipt', async () => {
    const { bill, answer, cookie } = await openCheckout()
    expect(answer.body.demo).toBe(true)

    const paid = await pay(answer.body.sessionId, { cookie })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(paid.body.status).toBe('completed')

    const [tx] = await transactionsOf(bill.orderId)
    expect(tx).toMatchObject({ status: 'completed', receipt_email: 'diner@example.com', payment_method: 'test_payment', total_amount: bill.total + 100 })
    const actions = (tx!.logs as { action: string; source?: string }[]).map((l) => l.action)
    expect(actions).toContain('receipt')
    expect((tx!.logs as { action: string; source?: string }[]).find((l) => l.action === 'completed')?.source).toMatch(/^webhook:evt_demo_/)
    expect(await paidAmount(bill.orderId)).toBe(bill.total)

    // what the result page polls
    const status = await post<{ status: string }>(demoCtx, '/api/stripe/get-checkout-session', { sessionId: answer.body.sessionId })
    expect(status.body.status).toBe('completed')

    // paying again changes nothing
    const again = await pay(answer.body.sessionId, { cookie })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ error: { code: 'payment_ended' } })
    expect(await paidAmount(bill.orderId)).toBe(bill.total)
  })

  it('refuse a checkout opened by another browser, and change nothing', async () => {
    const { bill, answer } = await openCheckout()
    const other = await openCheckout()
    for (const headers of [{}, { cookie: other.cookie }] as Record<string, string>[]) {
      const refused = await pay(answer.body.sessionId, headers)
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({ error: { code: 'payment_other_device' } })
    }
    const [tx] = await transactionsOf(bill.orderId)
    expect(tx!.status).toBe('pending')
    expect(await paidAmount(bill.orderId)).toBe(0)
  })

  it('do not exist when they are off', async () => {
    const ctx = testContext()
    const { bill, answer, cookie } = await openCheckout(ctx)
    expect(answer.body.demo).toBe(false)
    const refused = await pay(answer.body.sessionId, { cookie }, ctx)
    expect(refused.status).toBe(404)
    expect((await transactionsOf(bill.orderId))[0]!.status).toBe('pending')
  })

  it('can never be on with real Stripe', () => {
    // the real Stripe API (no STRIPE_API_URL), a remote "mock", or a live key
    for (const overrides of [{ STRIPE_API_URL: undefined }, { STRIPE_API_URL: 'https://api.stripe.com' }, { STRIPE_SECRET_KEY: 'sk_live_51Conto' }]) {
      expect(() => loadFunctionsConfig(testEnv({ CONTO_DEMO_PAYMENTS: '1', ...overrides }))).toThrow(/CONTO_DEMO_PAYMENTS can only be 1/)
    }
    expect(loadFunctionsConfig(testEnv({ CONTO_DEMO_PAYMENTS: '1' })).CONTO_DEMO_PAYMENTS).toBe('1')
  })

  it('answer bad input with a 400', async () => {
    const { cookie } = await openCheckout()
    expect((await post(demoCtx, '/api/stripe/demo-payment', { sessionId: 'cs_test_x' }, { cookie })).status).toBe(400)
    expect((await post(demoCtx, '/api/stripe/demo-payment', { sessionId: 'nope', email: 'a@b.it' }, { cookie })).status).toBe(400)
    expect((await pay('cs_test_unknown', { cookie })).status).toBe(404)
  })
})
