// The fiscal outbox (issue 22, decision 031): every completed payment writes its documento's job in
// the same transaction, once, and a bill's documents add up to it rate by rate and to the cent.
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, transactionsOf } from '../support/bill.ts'
import { post, testContext } from '../support/functions.ts'
import { call, createPlace, type Place } from '../support/place.ts'

interface FiscalDocument {
  lines: { description: string; quantity: number; unitPrice: number; vat: string }[]
  byRate: Record<string, number>
  tip: number
  total: number
  payments: { means: string; amount: number }[]
}

async function jobsOf(orderId: string) {
  const su = await admin()
  const jobs = await su.collection('fiscal_jobs').getFullList({ filter: `order = "${orderId}"`, sort: 'created' })
  return jobs.map((job) => ({ key: job.key as string, kind: job.kind as string, status: job.status as string, transaction: job.transaction as string, document: job.document as FiscalDocument }))
}

/** The functions with the demo payment switch, as the late-payment case needs a checkout. */
const demoContext = testContext({ CONTO_DEMO_PAYMENTS: '1' })

const pay = (place: Place, body: unknown) => call(place.staff.waiter, 'POST', `/api/conto/orders/${place.orderId}/payments`, body)

describe('a bill paid a third on the terminal, 20,00 € cash, and the rest on the terminal', () => {
  let place: Place
  beforeAll(async () => {
    // 55,40 €: 3 × 12,70 € at 10 %, 2 × 6,20 € at 22 %, 1 × 4,90 € at 10 %
    place = await createPlace({ lines: [{ price: 1270, quantity: 3, vat: '10' }, { price: 620, quantity: 2, vat: '22' }, { price: 490, quantity: 1 }] })
    const su = await admin()
    await su.collection('restaurants').update(place.restaurantId, { fiscal_departments: { '22': 1, '10': 2, N2: 11 } })
  })

  it('gives three documents whose rates and means add up to the bill', async () => {
    const third = await pay(place, { method: 'terminal', split: { mode: 'equal', totalGuests: 3, payingFor: 1 }, tip: 100 })
    const cash = await pay(place, { method: 'cash', split: { mode: 'amount', amount: 2000 } })
    const rest = await pay(place, { method: 'terminal', split: { mode: 'full' } })
    expect([third.status, cash.status, rest.status]).toEqual([200, 200, 200])

    const jobs = await jobsOf(place.orderId)
    expect(jobs.map((job) => [job.kind, job.status])).toEqual([['sale', 'pending'], ['sale', 'pending'], ['sale', 'pending']])
    const total = { '10': 3 * 1270 + 490, '22': 2 * 620 }
    const sumOf = (rate: string) => jobs.reduce((sum, job) => sum + (job.document.byRate[rate] ?? 0), 0)
    expect({ '10': sumOf('10'), '22': sumOf('22') }).toEqual(total)
    expect(jobs.map((job) => job.document.payments[0]?.means)).toEqual(['electronic', 'cash', 'electronic'])
    // each document's lines and payments agree, the tip on its own line outside VAT
    for (const job of jobs) {
      const lines = job.document.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0)
      expect(lines).toBe(job.document.total)
      expect(job.document.payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(job.document.total)
    }
    expect(jobs[0]!.document.lines.find((line) => line.vat === 'N2')).toMatchObject({ description: 'Mancia', unitPrice: 100 })
    expect(jobs.reduce((sum, job) => sum + job.document.total, 0)).toBe(place.total + 100)
  })

  it('a retried payment request writes no second job', async () => {
    const again = await createPlace({ lines: [{ price: 1000, quantity: 1, vat: '10' }] })
    const su = await admin()
    await su.collection('restaurants').update(again.restaurantId, { fiscal_departments: { '10': 2 } })
    const body = { method: 'cash', split: { mode: 'full' }, requestId: 'retry-fiscal-0001' }
    const first = await pay(again, body)
    const second = await pay(again, body)
    expect(second.body).toEqual(first.body)
    expect((await jobsOf(again.orderId)).length).toBe(1)
  })
})

