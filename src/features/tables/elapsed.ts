import { getRelativeTime } from '@/lib/time'

const formatters = new Map<string, Intl.NumberFormat>()

/**
 * Time a table has been seated, short: '45 min', '2 h', '3 d' (SPEC relative time: minutes
 * under 60, hours under 1440 minutes, otherwise days).
 */
export function formatElapsed(minutes: number, language: string): string {
  const { value, unit } = getRelativeTime(minutes)
  const key = `${language}:${unit}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' })
    formatters.set(key, formatter)
  }
  return formatter.format(value)
}
