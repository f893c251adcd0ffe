// The dashboard's figures, computed from today's records so they always match the data.

import { isPaidStatus } from '@/domain/paid-statuses'

export interface DashboardOrder {
  id: string
  number: number
  guests: number
  created: string
  tableName: string
}

export interface DashboardTransaction {
  id: string
  status: string
  base_amount: number
  tip_amount: number
  refund_amount: number
  paid_at: string
  created: string
  tableName: string
}

export interface DashboardReview {
  id: string
  type: 'food' | 'service'
  rating: number
  created: string
}

export interface RatingSummary {
  /** Mean rating rounded to one decimal; null without reviews. */
  average: number | null
  count: number
}

export type ActivityEntry =
  | { kind: 'order'; id: string; at: string; number: number; tableName: string; guests: number }
  | { kind: 'payment'; id: string; at: string; amount: number; tableName: string }
  | { kind: 'review'; id: string; at: string; type: 'food' | 'service'; rating: number }

export interface DashboardStats {
  covers: number
  orders: number
  /** Bill share of today's payments, net of refunds, minor units (tips excluded). */
  revenue: number
  tips: number
  payments: number
  openTables: number
  totalTables: number
  food: RatingSummary
  service: RatingSummary
  /** Revenue per local hour of the day, index 0–23. */
  revenueByHour: number[]
  activity: ActivityEntry[]
}

export const ACTIVITY_LIMIT = 8

function toDate(value: string): Date {
  return new Date(value.replace(' ', 'T'))
}

function paidAt(transaction: DashboardTransaction): string {
  return transaction.paid_at || transaction.created
}

function summariseRatings(reviews: DashboardReview[]): RatingSummary {
  if (reviews.length === 0) return { average: null, count: 0 }
  const sum = reviews.reduce((total, review) => total + review.rating, 0)
  return { average: Math.round((sum / reviews.length) * 10) / 10, count: reviews.length }
}

/** Net bill share of one payment: its base, less any refund (refunds come off the bill share first). */
export function getNetRevenue(transaction: Pick<DashboardTransaction, 'base_amount' | 'refund_amount'>): number {
  return Math.max(0, transaction.base_amount - (transaction.refund_amount || 0))
}

export function computeDashboardStats(input: {
  orders: DashboardOrder[]
  transactions: DashboardTransaction[]
  reviews: DashboardReview[]
  tableStatuses: { status: string }[]
}): DashboardStats {
  const counted = input.transactions.filter((transaction) =>
    isPaidStatus(transaction.status),
  )
  const revenueByHour = Array.from({ length: 24 }, () => 0)
  for (const transaction of counted) {
    const hour = toDate(paidAt(transaction)).getHours()
    if (Number.isInteger(hour)) revenueByHour[hour] = (revenueByHour[hour] ?? 0) + getNetRevenue(transaction)
  }

  const activity: ActivityEntry[] = [
    ...input.orders.map((order): ActivityEntry => ({
      kind: 'order',
      id: order.id,
      at: order.created,
      number: order.number,
      tableName: order.tableName,
      guests: order.guests,
    })),
    ...counted.map((transaction): ActivityEntry => ({
      kind: 'payment',
      id: transaction.id,
      at: paidAt(transaction),
      amount: getNetRevenue(transaction) + transaction.tip_amount,
      tableName: transaction.tableName,
    })),
    ...input.reviews.map((review): ActivityEntry => ({
      kind: 'review',
      id: review.id,
      at: review.created,
      type: review.type,
      rating: review.rating,
    })),
  ]
    .sort((a, b) => toDate(b.at).getTime() - toDate(a.at).getTime())
    .slice(0, ACTIVITY_LIMIT)

  return {
    covers: input.orders.reduce((sum, order) => sum + order.guests, 0),
    orders: input.orders.length,
    revenue: counted.reduce((sum, transaction) => sum + getNetRevenue(transaction), 0),
    tips: counted.reduce((sum, transaction) => sum + transaction.tip_amount, 0),
    payments: counted.length,
    openTables: input.tableStatuses.filter((table) => table.status !== 'free').length,
    totalTables: input.tableStatuses.length,
    food: summariseRatings(input.reviews.filter((review) => review.type === 'food')),
    service: summariseRatings(input.reviews.filter((review) => review.type === 'service')),
    revenueByHour,
    activity,
  }
}

/** A rounded-up axis maximum: 1, 2, 5 × a power of ten (minor units), at least 1. */
export function getNiceMax(value: number): number {
  if (!(value > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= value) return step * power
  }
  return 10 * power
}

/** Tips as a share of revenue, e.g. '5,0%'; '—' before any revenue. */
export function formatTipShare(tips: number, revenue: number, language: string): string {
  if (!(revenue > 0)) return '—'
  return new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(tips / revenue)
}
