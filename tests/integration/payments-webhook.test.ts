// POST /api/stripe/webhook (DESIGN invariant 3): signed with the SDK's test header helper,
// replayed, delivered out of order, paying for what someone else already paid — every path ends
// in one correct transaction, and the order/table state derived from it.
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, createBill, transactionsOf, type Bill } from '../support/bill.ts'
import { checkoutSession, post, signedWebhook, stripeEvent, testContext } from '../support/functions.ts'
import { startStripeRecorder } from '../support/stripe-recorder.ts'

const ctx = testContext()
const WEBHOOK = '/api/stripe/webhook'
const full = { mode: 'full', totalGuests: 0, payingFor: 0, items: [] }
const tips = { mode: 'percent', amount: 10 }

async function deliver(event: unknown, secret?: string) {
  const { body, headers } = signedWebhook(event, secret)
  return post(ctx, WEBHOOK, body, headers)
}

/** A diner's checkout: the session id and its transaction id. */
async function checkout(bill: Bill, split: unknown = full, cookie?: string) {
  const answer = await post<{ sessionId: string }>(ctx, '/api/stripe/create-checkout-session', { tableId: bill.tableId, tips, split }, cookie ? { cookie } : {})
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const tx = (await transactionsOf(bill.orderId)).find((t) => t.stripe_session_id === answer.body.sessionId)!
  return { sessionId: answer.body.sessionId, transactionId: tx.id }
}

const completed = (sessionId: string, fields: Record<string, unknown> = {}) =>
  stripeEvent('checkout.session.completed', checkoutSession(sessionId, fields))

async function notificationsOf(orderId: string) {
  const pb = await admin()
  return pb.collection('notifications').getFullList({ filter: `order = "${orderId}"`, sort: 'created' })
}

async function tx(orderId: string, id: string) {
  return (await transactionsOf(orderId)).find((t) => t.id === id)!
}

describe('signature', () => {
  let bill: Bill
  let sessionId: string
  beforeAll(async () => {
    bill = await createBill()
    ;({ sessionId } = await checkout(bill))
  })

  it.each([
    ['no signature header', async () => post(ctx, WEBHOOK, JSON.stringify(completed(sessionId)))],
    ['signed with another secret', async () => deliver(completed(sessionId), 'whsec_someone_else')],
    ['body changed after signing', async () => {
      const { headers } = signedWebhook(completed(sessionId))
      return post(ctx, WEBHOOK, JSON.stringify(completed(sessionId, { payment_status: 'paid', amount_total: 1 })), headers)
    }],
    ['a signature that is not one', async () => post(ctx, WEBHOOK, JSON.stringify(completed(sessionId)), { 'stripe-signature': 't=1,v1=abc' })],
  ])('%s → 400, nothing changes', async (_name, send) => {
    const answer = await send()
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: { code: 'invalid_signature', message: expect.stringMatching(/signature/i) } })
    const [only] = await transactionsOf(bill.orderId)
    expect(only!.status).toBe('pending')
  })
})

