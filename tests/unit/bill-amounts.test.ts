import { describe, expect, it } from 'vitest'
import { getBillSummary } from '@/features/bill/amounts'
import type { OrderPaymentStatusRecord, TableStatusRecord } from '@/lib/pocketbase-types'

const table = (overrides: Partial<TableStatusRecord>): TableStatusRecord => ({
  id: 't1',
  collectionId: 'c',
  collectionName: 'table_status',
  restaurant: 'r1',
  name: '4',
  section: 'Sala',
  currency: 'EUR',
  waiter: '',
  order_id: 'o1',
  order_number: 102,
  order_waiter: '',
  order_guests: 4,
  opened_at: '',
  total_amount: 10_000,
  paid_amount: 0,
  held_amount: 0,
  status: 'occupied',
  ...overrides,
})

const payment = (total: number, paid: number): OrderPaymentStatusRecord => ({
  id: 'o1',
  collectionId: 'c',
  collectionName: 'order_payments_status',
  restaurant: 'r1',
  table: 't1',
  total_amount: total,
  paid_amount: paid,
  held_amount: 0,
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
