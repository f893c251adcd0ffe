// The diner app's own three reads (src/features/bill/reads.ts) are the ones PocketBase keeps in
// memory (pocketbase/bill_reads.go): if the app ever asks differently, the cache would silently
// stop serving it and every poll would cost a view query again. And what is kept is forgotten
// when the bill changes.
import { BaseAuthStore } from 'pocketbase'
import { afterEach, expect, inject, it, vi } from 'vitest'
import { getOrderItems, getOrderPaymentStatus, getTableStatus } from '@/features/bill/reads'
import { createPocketBaseClient } from '@/lib/api/pocketbase-client'
import { admin, createBill } from '../support/bill.ts'

const KEPT = 'x-conto-bill-read'

afterEach(() => vi.restoreAllMocks())

/** Runs the app's reads of one bill, and tells which answers came from memory. */
async function readBill(tableId: string, orderId: string): Promise<{ kept: boolean[]; left: number }> {
  const realFetch = globalThis.fetch
  const kept: boolean[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
    const response = await realFetch(...args)
    kept.push(response.headers.get(KEPT) === 'kept')
    return response
  })
  const diner = createPocketBaseClient(inject('pocketbaseUrl'), new BaseAuthStore())
  const [table, payments] = await Promise.all([getTableStatus(diner, tableId), getOrderPaymentStatus(diner, orderId), getOrderItems(diner, orderId)])
  vi.restoreAllMocks()
  expect(table.order_id).toBe(orderId)
  return { kept, left: payments.total_amount - payments.paid_amount }
}

it("the app's reads are answered from memory the second time, and a payment is seen at the next read", async () => {
  const bill = await createBill({ lines: [{ price: 1500, quantity: 2 }] })
  expect((await readBill(bill.tableId, bill.orderId)).kept).toEqual([false, false, false])
  const again = await readBill(bill.tableId, bill.orderId)
  expect(again).toEqual({ kept: [true, true, true], left: 3000 })

  const pb = await admin()
  await pb.collection('transactions').create({
    order: bill.orderId,
    restaurant: bill.restaurantId,
    status: 'completed',
    channel: 'cash',
    currency: 'EUR',
    base_amount: 1000,
    total_amount: 1000,
    split_mode: 'full',
    tip_mode: 'fixed',
  })
  const afterPayment = await readBill(bill.tableId, bill.orderId)
  // the table's status and the payment status are forgotten; the lines (unchanged) may be too
  expect(afterPayment.kept.slice(0, 2)).toEqual([false, false])
  expect(afterPayment.left).toBe(2000)
})

it('a prankster cannot keep a bill showing: a restaurant taken offline answers 404 at once, and other query strings are never kept', async () => {
  const bill = await createBill()
  await readBill(bill.tableId, bill.orderId)
  expect((await readBill(bill.tableId, bill.orderId)).kept).toEqual([true, true, true])

  const base = inject('pocketbaseUrl')
  const varied = `${base}/api/collections/table_status/records/${bill.tableId}?fields=id,held_amount`
  for (let read = 0; read < 2; read++) {
    const answer = await fetch(varied)
    expect(answer.status).toBe(200)
    expect(answer.headers.get(KEPT)).toBeNull()
  }

  const pb = await admin()
  await pb.collection('restaurants').update(bill.restaurantId, { active: false })
  const offline = await fetch(`${base}/api/collections/table_status/records/${bill.tableId}`)
  expect(offline.status).toBe(404)
  expect(offline.headers.get(KEPT)).toBeNull()
})

it("a company editing its menu forgets only its own restaurant's kept bills (issue 34, break 5)", async () => {
  const mine = await createBill()
  const theirs = await createBill()
  expect(mine.restaurantId).not.toBe(theirs.restaurantId)
  for (const bill of [mine, theirs]) await readBill(bill.tableId, bill.orderId)
  expect((await readBill(theirs.tableId, theirs.orderId)).kept).toEqual([true, true, true])

  const pb = await admin()
  const item = (await pb.collection('items').getFullList({ filter: `restaurant = "${mine.restaurantId}"` }))[0]!
  for (let edit = 0; edit < 5; edit++) await pb.collection('items').update(item.id, { name: `Piatto ${edit}` })
  await pb.collection('restaurants').update(mine.restaurantId, { name: 'Trattoria Rinominata' })

  expect((await readBill(theirs.tableId, theirs.orderId)).kept).toEqual([true, true, true])
  expect((await readBill(mine.tableId, mine.orderId)).kept).toEqual([false, false, false])
})