describe('checkout.session.completed', () => {
  it('completes the payment once, however often it is delivered', async () => {
    const bill = await createBill()
    const { sessionId, transactionId } = await checkout(bill)
    const event = completed(sessionId)
    expect(await deliver(event)).toMatchObject({ status: 200, body: { received: true } })
    expect(await deliver(event)).toMatchObject({ status: 200, body: { received: true, duplicate: true } })
    // the same fact in a new event (Stripe resends with a new id on manual retries) changes nothing either
    expect((await deliver(completed(sessionId))).status).toBe(200)

    const paid = await tx(bill.orderId, transactionId)
    expect(paid).toMatchObject({ status: 'completed', receipt_email: 'diner@example.com', stripe_payment_intent_id: `pi_${sessionId.slice(-12)}` })
    // read from the PaymentIntent: stripe-mock's payment method is a card paid through Link
    expect(paid.payment_method).toBe('link')
    expect(paid.logs.filter((l: { action: string }) => l.action === 'completed')).toHaveLength(1)
    const notes = await notificationsOf(bill.orderId)
    expect(notes.map((n) => n.type)).toEqual(['payment'])
    expect(notes[0]!.message).toBe('Payment received: EUR 31.35.')

    const pb = await admin()
    expect(await pb.collection('order_payments_status').getOne(bill.orderId)).toMatchObject({ paid_amount: 2850, status: 'paid' })
    expect(await pb.collection('table_status').getOne(bill.tableId)).toMatchObject({ status: 'paid' })
  })

  it('with a delayed payment method keeps the claim until it settles', async () => {
    const bill = await createBill()
    const { sessionId, transactionId } = await checkout(bill)
    await deliver(completed(sessionId, { payment_status: 'unpaid' }))
    const waiting = await tx(bill.orderId, transactionId)
    expect(waiting.status).toBe('pending')
    expect(Date.parse(waiting.claim_expires_at.replace(' ', 'T')) - Date.now()).toBeGreaterThan(2 * 24 * 3600_000)

    await deliver(stripeEvent('checkout.session.async_payment_succeeded', checkoutSession(sessionId)))
    expect((await tx(bill.orderId, transactionId)).status).toBe('completed')
  })

  it('a delayed payment that fails releases the claim', async () => {
    const bill = await createBill()
    const { sessionId, transactionId } = await checkout(bill)
    await deliver(completed(sessionId, { payment_status: 'unpaid' }))
    await deliver(stripeEvent('checkout.session.async_payment_failed', checkoutSession(sessionId, { payment_status: 'unpaid' })))
    expect((await tx(bill.orderId, transactionId)).status).toBe('failed')
    expect((await post(ctx, '/api/stripe/create-checkout-session', { tableId: bill.tableId, tips, split: full })).status).toBe(200)
  })

  it('finds a checkout whose session was never recorded through its metadata', async () => {
    const bill = await createBill()
    const { transactionId } = await checkout(bill)
    const pb = await admin()
    await pb.collection('transactions').update(transactionId, { stripe_session_id: '' })
    await deliver(completed('cs_test_unrecorded', { metadata: { transaction_id: transactionId } }))
    expect(await tx(bill.orderId, transactionId)).toMatchObject({ status: 'completed', stripe_session_id: 'cs_test_unrecorded' })
  })

  it('a session that is not ours is acknowledged and ignored', async () => {
    const answer = await deliver(completed('cs_test_someone_elses_session'))
    expect(answer).toMatchObject({ status: 200, body: { received: true } })
  })
})

describe('order of delivery does not matter', () => {
  it('expired after completed: stays completed', async () => {
    const bill = await createBill()
    const { sessionId, transactionId } = await checkout(bill)
    await deliver(completed(sessionId))
    await deliver(stripeEvent('checkout.session.expired', checkoutSession(sessionId, { status: 'expired', payment_status: 'unpaid' })))
    expect((await tx(bill.orderId, transactionId)).status).toBe('completed')
    expect(await transactionsOf(bill.orderId)).toHaveLength(1)
  })

  it('expired releases the claim; a later completion still records the money', async () => {
    const bill = await createBill()
    const { sessionId, transactionId } = await checkout(bill)
    await deliver(stripeEvent('checkout.session.expired', checkoutSession(sessionId, { status: 'expired', payment_status: 'unpaid' })))
    expect((await tx(bill.orderId, transactionId)).status).toBe('failed')
    await deliver(completed(sessionId))
    expect((await tx(bill.orderId, transactionId)).status).toBe('completed')
    expect((await notificationsOf(bill.orderId)).map((n) => n.type)).toEqual(['payment'])
  })

  it('charge.refunded before checkout.session.completed', async () => {
    const bill = await createBill()
    const { sessionId, transactionId } = await checkout(bill)
    const pb = await admin()
    // as a real session would have it once paid: the PaymentIntent is known to the transaction
    await pb.collection('transactions').update(transactionId, { stripe_payment_intent_id: `pi_${sessionId.slice(-12)}` })
    await deliver(stripeEvent('charge.refunded', { id: 'ch_early', object: 'charge', payment_intent: `pi_${sessionId.slice(-12)}`, amount_refunded: 1000 }))
    await deliver(completed(sessionId))
    expect(await tx(bill.orderId, transactionId)).toMatchObject({ status: 'partially_refunded', refund_amount: 1000, stripe_charge_id: 'ch_early' })
  })
})