describe('a bill paid by items', () => {
  it('certifies exactly the lines it names, at their rates', async () => {
    const place = await createPlace({ lines: [{ price: 800, quantity: 2, vat: '10' }, { price: 1800, quantity: 1, vat: '22' }] })
    const su = await admin()
    await su.collection('restaurants').update(place.restaurantId, { fiscal_departments: { '22': 1, '10': 2 } })
    const answer = await pay(place, { method: 'cash', split: { mode: 'items', items: [{ orderItemId: place.lineIds[1], quantity: 1 }, { orderItemId: place.lineIds[0], quantity: 1 }] } })
    expect(answer.status).toBe(200)
    const [job] = await jobsOf(place.orderId)
    expect(job!.document.byRate).toEqual({ '10': 800, '22': 1800 })
    expect(job!.document.lines.map((line) => [line.description, line.quantity, line.unitPrice, line.vat])).toEqual([
      ['Dish 1', 1, 1800, '22'],
      ['Dish 0', 1, 800, '10'],
    ])
  })
})

describe('a restaurant without a fiscal printer', () => {
  it('gets no jobs (another country, or an RT not set up yet)', async () => {
    const place = await createPlace({ lines: [{ price: 1000, quantity: 1 }] })
    expect((await pay(place, { method: 'cash', split: { mode: 'full' } })).status).toBe(200)
    expect(await jobsOf(place.orderId)).toEqual([])
  })
})

describe('a void and a refund', () => {
  it("a voided payment gets an annullo citing its sale, and stops counting in the next payment's split", async () => {
    const place = await createPlace({ lines: [{ price: 3000, quantity: 1, vat: '10' }, { price: 1000, quantity: 1, vat: '22' }] })
    const su = await admin()
    await su.collection('restaurants').update(place.restaurantId, { fiscal_departments: { '22': 1, '10': 2 } })
    const cash = await pay(place, { method: 'cash', split: { mode: 'amount', amount: 2000 } })
    const paymentId = (cash.body.transaction as { id: string }).id
    const voided = await call(place.staff.manager, 'POST', `/api/conto/payments/${paymentId}/void`, { reason: 'Wrong table' })
    expect(voided.status).toBe(200)
    // a retried void changes nothing
    expect((await call(place.staff.manager, 'POST', `/api/conto/payments/${paymentId}/void`, { reason: 'Wrong table' })).status).toBe(409)
    expect((await pay(place, { method: 'terminal', split: { mode: 'full' } })).status).toBe(200)

    const jobs = await jobsOf(place.orderId)
    expect(jobs.map((job) => job.kind)).toEqual(['sale', 'void', 'sale'])
    expect(jobs[1]).toMatchObject({ key: `void:${paymentId}`, document: { original: expect.any(String), total: 2000 } })
    // the whole bill again on the last document: the voided one certified nothing that stays
    expect(jobs[2]!.document.byRate).toEqual({ '10': 3000, '22': 1000 })
  })

  it('a refund gets a reso for what the refunded total grew by, once however Stripe tells it', async () => {
    const place = await createPlace({ lines: [{ price: 3000, quantity: 1, vat: '10' }, { price: 1000, quantity: 1, vat: '22' }] })
    const su = await admin()
    await su.collection('restaurants').update(place.restaurantId, { fiscal_departments: { '22': 1, '10': 2, N2: 11 } })
    const paid = await pay(place, { method: 'terminal', split: { mode: 'full' }, tip: 400 })
    const transactionId = (paid.body.transaction as { id: string }).id
    const refunded = (amountRefunded: number) =>
      su.send('/api/conto/payments/charge-refunded', { method: 'POST', body: { transactionId, chargeId: `ch_fiscal_${transactionId}`, amountRefunded, source: 'test' } })
    await refunded(1100)
    await refunded(1100)
    await refunded(4400)

    const refunds = (await jobsOf(place.orderId)).filter((job) => job.kind === 'refund')
    expect(refunds.map((job) => [job.key, job.document.total])).toEqual([
      [`refund:${transactionId}:1100`, 1100],
      [`refund:${transactionId}:4400`, 3300],
    ])
    // the two resi give back exactly what the sale certified, rate by rate, tip included
    const back: Record<string, number> = {}
    for (const job of refunds) for (const [code, value] of Object.entries(job.document.byRate)) back[code] = (back[code] ?? 0) + value
    expect(back).toEqual({ '10': 3000, '22': 1000, N2: 400 })
  })
})

