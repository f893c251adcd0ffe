import { describe, expect, it } from 'vitest'
import { formatRelativeTime, getElapsedMinutes, getRelativeTime } from '@/lib/time/time'

describe('getRelativeTime', () => {
  it.each([
    [0, 0, 'minute'],
    [1, 1, 'minute'],
    [59, 59, 'minute'],
    [60, 1, 'hour'],
    [119, 1, 'hour'],
    [1439, 23, 'hour'],
    [1440, 1, 'day'],
    [2879, 1, 'day'],
    [10_080, 7, 'day'],
    [-5, 0, 'minute'],
    [12.9, 12, 'minute'],
  ] as const)('%d minutes → %i %s', (minutes, value, unit) => {
    expect(getRelativeTime(minutes)).toEqual({ value, unit })
  })
})

describe('formatRelativeTime', () => {
  it.each([
    [5, 'it', '5 minuti fa'],
    [5, 'en', '5 minutes ago'],
    [120, 'en', '2 hours ago'],
    [2880, 'it', '2 giorni fa'],
    [1440, 'en', '1 day ago'],
  ])('%i minutes in %s → %s', (minutes, language, expected) => {
    expect(formatRelativeTime(minutes, language)).toBe(expected)
  })
})

describe('getElapsedMinutes', () => {
  const now = new Date('2025-06-01T12:00:00Z')
  it.each([
    ['2025-06-01 11:30:00.000Z', 30],
    ['2025-06-01T11:59:30Z', 0],
    ['2025-06-01T13:00:00Z', 0],
    ['not a date', 0],
  ])('%s → %i', (from, minutes) => {
    expect(getElapsedMinutes(from, now)).toBe(minutes)
  })
})
