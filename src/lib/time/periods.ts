// Report periods of the money screens (SPEC §9: "last week, last 2 weeks, last month, last
// quarter"), shared by transactions and reviews. Rolling windows that end now.

export const REPORT_PERIODS = ['lastWeek', 'last2Weeks', 'lastMonth', 'lastQuarter'] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]

export interface PeriodRange {
  from: Date
  to: Date
}

export function isReportPeriod(value: unknown): value is ReportPeriod {
  return typeof value === 'string' && (REPORT_PERIODS as readonly string[]).includes(value)
}

/** The window a period covers: 7 or 14 days, or one or three calendar months back from now. */
export function getPeriodRange(period: ReportPeriod, now: Date = new Date()): PeriodRange {
  const from = new Date(now.getTime())
  switch (period) {
    case 'lastWeek':
      from.setDate(from.getDate() - 7)
      break
    case 'last2Weeks':
      from.setDate(from.getDate() - 14)
      break
    case 'lastMonth':
      from.setMonth(from.getMonth() - 1)
      break
    case 'lastQuarter':
      from.setMonth(from.getMonth() - 3)
      break
  }
  return { from, to: new Date(now.getTime()) }
}

/** PocketBase's stored datetime format, e.g. '2025-11-21 18:30:00.000Z' (UTC). */
export function toPbDate(date: Date): string {
  return date.toISOString().replace('T', ' ')
}

/** `field >= "from" && field <= "to"`, the created-greater/less-than expression of SPEC §9. */
export function buildPeriodFilter(range: PeriodRange, field = 'created'): string {
  return `${field} >= "${toPbDate(range.from)}" && ${field} <= "${toPbDate(range.to)}"`
}

/** A value quoted for a PocketBase filter expression. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/** Joins filter parts with &&, skipping empty ones and bracketing each. */
export function joinFilters(parts: readonly string[]): string {
  const present = parts.filter((part) => part.trim() !== '')
  return present.length === 1 ? present[0]! : present.map((part) => `(${part})`).join(' && ')
}
