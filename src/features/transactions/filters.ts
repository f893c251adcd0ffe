import { buildPeriodFilter, getPeriodRange, joinFilters, quoteFilterValue, type ReportPeriod } from '@/lib/time/periods'
import { TRANSACTION_STATUSES, type TransactionStatus } from './types'

/**
 * 'payments' (the default) is money that moved: completed, refunded or voided. A checkout a diner
 * started and never finished (abandoned, lapsed, released, declined) is 'failed', and 'pending'
 * is one still going: neither is a payment, so an owner does not read them as declined cards;
 * support finds them under their own status, or under 'all'.
 */
export type TransactionStatusFilter = 'payments' | 'all' | TransactionStatus
export const TRANSACTION_STATUS_FILTERS: readonly TransactionStatusFilter[] = ['payments', ...TRANSACTION_STATUSES, 'all']
export const DEFAULT_STATUS_FILTER: TransactionStatusFilter = 'payments'
const PAYMENT_STATUSES: readonly TransactionStatus[] = ['completed', 'partially_refunded', 'refunded', 'voided']

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
    filters.status === 'all'
      ? ''
      : filters.status === 'payments'
        ? `(${PAYMENT_STATUSES.map((status) => `status = ${quoteFilterValue(status)}`).join(' || ')})`
        : `status = ${quoteFilterValue(filters.status)}`,
  ])
}
