const formatters = new Map<string, Intl.DateTimeFormat>()

function parse(value: string): Date {
  return new Date(value.replace(' ', 'T'))
}

/** '21/11/2025, 19:30' (it) or '21/11/2025, 7:30 PM' (en): a PocketBase datetime in local time. */
export function formatDateTime(value: string, language: string): string {
  if (!value) return ''
  const date = parse(value)
  if (Number.isNaN(date.getTime())) return ''
  let formatter = formatters.get(language)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'short', timeStyle: 'short' })
    formatters.set(language, formatter)
  }
  return formatter.format(date)
}
