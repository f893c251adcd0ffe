// The checkout's second call to PocketBase (pb_hooks/claim-batch-lib.js attachSession): one UPDATE of the Stripe
// ids and the log on the hot path, a validated record save for ids out of the ordinary.
import { describe, expect, it } from 'vitest'
import { admin, createBill, transactionsOf } from '../support/bill.ts'
import { post, testContext } from '../support/functions.ts'

const ctx = testContext()

async function claimWholeBill() {
  const bill = await createBill()
  const answer = await post<{ sessionId: string }>(ctx, '/api/stripe/create-checkout-session', {
    tableId: bill.tableId,
    tips: { mode: 'percent', amount: 5 },
    split: { mode: 'full', totalGuests: 0, payingFor: 0, items: [] },
  })
  expect(answer.status).toBe(200)
  const [tx] = await transactionsOf(bill.orderId)
  return { bill, tx: tx!, sessionId: answer.body.sessionId }
}

/** A claim as the claim route writes it, before its session is attached. */
async function bareClaim() {
  const { bill } = await claimWholeBill()
  const pb = await admin()
  const tx = await pb.collection('transactions').create({
    order: bill.orderId,
    restaurant: bill.restaurantId,
    status: 'pending',
    channel: 'qr',
    currency: 'EUR',
    base_amount: 100,
    total_amount: 100,
    split_mode: 'full',
    tip_mode: 'percent',
    logs: [{ action: 'claimed', time: new Date().toISOString() }],
  })
  return { pb, id: tx.id }
}

type Attached = { id?: string; status?: string; error?: { code: string } }

/** One claim's session, sent as the functions send it: in a batch (here of one). */
async function attach(id: string, body: object) {
  const answer = await ctx.pocketbase.send<{ answers: { status: number; body: Attached }[] }>('POST', '/api/conto/claims/batch', {
    requests: [{ session: { id, ...body } }],
  })
  expect(answer.status).toBe(200)
  return answer.body.answers[0]!
}

describe('attaching a Stripe session to a claim', () => {
  it('stores both ids once and logs it after the claim; a second attach changes nothing', async () => {
    const { pb, id } = await bareClaim()
    const first = await attach(id, { sessionId: 'cs_test_first', paymentIntentId: 'pi_first' })
    expect(first).toMatchObject({ status: 200, body: { id, status: 'pending' } })
    const again = await attach(id, { sessionId: 'cs_test_second', paymentIntentId: 'pi_second' })
    expect(again).toMatchObject({ status: 200, body: { id, status: 'pending' } })

    const tx = await pb.collection('transactions').getOne(id)
    expect(tx).toMatchObject({ stripe_session_id: 'cs_test_first', stripe_payment_intent_id: 'pi_first', session_to_expire: false })
    const logs = tx.logs as { action: string; session?: string; time: string }[]
    expect(logs.map((entry) => entry.action)).toEqual(['claimed', 'checkout_created'])
    expect(logs[1]).toMatchObject({ session: 'cs_test_first' })
    expect(Number.isNaN(Date.parse(logs[1]!.time))).toBe(false)
    expect(Date.parse(tx.updated.replace(' ', 'T'))).toBeGreaterThanOrEqual(Date.parse(tx.created.replace(' ', 'T')))
  })

  it('a claim ended before its session came records the session, marks it to expire and answers its status', async () => {
    const { pb, id } = await bareClaim()
    await pb.collection('transactions').update(id, { status: 'failed' })
    const answer = await attach(id, { sessionId: 'cs_test_late', paymentIntentId: '' })
    expect(answer).toMatchObject({ status: 200, body: { id, status: 'failed' } })
    expect(await pb.collection('transactions').getOne(id)).toMatchObject({ stripe_session_id: 'cs_test_late', session_to_expire: true })
  })

  it('an unknown claim is 404 and writes nothing', async () => {
    expect(await attach('nosuchclaim0000', { sessionId: 'cs_test_x', paymentIntentId: '' })).toMatchObject({ status: 404, body: { error: { code: 'payment_not_found' } } })
  })

  it('a session id longer than the field allows is refused by the collection and stores nothing', async () => {
    const { pb, id } = await bareClaim()
    const answer = await attach(id, { sessionId: `cs_test_${'x'.repeat(300)}`, paymentIntentId: '' })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(await pb.collection('transactions').getOne(id)).toMatchObject({ stripe_session_id: '' })
  })

  it('a session id already attached to another claim is refused (unique) and stores nothing', async () => {
    const { sessionId } = await claimWholeBill()
    const { pb, id } = await bareClaim()
    const answer = await attach(id, { sessionId, paymentIntentId: '' })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(await pb.collection('transactions').getOne(id)).toMatchObject({ stripe_session_id: '' })
  })
})

describe('sessions attached together', () => {
  it('each is attached to its own claim; one the collection refuses answers alone and the other is kept', async () => {
    const first = await bareClaim()
    const second = await bareClaim()
    const answer = await ctx.pocketbase.send<{ answers: { status: number; body: Attached }[] }>('POST', '/api/conto/claims/batch', {
      requests: [
        { session: { id: first.id, sessionId: 'cs_test_together', paymentIntentId: 'pi_together' } },
        { session: { id: second.id, sessionId: `cs_test_${'y'.repeat(300)}`, paymentIntentId: '' } },
      ],
    })
    expect(answer.status).toBe(200)
    expect(answer.body.answers.map((one) => one.status)).toEqual([200, 500])
    expect(await first.pb.collection('transactions').getOne(first.id)).toMatchObject({ stripe_session_id: 'cs_test_together' })
    expect(await second.pb.collection('transactions').getOne(second.id)).toMatchObject({ stripe_session_id: '' })
  })
})
