// POST /api/stripe/create-checkout-session against a real PocketBase and stripe-mock: the server
// computes every amount, records a pending claim with its session, and refuses bad input with a
// 4xx that writes nothing (DESIGN invariants 1, 2 and 5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MOCK_CLIENT_SECRET } from '../../scripts/lib/stripe-mock.ts'
import { admin, countWrites, createBill, transactionsOf, type Bill } from '../support/bill.ts'
import { post, testContext, TEST_APP_URL, type ErrorBody } from '../support/functions.ts'
import { startStripeRecorder, type StripeRecorder } from '../support/stripe-recorder.ts'

const CREATE = '/api/stripe/create-checkout-session'
const ctx = testContext()
const fivePercent = { mode: 'percent', amount: 5 }
const noSplit = { totalGuests: 0, payingFor: 0, items: [] }

interface Created {
  clientSecret: string
  sessionId: string
  amounts: { currency: string; base: number; tip: number; total: number }
  claim: { expiresAt: string; heartbeatSeconds: number }
  error?: ErrorBody['error']
}

const create = (body: unknown, headers?: Record<string, string>) => post<Created>(ctx, CREATE, body, headers)

describe('amounts are computed on the server', () => {
  // lines: 2 × 12,00 € + 1 × 4,50 € = 28,50 €
  it.each([
    ['pay full, 5 % tip (142,5 rounds up)', { mode: 'full', ...noSplit }, fivePercent, 2850, 143],
    ['equal, 1 of 3, fixed tip', { mode: 'equal', totalGuests: 3, payingFor: 1, items: [] }, { mode: 'fixed', amount: 200 }, 950, 200],
    ['equal, 2 of 4, 10 %', { mode: 'equal', totalGuests: 4, payingFor: 2, items: [] }, { mode: 'percent', amount: 10 }, 1425, 143],
    ['items, one carbonara, 3 %', { mode: 'items', totalGuests: 0, payingFor: 0, items: [{ line: 0, quantity: 1 }] }, { mode: 'percent', amount: 3 }, 1200, 36],
    ['items, everything, no tip', { mode: 'items', totalGuests: 0, payingFor: 0, items: [{ line: 0, quantity: 2 }, { line: 1, quantity: 1 }] }, { mode: 'fixed', amount: 0 }, 2850, 0],
  ])('%s', async (_name, split, tips, base, tip) => {
    const bill = await createBill()
    const items = (split.items as { line: number; quantity: number }[]).map((i) => ({ orderItemId: bill.lineIds[i.line], quantity: i.quantity }))
    const answer = await create({ tableId: bill.tableId, tips, split: { ...split, items } })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.amounts).toEqual({ currency: 'EUR', base, tip, total: base + tip })
    expect(answer.body.clientSecret).toBe(MOCK_CLIENT_SECRET)
    expect(answer.body.sessionId).toMatch(/^cs_test_/)

    const [tx] = await transactionsOf(bill.orderId)
    expect(tx).toMatchObject({
      status: 'pending',
      base_amount: base,
      tip_amount: tip,
      total_amount: base + tip,
      currency: 'EUR',
      split_mode: split.mode,
      stripe_session_id: answer.body.sessionId,
    })
    // a short claim (decision 018): two minutes unless the payment page renews it
    const claimSeconds = (Date.parse(tx!.claim_expires_at.replace(' ', 'T')) - Date.now()) / 1000
    expect(claimSeconds).toBeGreaterThan(100)
    expect(claimSeconds).toBeLessThanOrEqual(120)
    expect(answer.body.claim).toMatchObject({ expiresAt: tx!.claim_expires_at, heartbeatSeconds: 30 })
    expect(tx!.logs.map((l: { action: string }) => l.action)).toEqual(['claimed', 'checkout_created'])
  })

  it('charges JPY in whole yen', async () => {
    const bill = await createBill({ currency: 'JPY', lines: [{ price: 1000, quantity: 1 }, { price: 500, quantity: 1 }] })
    const answer = await create({
      tableId: bill.tableId,
      tips: { mode: 'percent', amount: 3 },
      split: { mode: 'equal', totalGuests: 4, payingFor: 1, items: [] },
    })
    expect(answer.body.amounts).toEqual({ currency: 'JPY', base: 375, tip: 11, total: 386 })
  })

  it('equal shares paid one after another sum exactly to the bill', async () => {
    const bill = await createBill({ lines: [{ price: 1000, quantity: 1 }] })
    const bases: number[] = []
    for (let i = 0; i < 3; i++) {
      const answer = await create({ tableId: bill.tableId, tips: fivePercent, split: { mode: 'equal', totalGuests: 3, payingFor: 1, items: [] } })
      bases.push(answer.body.amounts.base)
    }
    expect(bases).toEqual([333, 333, 334])
    const fourth = await create({ tableId: bill.tableId, tips: fivePercent, split: { mode: 'equal', totalGuests: 3, payingFor: 1, items: [] } })
    expect(fourth.status).toBe(409)
  })

  it('pay-full after a share pays what is left', async () => {
    const bill = await createBill({ lines: [{ price: 1000, quantity: 1 }] })
    await create({ tableId: bill.tableId, tips: fivePercent, split: { mode: 'equal', totalGuests: 4, payingFor: 1, items: [] } })
    const rest = await create({ tableId: bill.tableId, tips: fivePercent, split: { mode: 'full', ...noSplit } })
    expect(rest.body.amounts.base).toBe(750)
  })
})

