// Issue 20, breaks 2 and 3 (docs/decisions/026), issue 34, break 8 (039): nobody holds a bill
// hostage. The cap on a browser's claims counts across replacements, an order is held at most its
// budget an hour whoever holds it, staff always win, "Sblocca" lets the next diner pay at once,
// live claims are capped per address, and refused checkouts do not use up a table's allowance.
// Real PocketBase, the real functions on stripe-mock.
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { CLIENT_ADDRESS_HEADER } from '../../api-functions/_lib/rate-limit.ts'
import { admin, createBill, transactionsOf } from '../support/bill.ts'
import { post, testContext, type ErrorBody, type FunctionAnswer } from '../support/functions.ts'
import { loadHookLib } from '../support/hook-lib.ts'
import { call, createPlace } from '../support/place.ts'

const ctx = testContext()
const fullBill = { tips: { mode: 'percent', amount: 0 }, split: { mode: 'full', totalGuests: 0, payingFor: 0, items: [] } }
let serial = 0

/** A phone: one address, and the claim cookie its browser keeps (or drops). */
function phone(address = `198.51.100.${++serial}`) {
  let cookie = ''
  const headers = () => ({ [CLIENT_ADDRESS_HEADER]: address, ...(cookie ? { cookie } : {}) })
  const keep = <T>(answer: FunctionAnswer<T>) => {
    const set = answer.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]!
    return answer
  }
  return {
    address,
    checkout: async (tableId: string, body: object = fullBill, context = ctx) =>
      keep(await post<Record<string, unknown> & ErrorBody>(context, '/api/stripe/create-checkout-session', { tableId, ...body }, headers())),
    heartbeat: (context = ctx) => post<Record<string, unknown> & ErrorBody>(context, '/api/stripe/claim-heartbeat', '', headers()),
    dropCookies: () => {
      cookie = ''
    },
  }
}

/** Moves the start of a claim's run into the past, as if its client had held the bill that long. */
async function startRunSecondsAgo(transactionId: string, seconds: number) {
  const su = await admin()
  await su.collection('transactions').update(transactionId, { claim_started_at: new Date(Date.now() - seconds * 1000).toISOString() })
}

async function pendingClaim(orderId: string) {
  const pending = (await transactionsOf(orderId)).filter((tx) => tx.status === 'pending')
  expect(pending).toHaveLength(1)
  return pending[0]!
}

const expiresAt = (tx: { [field: string]: unknown }) => Date.parse(String(tx.claim_expires_at).replace(' ', 'T'))