describe('a restaurant that prints one documento per table', () => {
  const close = (place: Place, body: unknown = {}) => call(place.staff.waiter, 'POST', `/api/conto/orders/${place.orderId}/close`, body)
  async function tablePlace(lines: NonNullable<Parameters<typeof createPlace>[0]>['lines']) {
    const place = await createPlace({ lines })
    const su = await admin()
    await su.collection('restaurants').update(place.restaurantId, { fiscal_departments: { '22': 1, '10': 2, N2: 11 }, fiscal_mode: 'table' })
    return place
  }

  it('certifies the bill once, at the close, with its items and every means paid', async () => {
    const place = await tablePlace([{ price: 1270, quantity: 3, vat: '10' }, { price: 620, quantity: 2, vat: '22' }, { price: 490, quantity: 1 }])
    expect((await pay(place, { method: 'terminal', split: { mode: 'equal', totalGuests: 3, payingFor: 1 }, tip: 100 })).status).toBe(200)
    expect((await pay(place, { method: 'cash', split: { mode: 'amount', amount: 2000 } })).status).toBe(200)
    expect((await pay(place, { method: 'other', split: { mode: 'full' } })).status).toBe(200)
    expect(await jobsOf(place.orderId)).toEqual([])

    expect((await close(place)).status).toBe(200)
    expect((await close(place)).status).not.toBe(200)
    const jobs = await jobsOf(place.orderId)
    expect(jobs).toHaveLength(1)
    const [job] = jobs
    expect(job).toMatchObject({ key: `table:${place.orderId}`, kind: 'sale', status: 'pending', transaction: '' })
    expect(job!.document.lines.map((line) => [line.quantity, line.unitPrice, line.vat])).toEqual([
      [3, 1270, '10'],
      [2, 620, '22'],
      [1, 490, '10'],
      [1, 100, 'N2'],
    ])
    expect(job!.document.byRate).toEqual({ '10': 3 * 1270 + 490, '22': 2 * 620 })
    // an equal part rounds down; the last payment takes the cent
    const third = Math.floor(place.total / 3)
    expect(job!.document.payments).toEqual([
      { means: 'cash', amount: 2000 },
      { means: 'electronic', amount: third + 100 },
      { means: 'other', amount: place.total - third - 2000 },
    ])
    expect(job!.document.total).toBe(place.total + 100)
  })

  it('a bill closed with a balance certifies what was paid, by rate; a refund after the close cites the table', async () => {
    const place = await tablePlace([{ price: 3000, quantity: 1, vat: '10' }, { price: 1000, quantity: 1, vat: '22' }])
    const paid = await pay(place, { method: 'terminal', split: { mode: 'amount', amount: 2000 } })
    expect((await close(place, { reason: 'walkout' })).status).toBe(200)
    const [sale] = await jobsOf(place.orderId)
    expect(sale!.document).toMatchObject({ byRate: { '10': 1500, '22': 500 }, total: 2000, payments: [{ means: 'electronic', amount: 2000 }] })
    expect(sale!.document.lines.map((line) => line.description)).toEqual(['Quota del conto', 'Quota del conto'])

    const transactionId = (paid.body.transaction as { id: string }).id
    const su = await admin()
    await su.send('/api/conto/payments/charge-refunded', { method: 'POST', body: { transactionId, chargeId: `ch_table_${transactionId}`, amountRefunded: 800, source: 'test' } })
    const jobs = await jobsOf(place.orderId)
    expect(jobs.map((job) => job.kind)).toEqual(['sale', 'refund'])
    const saleId = (await su.collection('fiscal_jobs').getFirstListItem(`key = "table:${place.orderId}"`)).id
    expect(jobs[1]!.document).toMatchObject({ original: saleId, total: 800, byRate: { '10': 600, '22': 200 }, payments: [{ means: 'electronic', amount: 800 }] })
  })

  it("a refund after the table's documento gives back what that payment paid for, rate by rate (issue 35)", async () => {
    const place = await tablePlace([{ price: 1000, quantity: 1, vat: '10' }, { price: 3000, quantity: 1, vat: '22' }])
    const dish = await pay(place, { method: 'terminal', split: { mode: 'items', items: [{ orderItemId: place.lineIds[0], quantity: 1 }] }, tip: 58 })
    expect(dish.status).toBe(200)
    expect((await pay(place, { method: 'cash', split: { mode: 'full' } })).status).toBe(200)
    expect((await close(place)).status).toBe(200)

    const transactionId = (dish.body.transaction as { id: string }).id
    const su = await admin()
    const refund = (amountRefunded: number) =>
      su.send('/api/conto/payments/charge-refunded', { method: 'POST', body: { transactionId, chargeId: `ch_dish_${transactionId}`, amountRefunded, source: 'test' } })
    // half first, then the rest: only the 10 % dish and the tip, never the 22 % one it did not buy
    await refund(529)
    await refund(1058)
    const resi = (await jobsOf(place.orderId)).filter((job) => job.kind === 'refund')
    expect(resi.map((job) => job.document.byRate)).toEqual([{ '10': 500, N2: 29 }, { '10': 500, N2: 29 }])
    expect(resi.map((job) => job.document.payments)).toEqual([[{ means: 'electronic', amount: 529 }], [{ means: 'electronic', amount: 529 }]])
  })

  it('a walkout with nothing paid certifies nothing', async () => {
    const place = await tablePlace([{ price: 1500, quantity: 1, vat: '10' }])
    expect((await close(place, { reason: 'walkout' })).status).toBe(200)
    expect(await jobsOf(place.orderId)).toEqual([])
  })
})