describe('the Checkout Session sent to Stripe', () => {
  let recorder: StripeRecorder
  beforeAll(async () => (recorder = await startStripeRecorder()))
  afterAll(() => recorder.close())

  async function createThroughRecorder(bill: Bill) {
    const recorded = testContext({ STRIPE_API_URL: recorder.url })
    const answer = await post<Created>(recorded, CREATE, { tableId: bill.tableId, tips: fivePercent, split: { mode: 'full', ...noSplit } })
    expect(answer.status).toBe(200)
    const [tx] = await transactionsOf(bill.orderId)
    const request = recorder.requests.find((r) => r.params['metadata[transaction_id]'] === tx!.id)
    return { request: request!, tx: tx! }
  }

  it('is an Elements checkout of the claim, keyed by it, returning to the result page', async () => {
    const bill = await createBill()
    const { request, tx } = await createThroughRecorder(bill)
    expect(request.path).toBe('/v1/checkout/sessions')
    expect(request.idempotencyKey).toBe(`conto-claim-${tx.id}`)
    expect(request.params).toMatchObject({
      ui_mode: 'elements',
      mode: 'payment',
      return_url: `${TEST_APP_URL}/qr/${bill.restaurantId}/${bill.tableId}/paymentResult?sessionId={CHECKOUT_SESSION_ID}`,
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2850',
      'line_items[1][price_data][unit_amount]': '143',
      'metadata[order_id]': bill.orderId,
      'payment_intent_data[metadata][transaction_id]': tx.id,
    })
    expect(request.params['payment_intent_data[transfer_data][destination]']).toBeUndefined()
  })

  it('is a destination charge with Conto’s fee when the company can take charges', async () => {
    const bill = await createBill({ company: { stripe_account_id: 'acct_1ContoTest', charges_enabled: true } })
    const { request } = await createThroughRecorder(bill)
    expect(request.params['payment_intent_data[transfer_data][destination]']).toBe('acct_1ContoTest')
    // 1,5 % of 29,93 € = 44,895 cents, rounded down
    expect(request.params['payment_intent_data[application_fee_amount]']).toBe('44')
  })

  it('is a plain charge while the connected account cannot take charges yet', async () => {
    const bill = await createBill({ company: { stripe_account_id: 'acct_1NotReady', charges_enabled: false } })
    const { request } = await createThroughRecorder(bill)
    expect(request.params['payment_intent_data[transfer_data][destination]']).toBeUndefined()
    expect(request.params['payment_intent_data[application_fee_amount]']).toBeUndefined()
  })
})

