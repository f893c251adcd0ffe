// The diner's codice lotteria (issue 22) against a real PocketBase and stripe-mock: given on the
// payment page, kept on the pending transaction, carried by the payment's documento once it is
// paid; refused when malformed, from another browser, after the fact, and never on staff's cash.
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, createBill, transactionsOf, type Bill } from '../support/bill.ts'
import { post, testContext, type ErrorBody } from '../support/functions.ts'
import { call, createPlace } from '../support/place.ts'

const demoCtx = testContext({ CONTO_DEMO_PAYMENTS: '1' })
const fullBill = { tips: { mode: 'fixed', amount: 100 }, split: { mode: 'full', totalGuests: 0, payingFor: 0, items: [] } }
const departments = { '22': 1, '10': 2, N2: 11 }

interface FiscalDocument {
  total: number
  payments: { means: string; amount: number }[]
  lotteryCode?: string
}

async function printsReceipts(bill: Bill) {
  const su = await admin()
  await su.collection('restaurants').update(bill.restaurantId, { fiscal_departments: departments })
}

async function openCheckout(bill: Bill) {
  const answer = await post<{ sessionId: string }>(demoCtx, '/api/stripe/create-checkout-session', { tableId: bill.tableId, ...fullBill })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return { sessionId: answer.body.sessionId, cookie: answer.headers.get('set-cookie')!.split(';')[0]! }
}

const giveCode = (sessionId: string, lotteryCode: unknown, headers: Record<string, string>) =>
  post<{ lotteryCode?: string } & Partial<ErrorBody>>(demoCtx, '/api/stripe/lottery-code', { sessionId, lotteryCode }, headers)

const payDemo = (sessionId: string, headers: Record<string, string>) =>
  post<{ status?: string }>(demoCtx, '/api/stripe/demo-payment', { sessionId, email: 'diner@example.com' }, headers)

async function saleDocumentsOf(orderId: string): Promise<FiscalDocument[]> {
  const su = await admin()
  const jobs = await su.collection('fiscal_jobs').getFullList({ filter: `order = "${orderId}" && kind = "sale"`, sort: 'created' })
  return jobs.map((job) => job.document as FiscalDocument)
}

describe('a diner’s lottery code', () => {
  let bill: Bill
  beforeAll(async () => {
    bill = await createBill({ lines: [{ price: 2200, quantity: 1, vat: '10' }] })
    await printsReceipts(bill)
  })

  it('is kept on the payment as typed, and the paid payment’s documento carries it', async () => {
    const { sessionId, cookie } = await openCheckout(bill)
    const given = await giveCode(sessionId, 'AbCd1234', { cookie })
    expect(given.status, JSON.stringify(given.body)).toBe(200)
    expect((await transactionsOf(bill.orderId))[0]).toMatchObject({ status: 'pending', lottery_code: 'AbCd1234' })

    // a malformed code changes nothing
    for (const bad of ['ABC123', 'ABCD 1234', 'ABCD12345', 'ABCD-123']) {
      const refused = await giveCode(sessionId, bad, { cookie })
      expect(refused.status).toBe(400)
      expect(refused.body.error).toMatchObject({ code: 'lottery_code_invalid' })
    }
    expect((await transactionsOf(bill.orderId))[0]!.lottery_code).toBe('AbCd1234')

    expect((await payDemo(sessionId, { cookie })).status).toBe(200)
    const [document] = await saleDocumentsOf(bill.orderId)
    expect(document).toMatchObject({ lotteryCode: 'AbCd1234', total: 2300, payments: [{ means: 'electronic', amount: 2300 }] })

    // after the fact: neither the function nor staff nor anyone else can change it
    const late = await giveCode(sessionId, 'ZZZZ9999', { cookie })
    expect(late.status).toBe(409)
    expect(late.body.error).toMatchObject({ code: 'payment_ended' })
    const [tx] = await transactionsOf(bill.orderId)
    expect(tx!.lottery_code).toBe('AbCd1234')
  })
})

describe('the lottery code is refused', () => {
  it('from a browser that did not open the checkout, and a malformed body', async () => {
    const bill = await createBill()
    await printsReceipts(bill)
    const mine = await openCheckout(bill)
    const other = await openCheckout(await createBill())
    for (const headers of [{}, { cookie: other.cookie }] as Record<string, string>[]) {
      const refused = await giveCode(mine.sessionId, 'ABCD1234', headers)
      expect(refused.status).toBe(403)
      expect(refused.body.error).toMatchObject({ code: 'payment_other_device' })
    }
    expect((await giveCode(mine.sessionId, 12345678, { cookie: mine.cookie })).body.error).toMatchObject({ code: 'invalid_request' })
    expect((await giveCode('cs_test_unknown', 'ABCD1234', { cookie: mine.cookie })).status).toBe(404)
    expect((await transactionsOf(bill.orderId))[0]!.lottery_code).toBe('')
  })
})

describe('a code taken back before paying', () => {
  it('leaves the documento without one', async () => {
    const bill = await createBill({ lines: [{ price: 1000, quantity: 1, vat: '10' }] })
    await printsReceipts(bill)
    const { sessionId, cookie } = await openCheckout(bill)
    expect((await giveCode(sessionId, 'ABCD1234', { cookie })).status).toBe(200)
    expect((await giveCode(sessionId, '', { cookie })).status).toBe(200)
    expect((await payDemo(sessionId, { cookie })).status).toBe(200)
    const [document] = await saleDocumentsOf(bill.orderId)
    expect(document).toBeDefined()
    expect(document).not.toHaveProperty('lotteryCode')
  })
})

describe('staff', () => {
  it('a cash payment staff record never carries one, and none can be put on it', async () => {
    const place = await createPlace({ lines: [{ price: 1500, quantity: 1, vat: '10' }] })
    await printsReceipts(place)
    const paid = await call(place.staff.waiter, 'POST', `/api/conto/orders/${place.orderId}/payments`, { method: 'cash', split: { mode: 'full' } })
    expect(paid.status).toBe(200)
    const transactionId = (paid.body.transaction as { id: string }).id
    const [document] = await saleDocumentsOf(place.orderId)
    expect(document).toMatchObject({ payments: [{ means: 'cash', amount: 1500 }] })
    expect(document).not.toHaveProperty('lotteryCode')

    // the claims route refuses a completed payment; the collection's rules refuse staff outright
    const su = await admin()
    await expect(su.send(`/api/conto/claims/${transactionId}/lottery-code`, { method: 'POST', body: { lotteryCode: 'ABCD1234' } })).rejects.toMatchObject({
      status: 409,
      response: { error: { code: 'payment_ended' } },
    })
    await expect(place.staff.manager.collection('transactions').update(transactionId, { lottery_code: 'ABCD1234' })).rejects.toMatchObject({ status: 403 })
    expect((await su.collection('transactions').getOne(transactionId)).lottery_code).toBe('')
  })
})
