// Satispay for Italian diners (issue 37): a euro table's Checkout Session offers it beside cards,
// on stripe-mock (which knows the method); a payment Stripe reports as made with Satispay is
// recorded with its method, certified as an electronic payment, and refunded like any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createBill, transactionsOf } from '../support/bill.ts'
import { checkoutSession, post, signedWebhook, stripeEvent, testContext } from '../support/functions.ts'
import { startStripeRecorder, type StripeRecorder } from '../support/stripe-recorder.ts'

const full = { mode: 'full', totalGuests: 0, payingFor: 0, items: [] }
const tips = { mode: 'percent', amount: 0 }
let recorder: StripeRecorder
let ctx: ReturnType<typeof testContext>

beforeAll(async () => {
  recorder = await startStripeRecorder()
  ctx = testContext({ STRIPE_API_URL: recorder.url })
})
afterAll(() => recorder.close())

async function deliver(event: unknown) {
  const { body, headers } = signedWebhook(event)
  return post(ctx, '/api/stripe/webhook', body, headers)
}

describe('Satispay', () => {
  it('is offered at a euro table, recorded with its method, certified as electronic, refunded', async () => {
    const bill = await createBill()
    const pb = await admin()
    await pb.collection('restaurants').update(bill.restaurantId, { fiscal_departments: { '22': 1, '10': 2, N2: 11 } })
    const answer = await post<{ sessionId: string }>(ctx, '/api/stripe/create-checkout-session', { tableId: bill.tableId, tips, split: full })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const created = recorder.requests.find((request) => request.path === '/v1/checkout/sessions' && request.method === 'POST')!
    const offered = Object.entries(created.params).filter(([key]) => key.startsWith('payment_method_types')).map(([, value]) => value)
    expect(offered).toEqual(['card', 'link', 'satispay'])

    const sessionId = answer.body.sessionId
    const intent = `pi_${sessionId.slice(-12)}`
    const paid = checkoutSession(sessionId, {
      amount_total: bill.total,
      payment_intent: { id: intent, object: 'payment_intent', payment_method: { id: 'pm_satispay', object: 'payment_method', type: 'satispay', card: null } },
    })
    expect((await deliver(stripeEvent('checkout.session.completed', paid))).status).toBe(200)
    const [payment] = await transactionsOf(bill.orderId)
    expect(payment).toMatchObject({ status: 'completed', channel: 'qr', payment_method: 'satispay' })

    const [sale] = await pb.collection('fiscal_jobs').getFullList({ filter: `transaction = "${payment!.id}" && kind = "sale"` })
    expect(sale!.document.payments).toEqual([{ means: 'electronic', amount: bill.total }])

    // refunded at Stripe (the staff's refund and the Dashboard's both end in charge.refunded)
    await deliver(stripeEvent('charge.refunded', { id: 'ch_satispay', object: 'charge', payment_intent: intent, amount_refunded: 500 }))
    expect((await transactionsOf(bill.orderId))[0]).toMatchObject({ status: 'partially_refunded', refund_amount: 500 })
  })
})
