// The bill as a shared live ledger (docs/decisions/018-live-ledger.md), through the real functions,
// PocketBase and stripe-mock: short claims renewed by the payment page, released when it is left,
// swept (and their Stripe sessions expired) when they lapse; shares of one item; late payments;
// squatting limits; staff releasing a claim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createBill, transactionsOf, type Bill } from '../support/bill.ts'
import { createTenants, type Fixtures } from '../support/fixtures.ts'
import { checkoutSession, post, signedWebhook, stripeEvent, testContext } from '../support/functions.ts'
import { startStripeRecorder, type StripeRecorder } from '../support/stripe-recorder.ts'
import { sweepLapsedClaims } from '../../api-functions/stripe/claim-lifecycle.ts'
import { readOrderItemStatus } from '../../src/domain/bill-ledger.ts'
import type { OrderItemStatusRow } from '../../src/lib/api/pocketbase-types.ts'

const CREATE = '/api/stripe/create-checkout-session'
const tips = { mode: 'percent', amount: 0 }
const full = { mode: 'full', totalGuests: 0, payingFor: 0, items: [] }
const byItems = (items: unknown[]) => ({ mode: 'items', totalGuests: 0, payingFor: 0, items })

let recorder: StripeRecorder
let ctx: ReturnType<typeof testContext>
beforeAll(async () => {
  recorder = await startStripeRecorder()
  // short claims, as a test configures them: no test-only code path
  ctx = testContext({ STRIPE_API_URL: recorder.url, CONTO_CLAIM_IDLE_SECONDS: '6', CONTO_CLAIM_HEARTBEAT_SECONDS: '2' })
})
afterAll(() => recorder.close())

