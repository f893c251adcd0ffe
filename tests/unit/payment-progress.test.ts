import { describe, expect, it } from 'vitest'
import { getPaymentProgress } from '@/domain/payment-progress'

describe('getPaymentProgress', () => {
  it.each([
    ['a free table', { status: 'free' }, 'free'],
    ['an occupied table', { status: 'occupied', paid_amount: 0, held_amount: 0 }, 'pending'],
    ['an order nobody paid', { status: 'pending', paid_amount: 0, held_amount: 0 }, 'pending'],
    ['paid in part, nobody paying', { status: 'paying', paid_amount: 1350, held_amount: 0 }, 'partlyPaid'],
    ['a diner paying now', { status: 'paying', paid_amount: 0, held_amount: 833 }, 'payingNow'],
    ['paid in part and a diner paying the rest', { status: 'paying', paid_amount: 1350, held_amount: 833 }, 'payingNow'],
    // a claim that holds no amount yet (a share still being chosen) is still someone paying
    ['a live claim holding nothing', { status: 'paying', paid_amount: 0, held_amount: 0 }, 'payingNow'],
    ['paid', { status: 'paid', paid_amount: 5500, held_amount: 0 }, 'paid'],
    ['unreadable', { status: 'unknown' }, 'unknown'],
    ['closed with a balance', { status: 'pending', paid_amount: 0, held_amount: 0, closed_at: '2026-11-25 21:00:00.000Z' }, 'closedUnpaid'],
    ['closed after a part was paid', { status: 'paying', paid_amount: 1000, held_amount: 0, closed_at: '2026-11-25 21:00:00.000Z' }, 'closedUnpaid'],
    ['closed and paid', { status: 'paid', paid_amount: 5500, held_amount: 0, closed_at: '2026-11-25 21:00:00.000Z' }, 'paid'],
  ] as const)('%s', (_, row, expected) => {
    expect(getPaymentProgress(row)).toBe(expected)
  })
})
