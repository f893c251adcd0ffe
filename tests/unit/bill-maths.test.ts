import { describe, expect, it } from 'vitest'
import {
  getAmountAvailable,
  getBaseAmount,
  getCheckoutAmounts,
  getEqualShareAmount,
  getUnitShareAmount,
  getItemsSubtotal,
  getMaxTip,
  getMinorUnitDivisor,
  getQuantityLeft,
  getTipAmount,
  toMinorUnits,
  type TipChoice,
} from '@/domain/bill-maths'

describe('getMinorUnitDivisor', () => {
  it.each([
    ['EUR', 100],
    ['usd', 100],
    ['JPY', 1],
    ['KRW', 1],
    ['VND', 1],
    ['jpy', 1],
  ])('%s → %i', (currency, divisor) => expect(getMinorUnitDivisor(currency)).toBe(divisor))
})

describe('toMinorUnits', () => {
  it.each([
    [2.5, 'EUR', 250],
    [2.675, 'EUR', 268],
    [0.1 + 0.2, 'EUR', 30],
    [300, 'JPY', 300],
    [1500.4, 'KRW', 1500],
    [0, 'EUR', 0],
    [-3, 'EUR', 0],
    [Number.NaN, 'EUR', 0],
  ])('%d %s → %i', (major, currency, minor) => expect(toMinorUnits(major, currency)).toBe(minor))
})

describe('getTipAmount', () => {
  it.each<[string, number, TipChoice, number]>([
    ['5 % of 10,00 €', 1000, { mode: 'percent', amount: 5 }, 50],
    ['5 % of 10,50 € rounds 52,5 up', 1050, { mode: 'percent', amount: 5 }, 53],
    ['3 % of 10,49 € rounds 31,47 down', 1049, { mode: 'percent', amount: 3 }, 31],
    ['7,5 % of 1,00 €', 100, { mode: 'percent', amount: 7.5 }, 8],
    ['10 % of 1 234 JPY', 1234, { mode: 'percent', amount: 10 }, 123],
    ['10 % of 1 235 JPY rounds half up', 1235, { mode: 'percent', amount: 10 }, 124],
    ['0 % is nothing', 1000, { mode: 'percent', amount: 0 }, 0],
    ['percent of nothing is nothing', 0, { mode: 'percent', amount: 10 }, 0],
    ['fixed is taken as minor units', 1000, { mode: 'fixed', amount: 250 }, 250],
    ['fixed fraction is truncated', 1000, { mode: 'fixed', amount: 250.9 }, 250],
    ['negative is nothing', 1000, { mode: 'fixed', amount: -5 }, 0],
    ['NaN is nothing', 1000, { mode: 'percent', amount: Number.NaN }, 0],
    ['Infinity is nothing', 1000, { mode: 'fixed', amount: Number.POSITIVE_INFINITY }, 0],
  ])('%s', (_name, base, tip, expected) => expect(getTipAmount(base, tip)).toBe(expected))

  it('caps at the base', () => expect(getMaxTip(1234)).toBe(1234))
})

describe('getAmountAvailable', () => {
  it.each([
    [10_000, 0, 0, 10_000],
    [10_000, 2_500, 0, 7_500],
    [10_000, 2_500, 5_000, 2_500],
    [10_000, 10_000, 0, 0],
    [10_000, 8_000, 5_000, 0],
  ])('total %i paid %i claimed %i → %i', (total, paid, claimed, left) =>
    expect(getAmountAvailable(total, paid, claimed)).toBe(left),
  )
})

describe('getEqualShareAmount', () => {
  it.each([
    ['1 of 4 of 100,00 €', 10_000, 4, 1, 0, 2_500],
    ['2 of 3 of 100 cents, first', 100, 3, 2, 0, 66],
    ['1 of 3 of 100 cents, second', 100, 3, 1, 1, 33],
    ['1 of 3 of 200 cents, first', 200, 3, 1, 0, 66],
    ['1 of 3 of 200 cents, last takes the rest', 200, 3, 1, 2, 67],
    ['paying for more than is left is capped', 200, 3, 3, 2, 67],
    ['whole group already taken', 200, 3, 1, 3, 0],
    ['JPY 1 000 between 3', 1000, 3, 1, 0, 333],
    ['one guest pays everything', 4_321, 1, 1, 0, 4_321],
    ['empty bill', 0, 3, 1, 0, 0],
    ['no guests', 100, 0, 1, 0, 0],
  ])('%s', (_name, total, totalGuests, payingFor, sharesTaken, expected) =>
    expect(getEqualShareAmount({ total, totalGuests, payingFor, sharesTaken })).toBe(expected),
  )

  it.each([
    [100, 3, [1, 1, 1]],
    [200, 3, [2, 1]],
    [10_001, 7, [3, 1, 2, 1]],
    [99_999, 12, [5, 5, 2]],
    [1, 4, [1, 1, 1, 1]],
  ])('shares of %i between %i in groups %j sum exactly to the bill', (total, n, groups) => {
    let taken = 0
    let sum = 0
    for (const payingFor of groups) {
      sum += getEqualShareAmount({ total, totalGuests: n, payingFor, sharesTaken: taken })
      taken += payingFor
    }
    expect(sum).toBe(total)
  })
})