describe('bad input gets a 4xx and writes nothing', () => {
  let bill: Bill
  beforeAll(async () => (bill = await createBill()))

  const valid = () => ({ tableId: bill.tableId, tips: fivePercent, split: { mode: 'full', ...noSplit } })
  const withSplit = (split: Record<string, unknown>) => ({ ...valid(), split: { mode: 'full', ...noSplit, ...split } })

  it.each<[string, () => unknown, RegExp]>([
    ['empty body', () => '', /empty/],
    ['not JSON', () => '{"tableId": ', /not valid JSON/],
    ['NaN is not JSON', () => `{"tableId":"${bill.tableId}","tips":{"mode":"fixed","amount":NaN},"split":{"mode":"full"}}`, /not valid JSON/],
    ['an array', () => [valid()], /body/],
    ['missing tableId', () => ({ tips: fivePercent, split: valid().split }), /tableId is required/],
    ['missing tips', () => ({ tableId: bill.tableId, split: valid().split }), /tips is required/],
    ['missing split', () => ({ tableId: bill.tableId, tips: fivePercent }), /split is required/],
    ['missing split.items', () => ({ ...valid(), split: { mode: 'full', totalGuests: 0, payingFor: 0 } }), /split.items is required/],
    ['unknown top-level field', () => ({ ...valid(), amount: 1 }), /unknown field "amount"/],
    ['unknown split field', () => withSplit({ discount: 100 }), /unknown field "discount" in split/],
    ['unknown tips field', () => ({ ...valid(), tips: { ...fivePercent, currency: 'EUR' } }), /unknown field "currency" in tips/],
    ['malformed tableId', () => ({ ...valid(), tableId: '../../admin' }), /tableId/],
    ['unknown tip mode', () => ({ ...valid(), tips: { mode: 'generous', amount: 5 } }), /tips/],
    ['negative tip', () => ({ ...valid(), tips: { mode: 'fixed', amount: -100 } }), /tips.amount/],
    ['tip over 100 %', () => ({ ...valid(), tips: { mode: 'percent', amount: 150 } }), /tips.amount/],
    ['fractional minor units', () => ({ ...valid(), tips: { mode: 'fixed', amount: 10.5 } }), /tips.amount/],
    ['huge tip', () => ({ ...valid(), tips: { mode: 'fixed', amount: 1e300 } }), /tips.amount/],
    ['infinite tip', () => `{"tableId":"${bill.tableId}","tips":{"mode":"fixed","amount":1e400},"split":{"mode":"full","totalGuests":0,"payingFor":0,"items":[]}}`, /tips.amount/],
    ['tip as a string', () => ({ ...valid(), tips: { mode: 'fixed', amount: '100' } }), /tips.amount/],
    ['unknown split mode', () => withSplit({ mode: 'half' }), /split.mode/],
    ['equal without guests', () => withSplit({ mode: 'equal', totalGuests: 0, payingFor: 1 }), /split.totalGuests/],
    ['paying for more than the guests', () => withSplit({ mode: 'equal', totalGuests: 2, payingFor: 3 }), /split.payingFor/],
    ['huge guests', () => withSplit({ mode: 'equal', totalGuests: 1e9, payingFor: 1 }), /split.totalGuests/],
    ['items with nothing chosen', () => withSplit({ mode: 'items', items: [] }), /split.items/],
    ['items with zero quantities', () => withSplit({ mode: 'items', items: [{ orderItemId: bill.lineIds[0], quantity: 0 }] }), /split.items/],
    ['an item twice', () => withSplit({ mode: 'items', items: [{ orderItemId: bill.lineIds[0], quantity: 1 }, { orderItemId: bill.lineIds[0], quantity: 1 }] }), /twice/],
    ['negative quantity', () => withSplit({ mode: 'items', items: [{ orderItemId: bill.lineIds[0], quantity: -1 }] }), /quantity/],
    ['fractional quantity', () => withSplit({ mode: 'items', items: [{ orderItemId: bill.lineIds[0], quantity: 0.5 }] }), /quantity/],
    ['an item of another bill', () => withSplit({ mode: 'items', items: [{ orderItemId: 'aaaaaaaaaaaaaaa', quantity: 1 }] }), /not on this bill/],
    ['more than was ordered', () => withSplit({ mode: 'items', items: [{ orderItemId: bill.lineIds[1], quantity: 2 }] }), /being paid|been paid/],
    ['a fixed tip larger than the share', () => ({ ...valid(), tips: { mode: 'fixed', amount: 5000 } }), /tip cannot be more/],
  ])('%s', async (_name, body, message) => {
    const answer = await create(body())
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(Object.keys(answer.body)).toEqual(['error'])
    expect(Object.keys(answer.body.error ?? {}).sort()).toEqual(['code', 'message'])
    expect(answer.body.error?.message).toMatch(message)
    expect(await countWrites(bill.orderId)).toEqual({ transactions: 0, items: 0 })
  })

  it.each<[string, () => Promise<string>, number, RegExp]>([
    ['an unknown table', async () => 'zzzzzzzzzzzzzzz', 404, /table does not exist/],
    ['a table without an open order', async () => (await createBill({ closed: true })).tableId, 404, /no open bill/],
    ['an inactive restaurant', async () => (await createBill({ active: false })).tableId, 404, /not taking payments/],
  ])('%s → %i', async (_name, tableId, status, message) => {
    const answer = await create({ ...valid(), tableId: await tableId() })
    expect(answer.status).toBe(status)
    expect(answer.body.error?.message).toMatch(message)
  })

  it('a paid bill is refused with 409', async () => {
    const paid = await createBill({ lines: [{ price: 800, quantity: 1 }] })
    const pb = await admin()
    await pb.collection('transactions').create({
      order: paid.orderId, restaurant: paid.restaurantId, status: 'completed', currency: 'EUR',
      base_amount: 800, tip_amount: 0, total_amount: 800, split_mode: 'full', logs: [],
    })
    const answer = await create({ ...valid(), tableId: paid.tableId })
    expect(answer).toMatchObject({ status: 409, body: { error: { message: 'This bill has already been paid.' } } })
  })
})

