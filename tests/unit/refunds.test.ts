import { describe, expect, it } from 'vitest'
import { getRefundable, validateRefundAmount } from '@/domain/refunds'

describe('refund amounts', () => {
  it.each([
    [{ status: 'completed', total_amount: 2000, refund_amount: 0 }, 2000],
    [{ status: 'partially_refunded', total_amount: 2000, refund_amount: 500 }, 1500],
    [{ status: 'refunded', total_amount: 2000, refund_amount: 2000 }, 0],
    [{ status: 'pending', total_amount: 2000, refund_amount: 0 }, 0],
    [{ status: 'failed', total_amount: 2000, refund_amount: 0 }, 0],
    [{ status: 'completed', total_amount: 2000, refund_amount: 2500 }, 0],
  ])('getRefundable(%j) = %i', (tx, expected) => {
    expect(getRefundable(tx)).toBe(expected)
  })

  it.each([
    [null, 1000, 'required'],
    [Number.NaN, 1000, 'required'],
    [0, 1000, 'notPositive'],
    [-1, 1000, 'notPositive'],
    [1.5, 1000, 'notPositive'],
    [1001, 1000, 'tooLarge'],
    [1000, 1000, null],
    [1, 1000, null],
  ])('validateRefundAmount(%s, %i) = %s', (amount, refundable, expected) => {
    expect(validateRefundAmount(amount, refundable)).toBe(expected)
  })
})