/** What live claims hold of the order, as every diner's bill shows it (the status view). */
async function heldAmount(orderId: string): Promise<number> {
  return (await (await admin()).collection('order_payments_status').getOne<{ held_amount: number }>(orderId)).held_amount
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// the claim route's own query for the hour's held time (pb_hooks/claim-queries.js), read from the database
const { ORDER_HELD_MS } = loadHookLib<{ ORDER_HELD_MS: string }>('claim-queries.js')
const db = new DatabaseSync(join(inject('pocketbaseDataDir'), 'data.db'), { readOnly: true })
afterAll(() => db.close())
const dbDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ')

function heldMs(orderId: string): number {
  const now = Date.now()
  const sql = ORDER_HELD_MS.replace(/\{:(\w+)\}/g, ':$1')
  const params = { order: orderId, since: dbDate(now - 3_600_000), now: dbDate(now), dayAhead: dbDate(now + 86_400_000) }
  return Number((db.prepare(sql).get(params) as { ms: number }).ms)
}

describe('an order is held at most its budget an hour, whoever holds it (issue 34, break 8)', () => {
  // a budget of 4 s with 1 s heartbeats: a claim holds while more than two heartbeats are left
  const budgeted = testContext({ CONTO_ORDER_HOLD_SECONDS_PER_HOUR: '4', CONTO_CLAIM_HEARTBEAT_SECONDS: '1' })

  it('two addresses taking turns without cookies: once the budget is spent, their claims hold nothing and a diner pays the whole bill', async () => {
    const bill = await createBill({ lines: [{ price: 1500, quantity: 2 }] })
    const [first, second] = [phone(), phone()]
    expect((await first.checkout(bill.tableId, fullBill, budgeted)).status).toBe(200)
    const held = await pendingClaim(bill.orderId)
    // a claim never holds past the budget's end
    expect(expiresAt(held)).toBeLessThanOrEqual(Date.now() + 4_000)
    expect(await heldAmount(bill.orderId)).toBe(3000)
    expect((await phone().checkout(bill.tableId, fullBill, budgeted)).body.error).toMatchObject({ code: 'bill_being_paid' })

    await sleep(2_200)
    // the other address's claim is granted, and holds nothing; nor does the first any more
    expect((await second.checkout(bill.tableId, fullBill, budgeted)).status).toBe(200)
    const claims = (await transactionsOf(bill.orderId)).filter((tx) => tx.status === 'pending')
    expect(claims.map((tx) => tx.claim_holds_nothing)).toEqual([true, true])
    expect(await heldAmount(bill.orderId)).toBe(0)
    // a diner now pays the whole bill (paying it twice would be refunded by reconcile)
    expect(await phone().checkout(bill.tableId, fullBill, budgeted)).toMatchObject({ status: 200, body: { amounts: { base: 3000 } } })
  })

  it('only time spent holding counts: once every claim holds nothing, the hour’s held time stops growing', async () => {
    const bill = await createBill()
    expect((await phone().checkout(bill.tableId, fullBill, budgeted)).status).toBe(200)
    await sleep(2_200)
    expect((await phone().checkout(bill.tableId, fullBill, budgeted)).status).toBe(200)
    const spent = heldMs(bill.orderId)
    expect(spent).toBeGreaterThan(2_000)
    await sleep(1_000)
    // the two live claims hold nothing: the first counted until it stopped, the second never
    expect(heldMs(bill.orderId)).toBe(spent)
  })

  it('a bank debit settling keeps what it holds when the budget runs out, and a close still waits for it', async () => {
    const place = await createPlace({ lines: [{ price: 1200, quantity: 2 }] })
    const half = { ...fullBill, split: { mode: 'equal', totalGuests: 2, payingFor: 1, items: [] } }
    // one half held by a page left open (its time spends the budget), the other paid by bank debit
    expect((await phone().checkout(place.tableId, half, budgeted)).status).toBe(200)
    const [open] = (await transactionsOf(place.orderId)).filter((tx) => tx.status === 'pending')
    expect((await phone().checkout(place.tableId, half, budgeted)).status).toBe(200)
    const settling = (await transactionsOf(place.orderId)).find((tx) => tx.status === 'pending' && tx.id !== open!.id)!
    const su = await admin()
    await su.send('/api/conto/payments/reconcile', { method: 'POST', body: { transactionId: settling.id, sessionId: settling.stripe_session_id, outcome: 'processing', source: 'test' } })
    await sleep(2_200)
    expect((await phone().checkout(place.tableId, half, budgeted)).status).toBe(200)
    const claims = await transactionsOf(place.orderId)
    expect(claims.find((tx) => tx.id === open!.id)?.claim_holds_nothing).toBe(true)
    expect(claims.find((tx) => tx.id === settling.id)?.claim_holds_nothing).toBe(false)
    expect(await heldAmount(place.orderId)).toBe(1200)
    const close = await call(place.staff.manager, 'POST', `/api/conto/orders/${place.orderId}/close`, { reason: 'walkout' })
    expect(close).toMatchObject({ status: 409, body: { error: { code: 'bill_being_paid' } } })
    // the claims that held nothing were ended by the close all the same
    expect((await transactionsOf(place.orderId)).filter((tx) => tx.status === 'pending').map((tx) => tx.id)).toEqual([settling.id])
  })

  it("a page kept open past the budget keeps its payment: its heartbeat renews it, holding nothing", async () => {
    const bill = await createBill()
    const diner = phone()
    expect((await diner.checkout(bill.tableId, fullBill, budgeted)).status).toBe(200)
    await sleep(2_200)
    expect((await diner.heartbeat(budgeted)).status).toBe(200)
    const claim = await pendingClaim(bill.orderId)
    expect(claim.claim_holds_nothing).toBe(true)
    expect(expiresAt(claim)).toBeGreaterThan(Date.now() + 60_000)
    expect(await heldAmount(bill.orderId)).toBe(0)
  })
})

describe('the cap on one client’s claims (15 minutes) is real', () => {
  it('re-opening the payment page (same cookie) keeps the first claim’s start: the cap does not restart', async () => {
    const bill = await createBill()
    const diner = phone()
    expect((await diner.checkout(bill.tableId)).status).toBe(200)
    const first = await pendingClaim(bill.orderId)
    await startRunSecondsAgo(first.id, 14 * 60) // "changed my tip" at minute 14
    expect((await diner.checkout(bill.tableId, { ...fullBill, tips: { mode: 'percent', amount: 10 } })).status).toBe(200)
    const second = await pendingClaim(bill.orderId)
    expect(second.id).not.toBe(first.id)
    expect(Date.parse(String(second.claim_started_at).replace(' ', 'T'))).toBeLessThan(Date.now() - 13 * 60_000)
    // the new claim ends at the run's 15 minutes, not 2 minutes from now
    expect(expiresAt(second)).toBeLessThanOrEqual(Date.now() + 61_000)
    // and a heartbeat never takes it further
    expect((await diner.heartbeat()).status).toBe(200)
    expect(expiresAt(await pendingClaim(bill.orderId))).toBeLessThanOrEqual(Date.now() + 61_000)
  })

  it('past the cap the same browser is refused (claim_limit, Retry-After); once its claim lapses, another diner on the same Wi-Fi pays', async () => {
    const bill = await createBill()
    const wifi = `198.51.100.${++serial}`
    const squatter = phone(wifi)
    expect((await squatter.checkout(bill.tableId)).status).toBe(200)
    const claim = await pendingClaim(bill.orderId)
    await startRunSecondsAgo(claim.id, 15 * 60 + 1)
    const again = await squatter.checkout(bill.tableId)
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'claim_limit' } } })
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(200)
    // without its cookie it is a browser like any other: its claim still holds the bill
    squatter.dropCookies()
    expect((await squatter.checkout(bill.tableId)).body.error).toMatchObject({ code: 'bill_being_paid' })
    // once its claim has lapsed, the next diner on the same address is not in its cooldown (break 8:
    // one phone's cooldown refused every diner on the restaurant's Wi-Fi)
    const su = await admin()
    await su.collection('transactions').update(claim.id, { claim_expires_at: new Date(Date.now() - 1000).toISOString() })
    expect((await phone(wifi).checkout(bill.tableId)).status).toBe(200)
  })

  it('a paid claim ends the run: the next payment from the same Wi-Fi starts afresh', async () => {
    const bill = await createBill({ lines: [{ price: 1000, quantity: 4 }] })
    const wifi = '203.0.113.77'
    const first = phone(wifi)
    expect((await first.checkout(bill.tableId, { ...fullBill, split: { mode: 'equal', totalGuests: 4, payingFor: 1, items: [] } })).status).toBe(200)
    const claim = await pendingClaim(bill.orderId)
    await startRunSecondsAgo(claim.id, 20 * 60)
    const su = await admin()
    await su.collection('transactions').update(claim.id, { status: 'completed', paid_at: new Date().toISOString() })
    const next = phone(wifi)
    expect((await next.checkout(bill.tableId, { ...fullBill, split: { mode: 'equal', totalGuests: 4, payingFor: 1, items: [] } })).status).toBe(200)
  })
})