describe('when a peer is down', () => {
  it('Stripe unreachable → 502, and the claim is released at once', async () => {
    const bill = await createBill()
    const offline = testContext({ STRIPE_API_URL: 'http://127.0.0.1:9' })
    const answer = await post<Created>(offline, CREATE, { tableId: bill.tableId, tips: fivePercent, split: { mode: 'full', ...noSplit } })
    expect(answer.status).toBe(502)
    expect(answer.body).toEqual({
      error: { code: 'provider_unavailable', message: 'The payment provider cannot be reached right now. Please try again in a moment.' },
    })
    const [tx] = await transactionsOf(bill.orderId)
    expect(tx?.status).toBe('failed')
    // the bill can be paid again straight away
    expect((await create({ tableId: bill.tableId, tips: fivePercent, split: { mode: 'full', ...noSplit } })).status).toBe(200)
  })

  it('PocketBase unreachable → 503 without internals', async () => {
    const bill = await createBill()
    const offline = testContext({ POCKETBASE_URL: 'http://127.0.0.1:9' })
    const answer = await post(offline, CREATE, { tableId: bill.tableId, tips: fivePercent, split: { mode: 'full', ...noSplit } })
    expect(answer).toMatchObject({
      status: 503,
      body: { error: { code: 'service_unavailable', message: 'The service is temporarily unavailable. Please try again in a moment.' } },
    })
    expect(JSON.stringify(answer.body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|at /)
  })
})

describe('one browser holds one claim', () => {
  it('opening the payment page again replaces the previous claim instead of being refused by it', async () => {
    const bill = await createBill()
    const body = { tableId: bill.tableId, tips: fivePercent, split: { mode: 'full', ...noSplit } }
    const first = await create(body)
    const cookie = first.headers.get('set-cookie')!
    expect(cookie).toMatch(/^conto_claim=\w{15}\.[\w-]+; Path=\/api\/stripe; Max-Age=3600; HttpOnly; SameSite=Strict$/)

    // another diner is refused while the claim lives…
    expect((await create(body)).status).toBe(409)
    // …the same browser (its cookie) gets a new checkout, with a changed tip
    const again = await create({ ...body, tips: { mode: 'percent', amount: 10 } }, { cookie: cookie.split(';')[0]! })
    expect(again.status).toBe(200)
    expect(again.body.amounts.tip).toBe(285)
    const [replaced, current] = await transactionsOf(bill.orderId)
    expect(replaced).toMatchObject({ status: 'failed' })
    expect(replaced!.logs.at(-1).action).toBe('replaced')
    expect(current).toMatchObject({ status: 'pending', stripe_session_id: again.body.sessionId })
  })

  it('a forged cookie releases nothing', async () => {
    const bill = await createBill()
    const body = { tableId: bill.tableId, tips: fivePercent, split: { mode: 'full', ...noSplit } }
    await create(body)
    const [tx] = await transactionsOf(bill.orderId)
    const forged = await create(body, { cookie: `conto_claim=${tx!.id}.forgedsignature` })
    expect(forged.status).toBe(409)
    expect((await transactionsOf(bill.orderId))[0]!.status).toBe('pending')
  })
})

describe('a refused replacement', () => {
  it('keeps the previous claim', async () => {
    const bill = await createBill()
    const body = { tableId: bill.tableId, tips: { mode: 'percent', amount: 5 }, split: { mode: 'full', totalGuests: 0, payingFor: 0, items: [] } }
    const first = await create(body)
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!
    const refused = await create({ ...body, tips: { mode: 'fixed', amount: 999_999 } }, { cookie })
    expect(refused.status).toBe(400)
    const [claim] = await transactionsOf(bill.orderId)
    expect(claim).toMatchObject({ status: 'pending', stripe_session_id: first.body.sessionId })
    expect(await transactionsOf(bill.orderId)).toHaveLength(1)
  })
})
