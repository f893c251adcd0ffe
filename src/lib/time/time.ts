export type RelativeTimeUnit = 'minute' | 'hour' | 'day'

export interface RelativeTime {
  value: number
  unit: RelativeTimeUnit
}

const MINUTES_PER_HOUR = 60
const MINUTES_PER_DAY = 1440

/** Elapsed whole minutes between two instants, never negative. */
export function getElapsedMinutes(from: Date | string, now: Date = new Date()): number {
  const start = typeof from === 'string' ? new Date(from.replace(' ', 'T')) : from
  const diff = now.getTime() - start.getTime()
  return Number.isFinite(diff) ? Math.max(0, Math.floor(diff / 60_000)) : 0
}

/** Minutes under 60, hours under 1440 minutes, otherwise days (rounded down). */
export function getRelativeTime(minutes: number): RelativeTime {
  const safe = Math.max(0, Math.floor(minutes))
  if (safe < MINUTES_PER_HOUR) return { value: safe, unit: 'minute' }
  if (safe < MINUTES_PER_DAY) return { value: Math.floor(safe / MINUTES_PER_HOUR), unit: 'hour' }
  return { value: Math.floor(safe / MINUTES_PER_DAY), unit: 'day' }
}

/** "5 minuti fa" / "5 minutes ago": always a number, so 2 days never turns into "the day before yesterday". */
export function formatRelativeTime(minutes: number, language: string): string {
  const { value, unit } = getRelativeTime(minutes)
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-value, unit)
}

const unitFormatters = new Map<string, Intl.NumberFormat>()

/**
 * A span of time, short: '45 min', '2 h', '3 d' (SPEC relative time: minutes under 60, hours
 * under 1440 minutes, otherwise days).
 */
export function formatElapsed(minutes: number, language: string): string {
  const { value, unit } = getRelativeTime(minutes)
  const key = `${language}:${unit}`
  let formatter = unitFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' })
    unitFormatters.set(key, formatter)
  }
  return formatter.format(value)
}
