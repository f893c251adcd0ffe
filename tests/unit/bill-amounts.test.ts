import { describe, expect, it } from 'vitest'
import { getBillSummary, ignoreHolds, isBillUnpaid } from '@/features/bill/amounts'
import type { OrderPaymentStatusRecord, TableStatusRecord } from '@/lib/api/pocketbase-types'
import { tableStatusRecord } from '../support/diner-records.ts'

const table = (overrides: Partial<TableStatusRecord>): TableStatusRecord => tableStatusRecord(overrides)

const payment = (total: number, paid: number, held = 0): OrderPaymentStatusRecord => ({
  id: 'o1',
  collectionId: 'c',
  collectionName: 'order_payments_status',
  restaurant: 'r1',
  table: 't1',
  total_amount: total,
  paid_amount: paid,
  held_amount: held,
  status: paid >= total ? 'paid' : paid > 0 ? 'paying' : 'pending',
})

describe('getBillSummary', () => {
  it.each([
    ['free table', table({ order_id: '', total_amount: 0 }), undefined, 'none', 0],
    ['open order, payment status not loaded yet', table({}), undefined, 'open', 10_000],
    ['payment status wins over the table poll', table({ paid_amount: 0 }), payment(10_000, 2_500), 'open', 7_500],
    ['fully paid', table({}), payment(10_000, 10_000), 'paid', 0],
    ['empty order', table({ total_amount: 0 }), payment(0, 0), 'none', 0],
  ])('%s', (_name, tableStatus, paymentStatus, state, left) => {
    const summary = getBillSummary(tableStatus, paymentStatus)
    expect(summary.state).toBe(state)
    expect(summary.amountLeft).toBe(left)
    expect(summary.currency).toBe('EUR')
  })
})

describe('getBillSummary with what others are paying right now', () => {
  it.each([
    ['some held: left to pay = total − paid − held', table({}), payment(10_000, 2_500, 3_000), 'open', 4_500, 3_000],
    ['everything left held', table({}), payment(10_000, 2_500, 7_500), 'held', 0, 7_500],
    ['held never counts for more than is unpaid', table({}), payment(10_000, 9_000, 3_000), 'held', 0, 1_000],
    ['the table poll carries the holds until the payment status arrives', table({ held_amount: 4_000 }), undefined, 'open', 6_000, 4_000],
    ['paid wins over a stale hold', table({}), payment(10_000, 10_000, 500), 'paid', 0, 0],
  ])('%s', (_name, tableStatus, paymentStatus, state, left, held) => {
    const summary = getBillSummary(tableStatus, paymentStatus)
    expect(summary).toMatchObject({ state, amountLeft: left, heldAmount: held, unpaidAmount: 10_000 - summary.paidAmount })
  })

  it('isBillUnpaid: open or held', () => {
    expect(isBillUnpaid({ state: 'open' })).toBe(true)
    expect(isBillUnpaid({ state: 'held' })).toBe(true)
    expect(isBillUnpaid({ state: 'paid' })).toBe(false)
    expect(isBillUnpaid({ state: 'none' })).toBe(false)
  })

  it('ignoreHolds: the payment page counts its own claim as payable', () => {
    const summary = ignoreHolds(getBillSummary(table({}), payment(10_000, 2_500, 7_500)))
    expect(summary).toMatchObject({ state: 'open', amountLeft: 7_500, heldAmount: 0 })
  })
})
