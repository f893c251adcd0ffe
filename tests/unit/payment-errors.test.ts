import { describe, expect, it } from 'vitest'
import { FunctionError, shouldRetryFunction } from '@/features/payment/api'
import { describeConfirmError, isValidEmail } from '@/features/payment/errors'

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

describe('shouldRetryFunction', () => {
  it.each([
    ['a 400 is final', new FunctionError(400, 'must be a Checkout Session id'), 0, false],
    ['a 404 is final', new FunctionError(404, 'Payment not found.'), 0, false],
    ['a 429 is retried', new FunctionError(429, 'slow down'), 0, true],
    ['a 503 is retried', new FunctionError(503, 'unavailable'), 1, true],
    ['a network error is retried', new TypeError('Failed to fetch'), 2, true],
    ['but only three times', new TypeError('Failed to fetch'), 3, false],
  ])('%s', (_name, error, failures, retry) => expect(shouldRetryFunction(failures, error)).toBe(retry))
})
