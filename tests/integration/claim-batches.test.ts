// A checkout's writes (claims, Stripe sessions) that arrive together go to PocketBase as one request
// and one transaction (api-functions/_lib/batcher.ts, pb_hooks/claims.pb.js): each is decided as if
// it came alone, after the ones before it, and one the collection refuses sinks none of the others.
import { describe, expect, it } from 'vitest'
import { getClaimLimits } from '../../api-functions/stripe/claims.ts'
import { createBill, transactionsOf } from '../support/bill.ts'
import { CLIENT_ADDRESS_HEADER } from '../../api-functions/_lib/rate-limit.ts'
import { post, testContext } from '../support/functions.ts'

const ctx = testContext()

interface Answer {
  status: number
  body: { transaction?: { id: string; base: number }; company?: { chargesEnabled: unknown }; error?: { code: string } }
}

function claimBody(tableId: string, totalGuests: number, client: string) {
  return {
    tableId,
    split: { mode: 'equal', totalGuests, payingFor: 1, items: [] },
    tips: { mode: 'percent', amount: 0 },
    limits: getClaimLimits(ctx.config),
    client,
    replaceTransactionId: '',
  }
}

async function sendBatch(requests: unknown) {
  return ctx.pocketbase.send<{ answers: Answer[]; error?: { code: string } }>('POST', '/api/conto/claims/batch', { requests })
}

const sendClaims = (claims: unknown[]) => sendBatch(claims.map((claim) => ({ claim })))

describe('a batch of claims', () => {
  it('decides each after the ones before it: four diners for three shares, the fourth is refused, the shares add up to the bill', async () => {
    const bill = await createBill({ lines: [{ price: 1000, quantity: 1 }], company: { charges_enabled: true } })
    const answer = await sendClaims(['a', 'b', 'c', 'd'].map((client) => claimBody(bill.tableId, 3, client)))
    expect(answer.status).toBe(200)
    const statuses = answer.body.answers.map((one) => one.status)
    expect(statuses).toEqual([200, 200, 200, 409])
    expect(answer.body.answers[3]!.body.error?.code).toBe('bill_being_paid')
    const bases = answer.body.answers.slice(0, 3).map((one) => one.body.transaction!.base)
    expect(bases.reduce((sum, base) => sum + base, 0)).toBe(1000)
    // the answer's types are the route's own: a boolean stays a boolean
    expect(answer.body.answers[0]!.body.company!.chargesEnabled).toBe(true)
    expect((await transactionsOf(bill.orderId)).filter((tx) => tx.status === 'pending')).toHaveLength(3)
  })

  it('a claim the collection refuses answers alone; the others are granted once each', async () => {
    const bill = await createBill({ lines: [{ price: 1000, quantity: 1 }] })
    // more guests than the field allows: the claim's record is validated, and refused
    const refused = claimBody(bill.tableId, 501, 'b')
    const answer = await sendClaims([claimBody(bill.tableId, 2, 'a'), refused, claimBody(bill.tableId, 2, 'c')])
    expect(answer.status).toBe(200)
    expect(answer.body.answers.map((one) => one.status)).toEqual([200, 500, 200])
    const written = await transactionsOf(bill.orderId)
    expect(written.map((tx) => tx.id).sort()).toEqual([answer.body.answers[0]!, answer.body.answers[2]!].map((one) => one.body.transaction!.id).sort())
  })

  it('a batch that is not a list of 1 to 100 claims and sessions is refused whole and writes nothing', async () => {
    const bill = await createBill()
    const claim = { claim: claimBody(bill.tableId, 500, 'c') }
    const shapes = [undefined, 'x', [], [null], [{}], [claim, { payment: {} }], [claim, { claim: 'x' }], Array(101).fill(claim)]
    for (const requests of shapes) {
      const answer = await sendBatch(requests)
      expect(answer.status).toBe(400)
      expect(answer.body.error?.code).toBe('invalid_request')
    }
    expect(await transactionsOf(bill.orderId)).toHaveLength(0)
  })

  it('claims and sessions in one batch: a session attached to the claim granted before it in the same batch', async () => {
    const bill = await createBill({ lines: [{ price: 1000, quantity: 1 }] })
    const first = await sendClaims([claimBody(bill.tableId, 2, 'a')])
    const firstId = first.body.answers[0]!.body.transaction!.id
    const answer = await sendBatch([
      { session: { id: firstId, sessionId: 'cs_test_batched', paymentIntentId: 'pi_batched' } },
      { claim: claimBody(bill.tableId, 2, 'b') },
    ])
    expect(answer.body.answers.map((one) => one.status)).toEqual([200, 200])
    expect(answer.body.answers[0]!.body).toMatchObject({ id: firstId, status: 'pending' })
    const written = await transactionsOf(bill.orderId)
    expect(written.find((tx) => tx.id === firstId)).toMatchObject({ stripe_session_id: 'cs_test_batched', stripe_payment_intent_id: 'pi_batched' })
    expect(written.filter((tx) => tx.status === 'pending')).toHaveLength(2)
  })

  it('checkouts pressed at once reach PocketBase in fewer requests than checkouts, each granted its own claim', async () => {
    const batching = testContext()
    const bill = await createBill({ lines: [{ price: 1000, quantity: 10 }] })
    const claimRequests: number[] = []
    const send = batching.pocketbase.send.bind(batching.pocketbase)
    batching.pocketbase.send = (async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
      if (path === '/api/conto/claims/batch') {
        const claims = (body as { requests: { claim?: unknown }[] }).requests.filter((request) => request.claim)
        if (claims.length > 0) claimRequests.push(claims.length)
      }
      return send(method, path, body)
    }) as typeof send
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post<{ sessionId: string }>(
          batching,
          '/api/stripe/create-checkout-session',
          { tableId: bill.tableId, tips: { mode: 'percent', amount: 0 }, split: { mode: 'equal', totalGuests: 10, payingFor: 1, items: [] } },
          { [CLIENT_ADDRESS_HEADER]: `10.9.0.${index + 1}` },
        ),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map((answer) => answer.body.sessionId)).size).toBe(8)
    expect(claimRequests.reduce((sum, size) => sum + size, 0)).toBe(8)
    expect(claimRequests.length).toBeLessThan(8)
    const pending = (await transactionsOf(bill.orderId)).filter((tx) => tx.status === 'pending')
    expect(pending).toHaveLength(8)
    expect(pending.every((tx) => tx.stripe_session_id !== '')).toBe(true)
  })
})