/** One browser: it keeps the claim cookie the functions set, as a phone does. */
function browser() {
  let cookie = ''
  const send = async (path: string, body: unknown) => {
    const answer = await post<Record<string, unknown>>(ctx, path, body, cookie ? { cookie } : {})
    const set = answer.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]!
    return answer
  }
  return {
    checkout: (bill: Bill, split: unknown) => send(CREATE, { tableId: bill.tableId, tips, split }),
    heartbeat: () => send('/api/stripe/claim-heartbeat', {}),
    release: () => send('/api/stripe/release-claim', ''),
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const pending = async (orderId: string) => (await transactionsOf(orderId)).filter((tx) => tx.status === 'pending')
const expired = (sessionId: string) =>
  recorder.requests.some((request) => request.method === 'POST' && request.path === `/v1/checkout/sessions/${sessionId}/expire`)

async function pay(sessionId: string, transactionId: string) {
  const event = stripeEvent('checkout.session.completed', checkoutSession(sessionId, { metadata: { transaction_id: transactionId } }))
  const { body, headers } = signedWebhook(event)
  const answer = await post(ctx, '/api/stripe/webhook', body, headers)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}

/** A bill line as the diner's pages read it: the view's row, its ledger JSON read into fields. */
async function line(id: string) {
  return readOrderItemStatus(await (await admin()).collection('order_items_status').getOne<OrderItemStatusRow>(id))
}

async function transactionOf(orderId: string, sessionId: string) {
  return (await transactionsOf(orderId)).find((tx) => tx.stripe_session_id === sessionId)!
}

describe('a claim lives only while its payment page does', () => {
  it('lapses after the idle window: the amount is free again and its session is expired', async () => {
    const bill = await createBill()
    const a = browser()
    const first = await a.checkout(bill, full)
    expect(first.status).toBe(200)
    expect(first.body.claim).toMatchObject({ heartbeatSeconds: 2 })
    const status = await (await admin()).collection('order_payments_status').getOne(bill.orderId)
    expect(status).toMatchObject({ held_amount: bill.total, paid_amount: 0, status: 'paying' })

    const b = browser()
    expect((await b.checkout(bill, full)).body.error).toMatchObject({ code: 'bill_being_paid' })
    await sleep(6_500)
    // nobody renewed it: it stops counting at once, before any sweep
    expect((await (await admin()).collection('order_payments_status').getOne(bill.orderId)).held_amount).toBe(0)
    expect(await sweepLapsedClaims(ctx)).toBeGreaterThanOrEqual(1)
    const lapsed = await transactionOf(bill.orderId, first.body.sessionId as string)
    expect(lapsed.status).toBe('failed')
    expect(lapsed.logs.map((entry: { action: string }) => entry.action)).toContain('lapsed')
    expect(expired(first.body.sessionId as string)).toBe(true)
    expect((await b.checkout(bill, full)).status).toBe(200)
    // the lapsed claim's page cannot bring it back
    expect((await a.heartbeat()).body.error).toMatchObject({ code: 'claim_ended' })
  }, 20_000)

  it('a new claim on the order ends the claims that lapsed there: each once, its log kept, its session expired', async () => {
    const bill = await createBill()
    const first = await browser().checkout(bill, full)
    expect(first.status).toBe(200)
    await sleep(6_500)
    // another diner's claim, before any sweep: it ends the lapsed one and has its session expired
    expect((await browser().checkout(bill, full)).status).toBe(200)
    const lapsed = await transactionOf(bill.orderId, first.body.sessionId as string)
    expect(lapsed.status).toBe('failed')
    const logs = lapsed.logs as { action: string; time: string }[]
    expect(logs.map((entry) => entry.action)).toEqual(['claimed', 'checkout_created', 'lapsed'])
    expect(Date.parse(logs[2]!.time)).toBeGreaterThanOrEqual(Date.parse(logs[1]!.time))
    expect(expired(first.body.sessionId as string)).toBe(true)
  }, 20_000)

  it('a lapsed claim its own browser claims again over is ended once, as replaced', async () => {
    const bill = await createBill()
    const a = browser()
    const first = await a.checkout(bill, full)
    await sleep(6_500)
    const again = await a.checkout(bill, full)
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    const replaced = await transactionOf(bill.orderId, first.body.sessionId as string)
    expect(replaced.status).toBe('failed')
    expect((replaced.logs as { action: string }[]).map((entry) => entry.action)).toEqual(['claimed', 'checkout_created', 'replaced'])
  }, 20_000)

  it('is renewed by heartbeats while the page is open', async () => {
    const bill = await createBill()
    const a = browser()
    const created = await a.checkout(bill, full)
    const before = created.body.claim as { expiresAt: string }
    for (let beat = 0; beat < 4; beat++) {
      await sleep(2_000)
      expect((await a.heartbeat()).status).toBe(200)
    }
    // 8 s after the claim, past its 6 s window, it still holds the bill
    const [claim] = await pending(bill.orderId)
    expect(claim!.claim_expires_at > before.expiresAt).toBe(true)
    expect((await browser().checkout(bill, full)).status).toBe(409)
  }, 20_000)

  it('is never renewed past the longest a claim may live', async () => {
    const capped = testContext({ STRIPE_API_URL: recorder.url, CONTO_CLAIM_IDLE_SECONDS: '120', CONTO_CLAIM_MAX_SECONDS: '30' })
    const bill = await createBill()
    const answer = await post(capped, CREATE, { tableId: bill.tableId, tips, split: full })
    const cookie = answer.headers.get('set-cookie')!.split(';')[0]!
    const renewed = await post<{ claimExpiresAt: string }>(capped, '/api/stripe/claim-heartbeat', {}, { cookie })
    const [claim] = await pending(bill.orderId)
    const made = Date.parse(claim!.created.replace(' ', 'T'))
    expect(Date.parse(renewed.body.claimExpiresAt.replace(' ', 'T')) - made).toBeLessThanOrEqual(31_000)
  })

  it('is released when the diner leaves the page, and its session expired', async () => {
    const bill = await createBill()
    const a = browser()
    const created = await a.checkout(bill, full)
    expect(await a.release()).toMatchObject({ status: 200, body: { released: true } })
    const released = await transactionOf(bill.orderId, created.body.sessionId as string)
    expect(released.status).toBe('failed')
    expect(expired(created.body.sessionId as string)).toBe(true)
    expect((await browser().checkout(bill, full)).status).toBe(200)
    // a second release, or one without a cookie, has nothing to do
    expect(await a.release()).toMatchObject({ status: 200, body: { released: false } })
    expect(await browser().release()).toMatchObject({ status: 200, body: { released: false } })
  })
})

describe('squatting', () => {
  it('one browser holds at most one claim per table', async () => {
    const bill = await createBill({ lines: [{ price: 1000, quantity: 4 }] })
    const a = browser()
    for (let quantity = 1; quantity <= 3; quantity++) {
      expect((await a.checkout(bill, byItems([{ orderItemId: bill.lineIds[0], quantity }]))).status).toBe(200)
    }
    const live = await pending(bill.orderId)
    expect(live).toHaveLength(1)
    expect(live[0]!.base_amount).toBe(3000)
  })

  it('a table accepts only so many new checkouts a minute, whoever asks', async () => {
    const limited = testContext({ STRIPE_API_URL: recorder.url, CONTO_TABLE_CHECKOUTS_PER_MINUTE: '3' })
    const bill = await createBill({ lines: [{ price: 1000, quantity: 10 }] })
    const one = byItems([{ orderItemId: bill.lineIds[0], quantity: 1 }])
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await post(limited, CREATE, { tableId: bill.tableId, tips, split: one }))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429])
    expect(answers[3]!.headers.get('retry-after')).toMatch(/^\d+$/)
    // another table is not affected
    const other = await createBill()
    expect((await post(limited, CREATE, { tableId: other.tableId, tips, split: full })).status).toBe(200)
  })
})

