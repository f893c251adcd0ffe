import { buildPeriodFilter, getPeriodRange, joinFilters, quoteFilterValue, type ReportPeriod } from '@/lib/periods'
import { TRANSACTION_STATUSES, type TransactionStatus } from './types'

export type TransactionStatusFilter = 'all' | TransactionStatus
export const TRANSACTION_STATUS_FILTERS: readonly TransactionStatusFilter[] = ['all', ...TRANSACTION_STATUSES]

export interface TransactionFilters {
  restaurantId: string
  period: ReportPeriod
  status: TransactionStatusFilter
}

export function isTransactionStatusFilter(value: unknown): value is TransactionStatusFilter {
  return typeof value === 'string' && (TRANSACTION_STATUS_FILTERS as readonly string[]).includes(value)
}

/** The list filter: one restaurant, the period (created between), and the status unless 'all'. */
export function buildTransactionFilter(filters: TransactionFilters, now: Date = new Date()): string {
  return joinFilters([
    `restaurant = ${quoteFilterValue(filters.restaurantId)}`,
    buildPeriodFilter(getPeriodRange(filters.period, now)),
    filters.status === 'all' ? '' : `status = ${quoteFilterValue(filters.status)}`,
  ])
}
