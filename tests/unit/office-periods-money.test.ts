import { describe, expect, it } from 'vitest'
import { formatMoneyInput, parseMoneyInput } from '@/lib/money-input'
import { buildPeriodFilter, getPeriodRange, joinFilters, quoteFilterValue, toPbDate } from '@/lib/periods'
import { isValidPhoneNumber, normalisePhoneNumbers, readPhoneNumbers } from '@/lib/phone-numbers'
import { getRefundable, validateRefundAmount } from '@/lib/refunds'

describe('report periods', () => {
  const now = new Date(2025, 4, 31, 18, 30) // 31 May 2025, local time
  it.each([
    ['lastWeek', new Date(2025, 4, 24, 18, 30)],
    ['last2Weeks', new Date(2025, 4, 17, 18, 30)],
    // one calendar month back from the 31st lands on 1 May (April has 30 days): never in the future
    ['lastMonth', new Date(2025, 4, 1, 18, 30)],
    ['lastQuarter', new Date(2025, 2, 3, 18, 30)],
  ] as const)('%s starts at %s and ends now', (period, from) => {
    const range = getPeriodRange(period, now)
    expect(range.from.getTime()).toBe(from.getTime())
    expect(range.to.getTime()).toBe(now.getTime())
    expect(range.from.getTime()).toBeLessThan(range.to.getTime())
  })

  it('builds created-greater/less-than expressions in PocketBase date format', () => {
    const range = { from: new Date(Date.UTC(2025, 0, 1, 8)), to: new Date(Date.UTC(2025, 0, 8, 8)) }
    expect(toPbDate(range.from)).toBe('2025-01-01 08:00:00.000Z')
    expect(buildPeriodFilter(range)).toBe('created >= "2025-01-01 08:00:00.000Z" && created <= "2025-01-08 08:00:00.000Z"')
    expect(buildPeriodFilter(range, 'paid_at')).toMatch(/^paid_at >= /)
  })

  it.each([
    [[], ''],
    [['a = 1'], 'a = 1'],
    [['a = 1', '', 'b = 2'], '(a = 1) && (b = 2)'],
    [['  ', 'x || y'], 'x || y'],
  ])('joinFilters(%j) = %s', (parts, expected) => {
    expect(joinFilters(parts)).toBe(expected)
  })

  it.each([
    ['abc', '"abc"'],
    ['a"b', '"a\\"b"'],
    ['a\\b', '"a\\\\b"'],
  ])('quotes %s as %s', (value, expected) => {
    expect(quoteFilterValue(value)).toBe(expected)
  })
})

describe('money typed by staff', () => {
  it.each([
    ['12,50', 'EUR', 1250],
    ['12.5', 'EUR', 1250],
    ['12', 'EUR', 1200],
    ['0,05', 'EUR', 5],
    ['1.234,56', 'EUR', 123456],
    ['1,234.56', 'USD', 123456],
    ['€ 8', 'EUR', 800],
    ['0', 'EUR', 0],
    ['1500', 'JPY', 1500],
    ['12,345', 'EUR', null],
    ['1,5', 'JPY', null],
    ['1.234', 'EUR', null],
    ['', 'EUR', null],
    ['abc', 'EUR', null],
    ['-5', 'EUR', null],
    ['1.2.3', 'EUR', null],
  ])('parseMoneyInput(%j, %s) = %s', (text, currency, expected) => {
    expect(parseMoneyInput(text, currency)).toBe(expected)
  })

  it.each([
    [1250, 'EUR', '12,50'],
    [0, 'EUR', '0,00'],
    [5, 'EUR', '0,05'],
    [1500, 'JPY', '1500'],
  ])('formatMoneyInput(%i, %s) = %s and parses back', (minor, currency, text) => {
    expect(formatMoneyInput(minor, currency)).toBe(text)
    expect(parseMoneyInput(text, currency)).toBe(minor)
  })
})

describe('phone numbers', () => {
  it.each([
    ['+39 06 1234 5678', true],
    ['(02) 555-0101', true],
    ['333.123.4567', true],
    ['12', false],
    ['call me', false],
    ['+39 06 1234 5678 ext 2', false],
    ['1234567890123456789', false],
  ])('isValidPhoneNumber(%j) = %s', (value, expected) => {
    expect(isValidPhoneNumber(value)).toBe(expected)
  })

  it('normalises a list: trims, collapses spaces, drops blanks and duplicates', () => {
    expect(normalisePhoneNumbers([' +39  02 555 0101 ', '', '+39 02 5550101', '333 1', '  '])).toEqual(['+39 02 555 0101', '333 1'])
  })

  it.each([
    [null, []],
    [['+39 1'], ['+39 1']],
    ['["+39 2"]', ['+39 2']],
    ['not json', []],
    [[1, '+39 3'], ['+39 3']],
  ])('readPhoneNumbers(%j)', (value, expected) => {
    expect(readPhoneNumbers(value)).toEqual(expected)
  })
})

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
