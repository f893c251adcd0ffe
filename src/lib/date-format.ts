/** A PocketBase datetime ('2025-11-21 18:30:00.000Z') or ISO string as a Date; null when empty. */
export function parsePbDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? null : date
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function getFormatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, options)
    formatters.set(key, formatter)
  }
  return formatter
}

/** '21/11/25, 18:30' in Italian, '11/21/25, 6:30 PM' in English; '' when there is no date. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  const date = parsePbDate(value)
  return date ? getFormatter(language, { dateStyle: 'short', timeStyle: 'short' }).format(date) : ''
}

/** Date with seconds, for audit logs. */
export function formatDateTimeLong(value: string | null | undefined, language: string): string {
  const date = parsePbDate(value)
  return date ? getFormatter(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(date) : ''
}

export function formatDate(value: string | Date | null | undefined, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = value instanceof Date ? value : parsePbDate(value)
  return date ? getFormatter(language, options).format(date) : ''
}
