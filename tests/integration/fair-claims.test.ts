// Issue 20, breaks 2 and 3 (docs/decisions/026): nobody holds a bill hostage. The cap on a
// client's claims counts across replacements and dropped cookies, staff always win, a client a
// manager released stays off the bill, live claims are capped per address, and refused checkouts
// do not use up a table's allowance. Real PocketBase, the real functions on stripe-mock.
import { describe, expect, it } from 'vitest'
import { CLIENT_ADDRESS_HEADER } from '../../api-functions/_lib/rate-limit.ts'
import { admin, createBill, transactionsOf } from '../support/bill.ts'
import { post, testContext, type ErrorBody, type FunctionAnswer } from '../support/functions.ts'
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
    heartbeat: () => post<Record<string, unknown> & ErrorBody>(ctx, '/api/stripe/claim-heartbeat', '', headers()),
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

  it('past the cap the same client is refused (claim_limit, Retry-After) with or without its cookie; another diner pays', async () => {
    const bill = await createBill()
    const squatter = phone()
    expect((await squatter.checkout(bill.tableId)).status).toBe(200)
    const claim = await pendingClaim(bill.orderId)
    await startRunSecondsAgo(claim.id, 15 * 60 + 1)
    const again = await squatter.checkout(bill.tableId)
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'claim_limit' } } })
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(200)
    squatter.dropCookies()
    expect((await squatter.checkout(bill.tableId)).body.error).toMatchObject({ code: 'claim_limit' })
    // once its last claim has lapsed, anybody else pays
    const su = await admin()
    await su.collection('transactions').update(claim.id, { claim_expires_at: new Date(Date.now() - 1000).toISOString() })
    expect((await phone().checkout(bill.tableId)).status).toBe(200)
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

  it('after a manager releases a claim, that browser stays off the table; its address keeps its run; the next diner pays', async () => {
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
    // without its cookie it is another browser on the same address (a restaurant's Wi-Fi): it may
    // claim, but only for what is left of its address's run, which still counts from the first claim
    squatter.dropCookies()
    await startRunSecondsAgo(claim.id, 15 * 60 + 1)
    expect((await squatter.checkout(place.tableId)).body.error).toMatchObject({ code: 'claim_limit' })

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