describe('a payment by items capped by what the bill had left', () => {
  it('certifies what it paid, by rate, not the whole items', async () => {
    const place = await createPlace({ lines: [{ price: 3000, quantity: 1, vat: '10' }, { price: 1000, quantity: 1, vat: '22' }] })
    const su = await admin()
    await su.collection('restaurants').update(place.restaurantId, { fiscal_departments: { '22': 1, '10': 2 } })
    expect((await pay(place, { method: 'cash', split: { mode: 'amount', amount: 3500 } })).status).toBe(200)
    const lines = await su.collection('order_items').getFullList({ filter: `order = "${place.orderId}"`, sort: 'created' })
    const capped = await pay(place, { method: 'terminal', split: { mode: 'items', items: [{ orderItemId: lines[0]!.id, quantity: 1 }] } })
    expect(capped.status).toBe(200)
    const jobs = await jobsOf(place.orderId)
    expect(jobs[1]!.document).toMatchObject({ total: 500, payments: [{ means: 'electronic', amount: 500 }] })
    const sumOf = (rate: string) => jobs.reduce((sum, job) => sum + (job.document.byRate[rate] ?? 0), 0)
    expect({ '10': sumOf('10'), '22': sumOf('22') }).toEqual({ '10': 3000, '22': 1000 })
  })
})

describe('a restaurant that changes how it prints while a bill is open', () => {
  const close = (place: Place) => call(place.staff.waiter, 'POST', `/api/conto/orders/${place.orderId}/close`, {})
  const setMode = async (place: Place, fiscal_mode: 'payment' | 'table') =>
    (await admin()).collection('restaurants').update(place.restaurantId, { fiscal_departments: { '22': 1, '10': 2 }, fiscal_mode })
  const sumOf = (jobs: Awaited<ReturnType<typeof jobsOf>>, rate: string) => jobs.reduce((sum, job) => sum + (job.document.byRate[rate] ?? 0), 0)

  it('per payment, then per table: the close certifies only what no documento did', async () => {
    const place = await createPlace({ lines: [{ price: 3000, quantity: 1, vat: '10' }, { price: 1000, quantity: 1, vat: '22' }] })
    await setMode(place, 'payment')
    expect((await pay(place, { method: 'cash', split: { mode: 'amount', amount: 1000 } })).status).toBe(200)
    await setMode(place, 'table')
    expect((await pay(place, { method: 'terminal', split: { mode: 'full' } })).status).toBe(200)
    expect((await close(place)).status).toBe(200)
    const jobs = await jobsOf(place.orderId)
    expect(jobs.map((job) => [job.key.split(':')[0], job.document.total])).toEqual([['sale', 1000], ['table', 3000]])
    expect(jobs[1]!.document.payments).toEqual([{ means: 'electronic', amount: 3000 }])
    expect({ '10': sumOf(jobs, '10'), '22': sumOf(jobs, '22') }).toEqual({ '10': 3000, '22': 1000 })
  })

  it('per table, then per payment: the payment made before is certified at the close, once', async () => {
    const place = await createPlace({ lines: [{ price: 3000, quantity: 1, vat: '10' }, { price: 1000, quantity: 1, vat: '22' }] })
    await setMode(place, 'table')
    expect((await pay(place, { method: 'cash', split: { mode: 'amount', amount: 1000 } })).status).toBe(200)
    await setMode(place, 'payment')
    expect((await pay(place, { method: 'terminal', split: { mode: 'full' } })).status).toBe(200)
    expect((await close(place)).status).toBe(200)
    const jobs = await jobsOf(place.orderId)
    expect(jobs.map((job) => [job.key.split(':')[0], job.document.total])).toEqual([['sale', 3000], ['table', 1000]])
    expect(jobs[1]!.document.payments).toEqual([{ means: 'cash', amount: 1000 }])
    expect(sumOf(jobs, '10') + sumOf(jobs, '22')).toBe(4000)
  })
})