describe('a payment for what someone else has already paid', () => {
  it('asks Stripe once however many deliveries reconcile it at the same time (the refund reserves first)', async () => {
    const recorder = await startStripeRecorder()
    try {
      const recorded = testContext({ STRIPE_API_URL: recorder.url })
      const bill = await createBill()
      const late = await checkout(bill)
      await deliver(stripeEvent('checkout.session.expired', checkoutSession(late.sessionId, { status: 'expired', payment_status: 'unpaid' })))
      const other = await checkout(bill)
      await deliver(completed(other.sessionId))
      // five deliveries of the late payment (different event ids, as Stripe's retries and the
      // result page's get-checkout-session would reconcile it) at once
      await Promise.all(
        Array.from({ length: 5 }, () => {
          const { body, headers } = signedWebhook(completed(late.sessionId))
          return post(recorded, WEBHOOK, body, headers)
        }),
      )
      const refunds = recorder.requests.filter((r) => r.path === '/v1/refunds')
      expect(refunds.map((r) => [r.params.amount, r.idempotencyKey])).toEqual([['3135', `conto-refund-${late.transactionId}-overpayment-3135`]])
      expect(await tx(bill.orderId, late.transactionId)).toMatchObject({ status: 'refunded', refund_amount: 3135, refund_reserved: 0 })
    } finally {
      await recorder.close()
    }
  })

  it('is refunded in full, and staff are told', async () => {
    const bill = await createBill()
    const late = await checkout(bill)
    await deliver(stripeEvent('checkout.session.expired', checkoutSession(late.sessionId, { status: 'expired', payment_status: 'unpaid' })))
    const other = await checkout(bill)
    await deliver(completed(other.sessionId))
    // the first diner's payment went through after all
    await deliver(completed(late.sessionId))

    const refunded = await tx(bill.orderId, late.transactionId)
    expect(refunded).toMatchObject({ status: 'refunded', refund_amount: 3135 })
    expect(refunded.logs.map((l: { action: string }) => l.action)).toEqual(
      expect.arrayContaining(['completed', 'overpayment', 'refund']),
    )
    expect((await notificationsOf(bill.orderId)).map((n) => n.type)).toEqual(['payment', 'overpayment'])
    const pb = await admin()
    expect(await pb.collection('order_payments_status').getOne(bill.orderId)).toMatchObject({ paid_amount: 2850, status: 'paid' })

    // and a replay of the late completion refunds nothing more
    await deliver(completed(late.sessionId))
    expect((await tx(bill.orderId, late.transactionId)).refund_amount).toBe(3135)
  })

  it('items paid twice: only their part is refunded', async () => {
    const bill = await createBill({ lines: [{ price: 1200, quantity: 2 }, { price: 450, quantity: 1 }] })
    const both = { mode: 'items', totalGuests: 0, payingFor: 0, items: [{ orderItemId: bill.lineIds[0], quantity: 2 }] }
    const one = { mode: 'items', totalGuests: 0, payingFor: 0, items: [{ orderItemId: bill.lineIds[0], quantity: 1 }] }
    const late = await checkout(bill, both)
    const pb = await admin()
    await pb.collection('transactions').update(late.transactionId, { claim_expires_at: new Date(Date.now() - 1000).toISOString() })
    const other = await checkout(bill, one)
    await deliver(completed(other.sessionId))
    await deliver(completed(late.sessionId))
    expect(await tx(bill.orderId, late.transactionId)).toMatchObject({ status: 'partially_refunded', refund_amount: 1200 })
  })
})

describe('charge.refunded', () => {
  it('records Stripe’s running refund total, idempotently', async () => {
    const bill = await createBill()
    const { sessionId, transactionId } = await checkout(bill)
    await deliver(completed(sessionId))
    const pi = `pi_${sessionId.slice(-12)}`
    const partial = stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: pi, amount_refunded: 500 })
    await deliver(partial)
    await deliver(partial)
    expect(await tx(bill.orderId, transactionId)).toMatchObject({ status: 'partially_refunded', refund_amount: 500, stripe_charge_id: 'ch_1' })

    await deliver(stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: pi, amount_refunded: 3135 }))
    expect(await tx(bill.orderId, transactionId)).toMatchObject({ status: 'refunded', refund_amount: 3135 })
    // an older event arriving late never lowers it
    await deliver(stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: pi, amount_refunded: 500 }))
    expect((await tx(bill.orderId, transactionId)).refund_amount).toBe(3135)
    expect((await notificationsOf(bill.orderId)).map((n) => n.type)).toEqual(['payment', 'refund', 'refund'])

    const pb = await admin()
    expect(await pb.collection('order_payments_status').getOne(bill.orderId)).toMatchObject({ paid_amount: 0 })
  })
})

describe('account.updated', () => {
  it('copies the connected account’s readiness onto its company', async () => {
    const bill = await createBill({ company: { stripe_account_id: 'acct_1UpdatedTest' } })
    await deliver(stripeEvent('account.updated', { id: 'acct_1UpdatedTest', object: 'account', details_submitted: true, charges_enabled: true, payouts_enabled: false }))
    const pb = await admin()
    expect(await pb.collection('companies').getOne(bill.companyId)).toMatchObject({
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: false,
    })
  })
})
