import { describe, expect, it } from 'vitest'
import { describeConfirmError, getCheckoutNextStep, isValidEmail } from '@/features/payment/errors'
import { FunctionError } from '@/lib/api/functions-client'

const unknown = (code: string) => `Unknown error occurred - ${code}`

describe('describeConfirmError', () => {
  it.each([
    ['the provider message wins', { message: 'Your card was declined.', code: 'paymentFailed' }, 'Your card was declined.'],
    ['no message: the code', { message: '', code: 'paymentFailed' }, 'Unknown error occurred - paymentFailed'],
    ['blank message: the code', { message: '   ', code: 'expired' }, 'Unknown error occurred - expired'],
    ['nothing at all', {}, 'Unknown error occurred - unknown'],
    ['null fields', { message: null, code: null }, 'Unknown error occurred - unknown'],
  ])('%s', (_name, error, expected) => expect(describeConfirmError(error, unknown)).toBe(expected))
})

describe('isValidEmail', () => {
  it.each([
    ['anna@example.com', true],
    ['  anna@example.it  ', true],
    ['a.b+c@sub.example.co.uk', true],
    ['', false],
    ['anna', false],
    ['anna@example', false],
    ['anna @example.com', false],
    ['@example.com', false],
  ])('%j → %s', (value, valid) => expect(isValidEmail(value)).toBe(valid))
})

describe('getCheckoutNextStep', () => {
  const refused = (code: string, status = 409) => new FunctionError(status, 'refused', code)
  it.each([
    ['bill_paid', refused('bill_paid'), 'bill'],
    ['items_taken', refused('items_taken'), 'bill'],
    ['shares_taken', refused('shares_taken'), 'bill'],
    ['share_unavailable', refused('share_unavailable'), 'bill'],
    ['nothing_to_pay', refused('nothing_to_pay'), 'bill'],
    ['bill_being_paid', refused('bill_being_paid'), 'wait'],
    ['provider_unavailable', refused('provider_unavailable', 503), 'retry'],
    ['rate_limited', refused('rate_limited', 429), 'retry'],
    ['offline (status 0)', new FunctionError(0, 'Failed to fetch'), 'retry'],
    ['a fetch TypeError', new TypeError('Failed to fetch'), 'retry'],
    ['no_open_bill', refused('no_open_bill', 404), 'waiter'],
    ['amount_too_small', refused('amount_too_small', 400), 'waiter'],
    ['claim_ended', refused('claim_ended'), 'waiter'],
    ['a 500 without a code', new FunctionError(500, 'boom'), 'waiter'],
    ['not even an error', undefined, 'waiter'],
  ])('%s → %s', (_name, error, step) => expect(getCheckoutNextStep(error)).toBe(step))
})
