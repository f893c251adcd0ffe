import { describe, expect, it } from 'vitest'
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