describe('shares of one item', () => {
  it('two diners pay half a bottle each: the shares add up to its price and the line is paid', async () => {
    const bill = await createBill({ lines: [{ price: 1501, quantity: 1 }, { price: 900, quantity: 1 }] })
    const [bottle] = bill.lineIds
    const half = byItems([{ orderItemId: bottle, quantity: 0, share: { parts: 1, of: 2 } }])
    const a = browser()
    const b = browser()
    const first = await a.checkout(bill, half)
    expect(first.body.amounts).toMatchObject({ base: 750 })
    const pb = await admin()
    expect(await line(bottle!)).toMatchObject({ share_of: 2, shares_held: 1, shares_paid: 0, paid_quantity: 0 })
    // the other half is the only share left; a third or the whole bottle is refused
    expect((await browser().checkout(bill, byItems([{ orderItemId: bottle, quantity: 0, share: { parts: 1, of: 3 } }]))).body.error).toMatchObject({
      code: 'share_unavailable',
    })
    expect((await browser().checkout(bill, byItems([{ orderItemId: bottle, quantity: 1 }]))).body.error).toMatchObject({ code: 'items_taken' })
    const second = await b.checkout(bill, half)
    expect(second.body.amounts).toMatchObject({ base: 751 })
    expect((await browser().checkout(bill, half)).body.error).toMatchObject({ code: 'share_unavailable' })

    await pay(first.body.sessionId as string, (await transactionOf(bill.orderId, first.body.sessionId as string)).id)
    expect(await line(bottle!)).toMatchObject({ shares_paid: 1, shares_held: 1, paid_quantity: 0 })
    await pay(second.body.sessionId as string, (await transactionOf(bill.orderId, second.body.sessionId as string)).id)
    expect(await line(bottle!)).toMatchObject({ paid_quantity: 1, shares_paid: 0, shares_held: 0 })
    expect(await pb.collection('order_payments_status').getOne(bill.orderId)).toMatchObject({ paid_amount: 1501, held_amount: 0, status: 'paying' })
  })

  it('a share that lapsed leaves the rest exact: the last share pays what is left of the unit', async () => {
    const bill = await createBill({ lines: [{ price: 1001, quantity: 1 }] })
    const [wine] = bill.lineIds
    const third = byItems([{ orderItemId: wine, quantity: 0, share: { parts: 1, of: 3 } }])
    const quitter = browser()
    await quitter.checkout(bill, third)
    const payer = await browser().checkout(bill, third)
    await quitter.release()
    await pay(payer.body.sessionId as string, (await transactionOf(bill.orderId, payer.body.sessionId as string)).id)
    const rest = await browser().checkout(bill, byItems([{ orderItemId: wine, quantity: 0, share: { parts: 2, of: 3 } }]))
    expect((payer.body.amounts as { base: number }).base + (rest.body.amounts as { base: number }).base).toBe(1001)
  })

  it('50 concurrent mixed claims, shares included, never hold more than the bill or a line', async () => {
    const bill = await createBill({ lines: [{ price: 1999, quantity: 2 }, { price: 750, quantity: 3 }, { price: 1200, quantity: 1 }] })
    const [bottle, dessert, main] = bill.lineIds
    const splits = [
      full,
      { mode: 'equal', totalGuests: 4, payingFor: 1, items: [] },
      byItems([{ orderItemId: bottle, quantity: 0, share: { parts: 1, of: 3 } }]),
      byItems([{ orderItemId: bottle, quantity: 0, share: { parts: 2, of: 3 } }]),
      byItems([{ orderItemId: bottle, quantity: 1 }]),
      byItems([{ orderItemId: dessert, quantity: 1, share: { parts: 1, of: 2 } }]),
      byItems([{ orderItemId: main, quantity: 0, share: { parts: 1, of: 4 } }]),
      byItems([{ orderItemId: main, quantity: 1 }]),
    ]
    // a busy table: past the per-table limit, which is not what this test is about
    const busy = testContext({ STRIPE_API_URL: recorder.url, CONTO_TABLE_CHECKOUTS_PER_MINUTE: '100' })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(busy, CREATE, { tableId: bill.tableId, tips, split: splits[i % splits.length] })),
    )
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true)
    const live = await pending(bill.orderId)
    expect(live.reduce((sum, tx) => sum + tx.base_amount, 0)).toBeLessThanOrEqual(bill.total)
    const rows = await (await admin()).collection('transaction_items').getFullList({ filter: `transaction.order = "${bill.orderId}" && transaction.status = "pending"` })
    const quantities: Record<string, number> = { [bottle!]: 2, [dessert!]: 3, [main!]: 1 }
    for (const line of bill.lineIds) {
      const mine = rows.filter((row) => row.order_item === line)
      const units = mine.reduce((sum, row) => sum + row.quantity + (row.share_of ? row.shares / row.share_of : 0), 0)
      expect(units, line).toBeLessThanOrEqual(quantities[line]!)
      expect(new Set(mine.filter((row) => row.share_of).map((row) => row.share_of)).size).toBeLessThanOrEqual(1)
    }

    // and paying every granted claim never pays more than the bill
    for (const answer of answers.filter((a) => a.status === 200)) {
      await pay(answer.body.sessionId as string, (await transactionOf(bill.orderId, answer.body.sessionId as string)).id)
    }
    const status = await (await admin()).collection('order_payments_status').getOne(bill.orderId)
    expect(status.paid_amount).toBeLessThanOrEqual(bill.total)
  }, 60_000)
})

