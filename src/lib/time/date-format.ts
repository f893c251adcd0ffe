/** A PocketBase datetime ('2025-11-21 18:30:00.000Z') or ISO string as a Date; null when empty. */
export function parsePbDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? null : date
}

// Restaurants are European: plain 'en' would give American dates (11/21/25, 6:30 PM), so English
// is written the British way, day first and 24-hour, like Italian.
const FORMATTING_LOCALES: Record<string, string> = { en: 'en-GB', it: 'it-IT' }

/** The locale dates and times are written in for a UI language ('en' → 'en-GB', 'it' → 'it-IT'). */
export function formattingLocale(language: string): string {
  return FORMATTING_LOCALES[language.split('-')[0] ?? ''] ?? language
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function getFormatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(formattingLocale(language), options)
    formatters.set(key, formatter)
  }
  return formatter
}

/** '21/11/25, 18:30' in Italian, '21/11/2025, 18:30' in English; '' when there is no date. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  const date = parsePbDate(value)
  return date ? getFormatter(language, { dateStyle: 'short', timeStyle: 'short' }).format(date) : ''
}

/** Date with seconds, for audit logs. */
export function formatDateTimeLong(value: string | null | undefined, language: string): string {
  const date = parsePbDate(value)
  return date ? getFormatter(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(date) : ''
}

/** '20 nov 2025' / '20 Nov 2025', or the parts `options` ask for, in the UI language's way. */
export function formatDate(value: string | Date | null | undefined, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = value instanceof Date ? value : parsePbDate(value)
  return date ? getFormatter(language, options).format(date) : ''
}
