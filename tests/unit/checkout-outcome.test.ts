import { describe, expect, it } from 'vitest'
import { getEventOutcome, getSessionOutcome, toCheckoutStatus } from '../../api-functions/stripe/outcome.ts'

type Status = 'open' | 'complete' | 'expired'
type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required'

describe('getSessionOutcome', () => {
  it.each<[Status, PaymentStatus, string]>([
    ['open', 'unpaid', 'open'],
    ['complete', 'paid', 'paid'],
    ['complete', 'no_payment_required', 'paid'],
    ['complete', 'unpaid', 'processing'],
    ['expired', 'unpaid', 'expired'],
  ])('%s + %s → %s', (status, payment_status, outcome) => {
    expect(getSessionOutcome({ status, payment_status })).toBe(outcome)
  })
})

describe('getEventOutcome', () => {
  it.each<[string, PaymentStatus, string | null]>([
    ['checkout.session.completed', 'paid', 'paid'],
    ['checkout.session.completed', 'unpaid', 'processing'],
    ['checkout.session.async_payment_succeeded', 'paid', 'paid'],
    ['checkout.session.async_payment_failed', 'unpaid', 'failed'],
    ['checkout.session.expired', 'unpaid', 'expired'],
    ['checkout.session.created', 'unpaid', null],
  ])('%s (%s) → %s', (type, payment_status, outcome) => {
    expect(getEventOutcome(type, { status: 'complete', payment_status })).toBe(outcome)
  })
})

describe('toCheckoutStatus', () => {
  it.each([
    ['pending', 'pending'],
    ['completed', 'completed'],
    ['partially_refunded', 'completed'],
    ['refunded', 'failed'],
    ['failed', 'failed'],
    ['anything else', 'failed'],
  ])('%s → %s', (status, shown) => expect(toCheckoutStatus(status)).toBe(shown))
})