describe('a payment that arrives for a claim that ended', () => {
  it('is counted when what it covers is still available', async () => {
    const bill = await createBill()
    const a = browser()
    const created = await a.checkout(bill, full)
    await a.release()
    await pay(created.body.sessionId as string, (await transactionOf(bill.orderId, created.body.sessionId as string)).id)
    const late = await transactionOf(bill.orderId, created.body.sessionId as string)
    expect(late).toMatchObject({ status: 'completed', refund_amount: 0 })
    expect(await (await admin()).collection('order_payments_status').getOne(bill.orderId)).toMatchObject({ status: 'paid' })
  })

  it('is refunded, and staff told, when someone else paid it meanwhile', async () => {
    const bill = await createBill({ lines: [{ price: 2000, quantity: 1 }] })
    const [line] = bill.lineIds
    const half = byItems([{ orderItemId: line, quantity: 0, share: { parts: 1, of: 2 } }])
    const a = browser()
    const created = await a.checkout(bill, half)
    await a.release()
    // two others take both halves and pay them
    for (const other of [browser(), browser()]) {
      const answer = await other.checkout(bill, half)
      await pay(answer.body.sessionId as string, (await transactionOf(bill.orderId, answer.body.sessionId as string)).id)
    }
    recorder.requests.length = 0
    await pay(created.body.sessionId as string, (await transactionOf(bill.orderId, created.body.sessionId as string)).id)
    const late = await transactionOf(bill.orderId, created.body.sessionId as string)
    expect(late).toMatchObject({ status: 'refunded', refund_amount: 1000 })
    expect(recorder.requests.some((request) => request.path === '/v1/refunds' && request.params.amount === '1000')).toBe(true)
    const notes = await (await admin()).collection('notifications').getFullList({ filter: `order = "${bill.orderId}"` })
    expect(notes.map((note) => note.type)).toContain('overpayment')
    expect(await (await admin()).collection('order_payments_status').getOne(bill.orderId)).toMatchObject({ paid_amount: 2000 })
  })
})

describe('staff release a claim', () => {
  let fx: Fixtures
  beforeAll(async () => (fx = await createTenants()))

  async function liveClaim() {
    const order = await fx.make.order('A1')
    const record = await fx.su.collection('transactions').create({
      order,
      restaurant: fx.ids.restA1,
      status: 'pending',
      currency: 'EUR',
      base_amount: 1000,
      total_amount: 1000,
      split_mode: 'full',
      claim_expires_at: new Date(Date.now() + 60_000).toISOString().replace('T', ' '),
      stripe_session_id: `cs_test_staff_${order}`,
    })
    return record.id
  }
  const bearer = (actor: 'managerA' | 'waiterA' | 'adminB' | 'adminA') => ({ authorization: fx.clients[actor].authStore.token })

  it('a manager releases one; a waiter may not; another company cannot see it', async () => {
    const id = await liveClaim()
    expect((await post(ctx, '/api/admin/release-claim', { transactionId: id }, bearer('waiterA'))).status).toBe(403)
    expect((await post(ctx, '/api/admin/release-claim', { transactionId: id }, bearer('adminB'))).body.error).toMatchObject({ code: 'claim_not_found' })
    expect((await post(ctx, '/api/admin/release-claim', { transactionId: id }, {})).status).toBe(401)
    expect(await post(ctx, '/api/admin/release-claim', { transactionId: id }, bearer('managerA'))).toMatchObject({ status: 200, body: { released: true } })
    const released = await fx.su.collection('transactions').getOne(id)
    expect(released.status).toBe('failed')
    expect(released.logs.at(-1)).toMatchObject({ action: 'released_by_staff', by: fx.ids.managerA })
    expect(expired(released.stripe_session_id)).toBe(true)
    expect((await post(ctx, '/api/admin/release-claim', { transactionId: id }, bearer('adminA'))).body.error).toMatchObject({ code: 'claim_ended' })
  })
})
