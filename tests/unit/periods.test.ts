import { describe, expect, it } from 'vitest'
import { buildPeriodFilter, getPeriodRange, joinFilters, quoteFilterValue, toPbDate } from '@/lib/time/periods'

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
