// The diner's codice lotteria (issue 22): its shape, one rule everywhere it is checked, when the
// payment page offers it, and how the function reads it.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../../api-functions/_lib/http.ts'
import { parseLotteryCodeRequest } from '../../api-functions/stripe/checkout-request.ts'
import { offersLotteryCode } from '@/features/payment/lottery-code'
import { LOTTERY_CODE_PATTERN } from '@/domain/shared-rules'
import { isLotteryCode, normalizeLotteryCode } from '@/domain/lottery-code'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

describe('a lottery code', () => {
  it.each([
    ['ABCD1234', true],
    ['PGW2JF3T', true],
    ['abcd1234', true],
    ['12345678', true],
    ['ABCD123', false],
    ['ABCD12345', false],
    ['ABCD-123', false],
    ['ABCD 123', false],
    ['ÀBCD1234', false],
    ['', false],
  ])('%j is a code: %s', (text, expected) => {
    expect(isLotteryCode(text)).toBe(expected)
  })

  it('is read without the spaces it is printed with, its letters as typed', () => {
    expect(normalizeLotteryCode(' ABCD 1234 ')).toBe('ABCD1234')
    expect(normalizeLotteryCode('abCD\t12 34')).toBe('abCD1234')
  })

  it("has one pattern: the transactions field's (a migration cannot require it) repeats the shared rule", () => {
    expect(read('pb_migrations/1763702500_updated_transactions_lottery_code.js')).toContain(`const LOTTERY_CODE_PATTERN = '${LOTTERY_CODE_PATTERN}'`)
  })
})

describe('the payment page offers the field', () => {
  const italian = { fiscal_departments: { '10': 2, N2: 11 }, fiscal_mode: '' as const }

  it.each([
    ['an Italian RT, a documento per payment, in euro', italian, 'EUR', true],
    ['the same, a currency written in lower case', italian, 'eur', true],
    ['one documento per payment, said so', { ...italian, fiscal_mode: 'payment' as const }, 'EUR', true],
    ['one documento per table: no documento of this payment to carry it', { ...italian, fiscal_mode: 'table' as const }, 'EUR', false],
    ['no RT set up', { fiscal_departments: null, fiscal_mode: '' as const }, 'EUR', false],
    ['an emptied department map', { fiscal_departments: {}, fiscal_mode: '' as const }, 'EUR', false],
    ['another currency', italian, 'CHF', false],
  ])('%s: %s', (_, restaurant, currency, expected) => {
    expect(offersLotteryCode(restaurant, currency)).toBe(expected)
  })
})

describe('POST /api/stripe/lottery-code body', () => {
  const sessionId = 'cs_test_a1B2c3'

  it('takes a code as typed, or none', () => {
    expect(parseLotteryCodeRequest({ sessionId, lotteryCode: 'AbCd1234' })).toEqual({ sessionId, lotteryCode: 'AbCd1234' })
    expect(parseLotteryCodeRequest({ sessionId, lotteryCode: '' })).toEqual({ sessionId, lotteryCode: '' })
  })

  it.each(['ABC', 'ABCD 1234', 'ABCD-1234', 'ABCD12345'])('refuses %j with lottery_code_invalid', (lotteryCode) => {
    const refusal = (() => {
      try {
        parseLotteryCodeRequest({ sessionId, lotteryCode })
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(HttpError)
    expect(refusal).toMatchObject({ status: 400, code: 'lottery_code_invalid' })
  })

  it.each([
    ['no code', { sessionId }],
    ['a number', { sessionId, lotteryCode: 12345678 }],
    ['no session', { lotteryCode: 'ABCD1234' }],
    ['an unknown field', { sessionId, lotteryCode: 'ABCD1234', email: 'a@b.it' }],
  ])('a malformed body (%s) is invalid_request', (_, body) => {
    expect(() => parseLotteryCodeRequest(body)).toThrow(expect.objectContaining({ status: 400, code: 'invalid_request' }))
  })
})