describe('staff always win', () => {
  it('recording cash for the whole bill never waits for a diner’s claim; the claim ends and its page is told', async () => {
    const place = await createPlace({ lines: [{ price: 1850, quantity: 2 }] })
    const squatter = phone()
    expect((await squatter.checkout(place.tableId)).status).toBe(200)
    const cash = await call(place.staff.waiter, 'POST', `/api/conto/orders/${place.orderId}/payments`, { method: 'cash', split: { mode: 'full' } })
    expect(cash).toMatchObject({ status: 200, body: { transaction: { base: 3700 } } })
    const [claim] = (await transactionsOf(place.orderId)).filter((tx) => tx.channel === 'qr')
    expect(claim).toMatchObject({ status: 'failed', session_to_expire: true })
    expect((await squatter.heartbeat()).body.error).toMatchObject({ code: 'claim_ended' })
    expect((await squatter.checkout(place.tableId)).body.error).toMatchObject({ code: 'bill_paid' })
  })

  it('a payment staff record that does not fit even without the claims releases nothing', async () => {
    const place = await createPlace({ lines: [{ price: 1000, quantity: 1 }] })
    const diner = phone()
    expect((await diner.checkout(place.tableId)).status).toBe(200)
    const tooMuch = await call(place.staff.waiter, 'POST', `/api/conto/orders/${place.orderId}/payments`, { method: 'cash', split: { mode: 'amount', amount: 1001 } })
    expect(tooMuch).toMatchObject({ status: 409, body: { error: { code: 'amount_too_large' } } })
    expect((await pendingClaim(place.orderId)).status).toBe('pending')
    expect((await diner.heartbeat()).status).toBe(200)
  })

  it('after a manager releases a claim, that browser stays off the table, and whatever the squatter claims next holds nothing: the next diner pays at once', async () => {
    const place = await createPlace({ lines: [{ price: 2500, quantity: 2 }] })
    const squatter = phone()
    expect((await squatter.checkout(place.tableId)).status).toBe(200)
    const claim = await pendingClaim(place.orderId)
    const token = { authorization: place.staff.manager.authStore.token }
    expect(await post(ctx, '/api/admin/release-claim', { transactionId: claim.id }, token)).toMatchObject({ status: 200, body: { released: true } })

    // the page left open: its heartbeat says staff took over, and it cannot claim again
    expect((await squatter.heartbeat()).body.error).toMatchObject({ code: 'claim_released' })
    const again = await squatter.checkout(place.tableId)
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'claim_blocked' } } })
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(500)
    // without its cookie, and from another address, it may claim again (it cannot be told from a
    // new diner), but for CONTO_CLAIM_BAR_SECONDS after "Sblocca" a claim holds nothing (break 8)
    squatter.dropCookies()
    const elsewhere = phone()
    expect((await elsewhere.checkout(place.tableId)).status).toBe(200)
    const retaken = (await transactionsOf(place.orderId)).find((tx) => tx.status === 'pending')!
    expect(retaken.claim_holds_nothing).toBe(true)
    expect(await heldAmount(place.orderId)).toBe(0)

    const nextDiner = phone()
    expect(await nextDiner.checkout(place.tableId)).toMatchObject({ status: 200, body: { amounts: { base: 5000 } } })
  })
})

