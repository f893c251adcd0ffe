// The fiscal outbox (issue 22, decision 031): every completed payment writes its documento's job in
// the same transaction, once, and a bill's documents add up to it rate by rate and to the cent.
import { beforeAll, describe, expect, it } from 'vitest'
import { admin } from '../support/bill.ts'
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
