import { buildPeriodFilter, getPeriodRange, joinFilters, quoteFilterValue, REPORT_PERIODS, type ReportPeriod } from '@/lib/time/periods'
import type { ReviewType } from './types'

/** SPEC §9: all, 5 only, 4+, 3+, 2+, 1+. */
export const RATING_FILTERS = ['all', '5', '4+', '3+', '2+', '1+'] as const
export type RatingFilter = (typeof RATING_FILTERS)[number]

export const REVIEW_TYPE_FILTERS = ['all', 'food', 'service'] as const
export type ReviewTypeFilter = 'all' | ReviewType

export const REVIEW_PERIODS = [...REPORT_PERIODS, 'all'] as const
export type ReviewPeriod = ReportPeriod | 'all'

export interface ReviewFilters {
  restaurantId: string
  rating: RatingFilter
  type: ReviewTypeFilter
  period: ReviewPeriod
}

export const isRatingFilter = (value: unknown): value is RatingFilter =>
  typeof value === 'string' && (RATING_FILTERS as readonly string[]).includes(value)
export const isReviewTypeFilter = (value: unknown): value is ReviewTypeFilter =>
  typeof value === 'string' && (REVIEW_TYPE_FILTERS as readonly string[]).includes(value)
export const isReviewPeriod = (value: unknown): value is ReviewPeriod =>
  typeof value === 'string' && (REVIEW_PERIODS as readonly string[]).includes(value)

/** '5' → exactly five stars; 'n+' → n stars or more; 'all' → no condition. */
export function buildRatingFilter(rating: RatingFilter): string {
  if (rating === 'all') return ''
  if (rating === '5') return 'rating = 5'
  return `rating >= ${Number(rating.slice(0, -1))}`
}

function scopeParts(filters: Omit<ReviewFilters, 'rating'>, now: Date): string[] {
  return [
    `transaction.restaurant = ${quoteFilterValue(filters.restaurantId)}`,
    filters.type === 'all' ? '' : `type = ${quoteFilterValue(filters.type)}`,
    filters.period === 'all' ? '' : buildPeriodFilter(getPeriodRange(filters.period, now)),
  ]
}

/** The review list's filter: restaurant, rating, type and period. */
export function buildReviewFilter(filters: ReviewFilters, now: Date = new Date()): string {
  return joinFilters([...scopeParts(filters, now), buildRatingFilter(filters.rating)])
}

/** The averages ignore the rating filter: "5 only" would otherwise always average 5. */
export function buildAveragesFilter(filters: ReviewFilters, now: Date = new Date()): string {
  return joinFilters(scopeParts(filters, now))
}