describe('what one address can hold', () => {
  it("one address's claims in other restaurants do not stop it paying here (issue 34, break 9)", async () => {
    const capped = testContext({ CONTO_CLAIMS_PER_ADDRESS: '2' })
    const wifi = `198.51.100.${++serial}`
    const prankster = phone(wifi)
    // bills in restaurants of their own (createBill makes one each)
    const elsewhere = await Promise.all([1, 2].map(() => createBill()))
    for (const bill of elsewhere) {
      prankster.dropCookies()
      expect((await prankster.checkout(bill.tableId, fullBill, capped)).status).toBe(200)
    }
    const here = await createBill()
    expect((await phone(wifi).checkout(here.tableId, fullBill, capped)).status).toBe(200)
  })

  it('one address holds at most CONTO_CLAIMS_PER_ADDRESS live claims across one restaurant\'s tables (429 rate_limited, Retry-After)', async () => {
    const capped = testContext({ CONTO_CLAIMS_PER_ADDRESS: '3' })
    const prankster = phone()
    const first = await createBill()
    const bills = [first, ...(await Promise.all([2, 3, 4].map(() => createBill({ restaurantId: first.restaurantId }))))]
    for (const bill of bills.slice(0, 3)) {
      prankster.dropCookies()
      expect((await prankster.checkout(bill.tableId, fullBill, capped)).status).toBe(200)
    }
    const fourth = await prankster.checkout(bills[3]!.tableId, fullBill, capped)
    expect(fourth).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } })
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0)
    // replacing its own claim (the cookie names the one on the third table) is not one more
    expect((await prankster.checkout(bills[2]!.tableId, fullBill, capped)).status).toBe(200)
  })
})

describe('the per-table checkout allowance counts only granted claims (break 3)', () => {
  it('25 refused requests a minute (an item not on the bill) leave the table’s diners able to pay', async () => {
    const limited = testContext({ CONTO_TABLE_CHECKOUTS_PER_MINUTE: '20' })
    const bill = await createBill()
    const junk = { tips: fullBill.tips, split: { mode: 'items', totalGuests: 0, payingFor: 0, items: [{ orderItemId: 'aaaaaaaaaaaaaaa', quantity: 1 }] } }
    for (let request = 0; request < 25; request++) {
      const answer = await phone().checkout(bill.tableId, junk, limited)
      expect(answer).toMatchObject({ status: 400, body: { error: { code: 'item_not_on_bill' } } })
    }
    expect((await phone().checkout(bill.tableId, fullBill, limited)).status).toBe(200)
  })
})
