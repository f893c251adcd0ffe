import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/lib/live/paging'
import { isRatingFilter, isReviewPeriod, isReviewTypeFilter, type RatingFilter, type ReviewPeriod, type ReviewTypeFilter } from './filters'

export interface ReviewListParams {
  rating: RatingFilter
  type: ReviewTypeFilter
  period: ReviewPeriod
  page: number
  perPage: number
}

export const DEFAULT_REVIEW_PERIOD: ReviewPeriod = 'lastMonth'

export function readReviewParams(search: URLSearchParams): ReviewListParams {
  const rating = search.get('rating')
  const type = search.get('type')
  const period = search.get('period')
  const page = Number(search.get('page'))
  const perPage = Number(search.get('perPage'))
  return {
    rating: isRatingFilter(rating) ? rating : 'all',
    type: isReviewTypeFilter(type) ? type : 'all',
    period: isReviewPeriod(period) ? period : DEFAULT_REVIEW_PERIOD,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  }
}

export function writeReviewParams(params: ReviewListParams): URLSearchParams {
  const search = new URLSearchParams()
  if (params.rating !== 'all') search.set('rating', params.rating)
  if (params.type !== 'all') search.set('type', params.type)
  if (params.period !== DEFAULT_REVIEW_PERIOD) search.set('period', params.period)
  if (params.page !== 1) search.set('page', String(params.page))
  if (params.perPage !== DEFAULT_PAGE_SIZE) search.set('perPage', String(params.perPage))
  return search
}