describe('getItemsSubtotal and getQuantityLeft', () => {
  it.each([
    [[], 0],
    [[{ unitPrice: 450, quantity: 2 }], 900],
    [[{ unitPrice: 450, quantity: 2 }, { unitPrice: 1_200, quantity: 1 }], 2_100],
    [[{ unitPrice: 450, quantity: -1 }], 0],
  ])('%j → %i', (lines, subtotal) => expect(getItemsSubtotal(lines)).toBe(subtotal))

  it.each([
    [3, 0, 0, 3],
    [3, 1, 1, 1],
    [3, 3, 0, 0],
    [3, 2, 2, 0],
  ])('%i ordered, %i paid, %i claimed → %i', (total, paid, claimed, left) =>
    expect(getQuantityLeft(total, paid, claimed)).toBe(left),
  )
})

describe('getBaseAmount and getCheckoutAmounts', () => {
  const fivePercent: TipChoice = { mode: 'percent', amount: 5 }
  it.each([
    ['full pays what is available', { mode: 'full', total: 10_000, available: 7_500 }, 7_500],
    ['equal share of the whole bill', { mode: 'equal', total: 10_000, available: 10_000, totalGuests: 4, payingFor: 1 }, 2_500],
    ['equal share capped at what is available', { mode: 'equal', total: 10_000, available: 1_000, totalGuests: 2, payingFor: 1 }, 1_000],
    ['the last share pays what is left', { mode: 'equal', total: 200, available: 68, totalGuests: 3, payingFor: 1, sharesTaken: 2 }, 68],
    ['paying for everyone pays what is left', { mode: 'equal', total: 10_000, available: 7_500, totalGuests: 4, payingFor: 4 }, 7_500],
    ['items sum', { mode: 'items', total: 10_000, available: 10_000, items: [{ unitPrice: 450, quantity: 2 }] }, 900],
    ['items capped at what is available', { mode: 'items', total: 10_000, available: 500, items: [{ unitPrice: 450, quantity: 2 }] }, 500],
    ['nothing left', { mode: 'full', total: 10_000, available: 0 }, 0],
  ] as const)('%s', (_name, input, base) => {
    expect(getBaseAmount(input)).toBe(base)
    const amounts = getCheckoutAmounts({ ...input, tip: fivePercent })
    expect(amounts.base).toBe(base)
    expect(amounts.tip).toBe(getTipAmount(base, fivePercent))
    expect(amounts.total).toBe(amounts.base + amounts.tip)
  })

  it('adds no tip when there is nothing to pay', () => {
    expect(getCheckoutAmounts({ mode: 'full', total: 100, available: 0, tip: { mode: 'fixed', amount: 200 } })).toEqual({
      base: 0,
      tip: 0,
      total: 0,
    })
  })
})

describe('getUnitShareAmount', () => {
  /** Pays the unit share by share in the given order of share counts, as claims would. */
  function payInTurns(unitPrice: number, of: number, turns: number[]): number[] {
    let taken = 0
    let covered = 0
    return turns.map((parts) => {
      const amount = getUnitShareAmount({ unitPrice, of, taken, covered, parts })
      taken += parts
      covered += amount
      return amount
    })
  }

  it('splits a bottle three ways, the last share paying the remainder', () => {
    expect(payInTurns(1000, 3, [1, 1, 1])).toEqual([333, 333, 334])
    expect(payInTurns(1001, 3, [1, 2])).toEqual([333, 668])
  })

  it('adds up to the unit price for every price, split and order of payers', () => {
    for (let unitPrice = 1; unitPrice < 400; unitPrice += 7) {
      for (let of = 2; of <= 12; of++) {
        const turns: number[] = []
        for (let left = of; left > 0; ) {
          const parts = Math.min(left, ((unitPrice + left) % 3) + 1)
          turns.push(parts)
          left -= parts
        }
        const amounts = payInTurns(unitPrice, of, turns)
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(unitPrice)
        expect(Math.min(...amounts)).toBeGreaterThanOrEqual(0)
      }
    }
  })

  it('stays exact when an earlier share gave up and a later position was paid first', () => {
    // 1001 split 3 ways: the second share (334) is paid, the first one's claim lapsed
    const second = getUnitShareAmount({ unitPrice: 1001, of: 3, taken: 1, covered: 333, parts: 1 })
    expect(second).toBe(334)
    const next = getUnitShareAmount({ unitPrice: 1001, of: 3, taken: 1, covered: second, parts: 1 })
    const last = getUnitShareAmount({ unitPrice: 1001, of: 3, taken: 2, covered: second + next, parts: 1 })
    expect(second + next + last).toBe(1001)
  })

  it('is nothing for a unit that cannot be shared', () => {
    expect(getUnitShareAmount({ unitPrice: 1000, of: 1, taken: 0, covered: 0, parts: 1 })).toBe(0)
    expect(getUnitShareAmount({ unitPrice: 1000, of: 3, taken: 0, covered: 0, parts: 0 })).toBe(0)
  })
})
