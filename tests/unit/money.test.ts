import { describe, expect, it } from 'vitest'
import { formatMoney, getAmountLeft, getMinorUnitDivisor, toMajorUnits } from '@/domain/money'

// Intl separates amount and symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ')

describe('getMinorUnitDivisor', () => {
  it.each([
    ['EUR', 100],
    ['USD', 100],
    ['GBP', 100],
    ['JPY', 1],
    ['KRW', 1],
    ['VND', 1],
    ['jpy', 1],
  ])('%s → %i', (currency, divisor) => {
    expect(getMinorUnitDivisor(currency)).toBe(divisor)
  })
})

describe('toMajorUnits', () => {
  it.each([
    [1050, 'EUR', 10.5],
    [1, 'EUR', 0.01],
    [1500, 'JPY', 1500],
    [0, 'KRW', 0],
  ])('%i %s → %d', (minor, currency, major) => {
    expect(toMajorUnits(minor, currency)).toBe(major)
  })
})

describe('formatMoney', () => {
  it.each([
    [1050, 'EUR', '10,50 €'],
    [0, 'EUR', '0,00 €'],
    [5, 'EUR', '0,05 €'],
    [123456789, 'EUR', '1.234.567,89 €'],
    [1234, 'USD', '12,34 USD'],
    [1500, 'JPY', '1500 JPY'],
    [250000, 'VND', '250.000 VND'],
    [1500, 'KRW', '1500 KRW'],
  ])('%i %s → %s', (minor, currency, expected) => {
    expect(plain(formatMoney(minor, currency))).toBe(expected)
  })
})

describe('getAmountLeft', () => {
  it.each([
    [10800, 0, 10800],
    [10800, 4000, 6800],
    [10800, 10800, 0],
    // an overpaid bill (e.g. a refund pending) never shows a negative amount
    [10800, 11000, 0],
  ])('total %i, paid %i → %i', (total, paid, left) => {
    expect(getAmountLeft(total, paid)).toBe(left)
  })
})
