import { describe, expect, it } from 'vitest'
import {
  buildDateRangeFilter,
  buildOrderDateFilter,
  getDateRange,
  isOrderDateFilter,
  toPocketBaseDate,
  type OrderDateFilter,
} from '@/lib/time/date-filters'

// Local dates: the tests run in whatever zone the machine has, so expectations are built with
// the same local constructors the code uses and compared as instants.
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min)

describe('getDateRange', () => {
  // Thursday 20 November 2025, 21:30
  const now = local(2025, 11, 20, 21, 30)

  it.each<[OrderDateFilter, Date, Date]>([
    ['today', local(2025, 11, 20), local(2025, 11, 21)],
    ['yesterday', local(2025, 11, 19), local(2025, 11, 20)],
    ['thisWeek', local(2025, 11, 17), local(2025, 11, 24)],
    ['thisMonth', local(2025, 11, 1), local(2025, 12, 1)],
  ])('%s covers [start, end)', (filter, start, end) => {
    expect(getDateRange(filter, now)).toEqual({ start, end })
  })

  it('all has no range', () => {
    expect(getDateRange('all', now)).toBeNull()
  })

  it.each([
    ['a Monday starts its own week', local(2025, 11, 17, 9), local(2025, 11, 17)],
    ['a Sunday belongs to the week that began on Monday', local(2025, 11, 23, 23, 59), local(2025, 11, 17)],
    ['a week can start in the previous month', local(2025, 12, 3, 12), local(2025, 12, 1)],
    ['and in the previous year', local(2026, 1, 2, 12), local(2025, 12, 29)],
  ])('%s', (_label, at, monday) => {
    expect(getDateRange('thisWeek', at)?.start).toEqual(monday)
  })

  it.each([
    ['1 January: yesterday is 31 December', local(2026, 1, 1, 8), local(2025, 12, 31), local(2026, 1, 1)],
    ['1 March in a leap year', local(2024, 3, 1, 8), local(2024, 2, 29), local(2024, 3, 1)],
  ])('%s', (_label, at, start, end) => {
    expect(getDateRange('yesterday', at)).toEqual({ start, end })
  })

  it('this month in December ends on 1 January', () => {
    expect(getDateRange('thisMonth', local(2025, 12, 31, 23))).toEqual({ start: local(2025, 12, 1), end: local(2026, 1, 1) })
  })
})

describe('buildDateRangeFilter', () => {
  it('writes created > and created < in PocketBase UTC format, one millisecond before the start', () => {
    const start = new Date(Date.UTC(2025, 10, 20, 0, 0, 0))
    const end = new Date(Date.UTC(2025, 10, 21, 0, 0, 0))
    expect(buildDateRangeFilter({ start, end })).toBe(
      'created > "2025-11-19 23:59:59.999Z" && created < "2025-11-21 00:00:00.000Z"',
    )
  })

  it('can filter another field', () => {
    const start = new Date(Date.UTC(2025, 0, 1))
    const end = new Date(Date.UTC(2025, 0, 2))
    expect(buildDateRangeFilter({ start, end }, 'paid_at')).toBe(
      'paid_at > "2024-12-31 23:59:59.999Z" && paid_at < "2025-01-02 00:00:00.000Z"',
    )
  })

  it('is empty without a range', () => {
    expect(buildDateRangeFilter(null)).toBe('')
  })
})

describe('buildOrderDateFilter', () => {
  const now = local(2025, 11, 20, 21, 30)
  it.each<[OrderDateFilter, Date | null, Date | null]>([
    ['all', null, null],
    ['today', local(2025, 11, 20), local(2025, 11, 21)],
    ['yesterday', local(2025, 11, 19), local(2025, 11, 20)],
    ['thisWeek', local(2025, 11, 17), local(2025, 11, 24)],
    ['thisMonth', local(2025, 11, 1), local(2025, 12, 1)],
  ])('%s', (filter, start, end) => {
    const expected =
      start && end
        ? `created > "${toPocketBaseDate(new Date(start.getTime() - 1))}" && created < "${toPocketBaseDate(end)}"`
        : ''
    expect(buildOrderDateFilter(filter, now)).toBe(expected)
  })

  it('an order at local midnight counts for that day, not the day before', () => {
    const midnight = local(2025, 11, 20)
    const [, after, before] = /created > "(.+)" && created < "(.+)"/.exec(buildOrderDateFilter('today', now)) ?? []
    const stored = toPocketBaseDate(midnight)
    expect(stored > (after ?? '')).toBe(true)
    expect(stored < (before ?? '')).toBe(true)
    const [, yAfter, yBefore] = /created > "(.+)" && created < "(.+)"/.exec(buildOrderDateFilter('yesterday', now)) ?? []
    expect(stored > (yAfter ?? '') && stored < (yBefore ?? '')).toBe(false)
  })
})

describe('isOrderDateFilter', () => {
  it.each([
    ['today', true],
    ['thisWeek', true],
    ['lastYear', false],
    [null, false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isOrderDateFilter(value)).toBe(expected)
  })
})
