/** The order list's date filters (SPEC §9). */
export const ORDER_DATE_FILTERS = ['all', 'today', 'yesterday', 'thisWeek', 'thisMonth'] as const
export type OrderDateFilter = (typeof ORDER_DATE_FILTERS)[number]

export interface DateRange {
  /** First instant inside the range. */
  start: Date
  /** First instant after the range. */
  end: Date
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate())
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)
}

/**
 * The local-time period a filter covers, or null for 'all'. Weeks start on Monday (as in Italy);
 * every period ends where the next one starts, so no order falls between two of them.
 */
export function getDateRange(filter: OrderDateFilter, now: Date = new Date()): DateRange | null {
  const today = startOfDay(now)
  switch (filter) {
    case 'all':
      return null
    case 'today':
      return { start: today, end: addDays(today, 1) }
    case 'yesterday':
      return { start: addDays(today, -1), end: today }
    case 'thisWeek': {
      const sinceMonday = (today.getDay() + 6) % 7
      const monday = addDays(today, -sinceMonday)
      return { start: monday, end: addDays(monday, 7) }
    }
    case 'thisMonth':
      return { start: new Date(now.getFullYear(), now.getMonth(), 1), end: new Date(now.getFullYear(), now.getMonth() + 1, 1) }
  }
}

/** PocketBase's stored datetime format: '2025-11-21 18:30:00.000Z' (UTC). */
export function toPocketBaseDate(date: Date): string {
  return date.toISOString().replace('T', ' ')
}

/**
 * `field > "…" && field < "…"` for a range, as SPEC asks ("created-greater-than and
 * created-less-than"). The lower bound is one millisecond before the start so an order created
 * exactly at midnight still counts as that day.
 */
export function buildDateRangeFilter(range: DateRange | null, field = 'created'): string {
  if (!range) return ''
  const after = new Date(range.start.getTime() - 1)
  return `${field} > "${toPocketBaseDate(after)}" && ${field} < "${toPocketBaseDate(range.end)}"`
}

/** The list filter of an order date filter; '' for 'all'. */
export function buildOrderDateFilter(filter: OrderDateFilter, now: Date = new Date(), field = 'created'): string {
  return buildDateRangeFilter(getDateRange(filter, now), field)
}

export function isOrderDateFilter(value: unknown): value is OrderDateFilter {
  return typeof value === 'string' && (ORDER_DATE_FILTERS as readonly string[]).includes(value)
}
