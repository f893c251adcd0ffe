import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatDateTimeLong, formattingLocale } from '@/lib/time/date-format'

describe('formattingLocale', () => {
  it.each([
    ['en', 'en-GB'],
    ['it', 'it-IT'],
    ['en-US', 'en-GB'],
    ['de', 'de'],
  ])('%s → %s', (language, locale) => {
    expect(formattingLocale(language)).toBe(locale)
  })
})

describe('dates in the UI language', () => {
  // a local time, stored the way PocketBase stores it
  const stored = new Date(2025, 10, 20, 19, 5, 7).toISOString().replace('T', ' ')

  it.each([
    ['it', '20/11/25, 19:05'],
    // day first and 24-hour, as in a European restaurant: never 11/20/25, 7:05 PM
    ['en', '20/11/2025, 19:05'],
  ])('formatDateTime in %s → %s', (language, text) => {
    expect(formatDateTime(stored, language)).toBe(text)
  })

  it.each([
    ['it', '20 nov 2025, 19:05:07'],
    ['en', '20 Nov 2025, 19:05:07'],
  ])('formatDateTimeLong in %s → %s', (language, text) => {
    expect(formatDateTimeLong(stored, language)).toBe(text)
  })

  it.each([
    ['it', { weekday: 'long', day: 'numeric', month: 'long' }, 'giovedì 20 novembre'],
    ['en', { weekday: 'long', day: 'numeric', month: 'long' }, 'Thursday 20 November'],
    ['en', { hour: '2-digit', minute: '2-digit' }, '19:05'],
  ] as const)('formatDate in %s with %o → %s', (language, options, text) => {
    expect(formatDate(new Date(2025, 10, 20, 19, 5), language, options)).toBe(text)
  })

  it('ignores empty or broken datetimes', () => {
    expect(formatDateTime('', 'it')).toBe('')
    expect(formatDateTime(null, 'en')).toBe('')
    expect(formatDateTime('not a date', 'en')).toBe('')
  })
})