describe('what the review found (issue 22)', () => {
  const departments = { '22': 1, '10': 2, N2: 11 }
  const sumOf = (jobs: Awaited<ReturnType<typeof jobsOf>>, rate: string) => jobs.reduce((sum, job) => sum + (job.document.byRate[rate] ?? 0), 0)

  it('a bill paid again after a full refund certifies the whole bill again', async () => {
    const place = await createPlace({ lines: [{ price: 3000, quantity: 1, vat: '10' }, { price: 1000, quantity: 1, vat: '22' }] })
    const su = await admin()
    await su.collection('restaurants').update(place.restaurantId, { fiscal_departments: departments })
    const first = await pay(place, { method: 'terminal', split: { mode: 'full' } })
    const transactionId = (first.body.transaction as { id: string }).id
    await su.send('/api/conto/payments/charge-refunded', { method: 'POST', body: { transactionId, chargeId: `ch_again_${transactionId}`, amountRefunded: 4000, source: 'test' } })
    expect((await pay(place, { method: 'cash', split: { mode: 'full' } })).status).toBe(200)
    const sales = (await jobsOf(place.orderId)).filter((job) => job.kind === 'sale')
    expect(sales[1]!.document).toMatchObject({ total: 4000, byRate: { '10': 3000, '22': 1000 }, payments: [{ means: 'cash', amount: 4000 }] })
  })

  it('items paid after an amount never put more on a rate than the bill has', async () => {
    const place = await createPlace({ lines: [{ price: 1000, quantity: 1, vat: '10' }, { price: 1000, quantity: 1, vat: '22' }] })
    const su = await admin()
    await su.collection('restaurants').update(place.restaurantId, { fiscal_departments: departments })
    expect((await pay(place, { method: 'cash', split: { mode: 'amount', amount: 1000 } })).status).toBe(200)
    const lines = await su.collection('order_items').getFullList({ filter: `order = "${place.orderId}"`, sort: 'created' })
    expect((await pay(place, { method: 'cash', split: { mode: 'items', items: [{ orderItemId: lines[1]!.id, quantity: 1 }] } })).status).toBe(200)
    const jobs = await jobsOf(place.orderId)
    expect({ '10': sumOf(jobs, '10'), '22': sumOf(jobs, '22') }).toEqual({ '10': 1000, '22': 1000 })
  })

  it('per table: a card payment that settles after the close gets a documento of its own', async () => {
    const place = await createPlace({ lines: [{ price: 3000, quantity: 1, vat: '10' }] })
    const su = await admin()
    await su.collection('restaurants').update(place.restaurantId, { fiscal_departments: departments, fiscal_mode: 'table' })
    const checkout = await post<{ sessionId: string }>(demoContext, '/api/stripe/create-checkout-session', {
      tableId: place.tableId,
      tips: { mode: 'fixed', amount: 0 },
      split: { mode: 'full', totalGuests: 0, payingFor: 0, items: [] },
    })
    expect(checkout.status).toBe(200)
    const [claim] = await transactionsOf(place.orderId)
    expect((await call(place.staff.waiter, 'POST', `/api/conto/orders/${place.orderId}/close`, { reason: 'walkout' })).status).toBe(200)
    await su.send('/api/conto/payments/reconcile', { method: 'POST', body: { sessionId: checkout.body.sessionId, transactionId: claim!.id, outcome: 'paid', source: 'test' } })
    const jobs = await jobsOf(place.orderId)
    expect(jobs.map((job) => [job.key, job.document.total])).toEqual([[`sale:${claim!.id}`, 3000]])
  })
})
