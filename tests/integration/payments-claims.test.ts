// DESIGN invariant 2: concurrent diners on one table can never together claim more than the bill.
// 20 checkouts fired at once through the real functions, PocketBase and stripe-mock.
import { describe, expect, it } from 'vitest'
import { admin, createBill, transactionsOf } from '../support/bill.ts'
import { post, testContext } from '../support/functions.ts'

const ctx = testContext()
const CREATE = '/api/stripe/create-checkout-session'
const tips = { mode: 'percent', amount: 5 }

async function fireTogether(count: number, body: () => unknown) {
  return Promise.all(Array.from({ length: count }, () => post(ctx, CREATE, body())))
}

async function claimedItemQuantities(orderId: string): Promise<number> {
  const pb = await admin()
  const items = await pb.collection('transaction_items').getFullList({
    filter: `transaction.order = "${orderId}" && transaction.status = "pending"`,
  })
  return items.reduce((sum, item) => sum + (item.quantity as number), 0)
}

describe('20 concurrent checkouts for one bill', () => {
  it('by items: only the quantity ordered is ever claimed', async () => {
    const bill = await createBill({ lines: [{ price: 1200, quantity: 2 }] })
    const answers = await fireTogether(20, () => ({
      tableId: bill.tableId,
      tips,
      split: { mode: 'items', totalGuests: 0, payingFor: 0, items: [{ orderItemId: bill.lineIds[0], quantity: 1 }] },
    }))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(18)
    expect(await claimedItemQuantities(bill.orderId)).toBe(2)
    const pending = (await transactionsOf(bill.orderId)).filter((tx) => tx.status === 'pending')
    expect(pending.reduce((sum, tx) => sum + tx.base_amount, 0)).toBe(2400)
  })

  it('pay in full: exactly one diner gets the checkout', async () => {
    const bill = await createBill()
    const answers = await fireTogether(20, () => ({ tableId: bill.tableId, tips, split: { mode: 'full', totalGuests: 0, payingFor: 0, items: [] } }))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    const refused = answers.filter((a) => a.status === 409)
    expect(refused).toHaveLength(19)
    expect(refused[0]!.body.error).toMatchObject({ code: 'bill_being_paid' })
  })

  it('equal shares: n shares, summing exactly to the bill', async () => {
    const bill = await createBill({ lines: [{ price: 1000, quantity: 1 }] })
    const answers = await fireTogether(20, () => ({ tableId: bill.tableId, tips, split: { mode: 'equal', totalGuests: 3, payingFor: 1, items: [] } }))
    const granted = answers.filter((a) => a.status === 200)
    expect(granted).toHaveLength(3)
    const pending = (await transactionsOf(bill.orderId)).filter((tx) => tx.status === 'pending')
    expect(pending.map((tx) => tx.base_amount).sort()).toEqual([333, 333, 334])
  })

  it('mixed modes: never more than the bill', async () => {
    const bill = await createBill({ lines: [{ price: 700, quantity: 3 }] })
    const splits = [
      { mode: 'full', totalGuests: 0, payingFor: 0, items: [] },
      { mode: 'equal', totalGuests: 2, payingFor: 1, items: [] },
      { mode: 'items', totalGuests: 0, payingFor: 0, items: [{ orderItemId: bill.lineIds[0], quantity: 2 }] },
    ]
    let next = 0
    await fireTogether(20, () => ({ tableId: bill.tableId, tips, split: splits[next++ % 3] }))
    const pending = (await transactionsOf(bill.orderId)).filter((tx) => tx.status === 'pending')
    expect(pending.reduce((sum, tx) => sum + tx.base_amount, 0)).toBeLessThanOrEqual(2100)
    expect(await claimedItemQuantities(bill.orderId)).toBeLessThanOrEqual(3)
  })
})

describe('claims end', () => {
  it('a claim whose time has passed no longer holds the bill', async () => {
    const bill = await createBill()
    const body = { tableId: bill.tableId, tips, split: { mode: 'full', totalGuests: 0, payingFor: 0, items: [] } }
    expect((await post(ctx, CREATE, body)).status).toBe(200)
    expect((await post(ctx, CREATE, body)).status).toBe(409)

    const [claim] = await transactionsOf(bill.orderId)
    const pb = await admin()
    await pb.collection('transactions').update(claim!.id, { claim_expires_at: new Date(Date.now() - 1000).toISOString() })
    const status = await pb.collection('order_payments_status').getOne(bill.orderId)
    expect(status.status).toBe('pending')
    expect((await post(ctx, CREATE, body)).status).toBe(200)
  })
})
