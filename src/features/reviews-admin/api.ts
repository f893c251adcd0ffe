import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { holdSubscription } from '@/lib/api/hold-subscription'
import { pb } from '@/lib/api/pocketbase'
import { buildAveragesFilter, buildReviewFilter, type ReviewFilters } from './filters'
import type { RatingPoint, ReviewRecord } from './types'

export const reviewAdminKeys = {
  all: ['reviews-admin'] as const,
  list: (filters: ReviewFilters, page: number, perPage: number) => [...reviewAdminKeys.all, 'list', filters, page, perPage] as const,
  points: (filters: Omit<ReviewFilters, 'rating'>) => [...reviewAdminKeys.all, 'points', filters] as const,
}

/** One page of a restaurant's reviews, newest first, with their payment and order. */
export function useAdminReviews(filters: ReviewFilters, page: number, perPage: number) {
  return useQuery({
    queryKey: reviewAdminKeys.list(filters, page, perPage),
    queryFn: () =>
      pb.collection('reviews').getList<ReviewRecord>(page, perPage, {
        filter: buildReviewFilter(filters),
        sort: '-created',
        expand: 'transaction,transaction.order',
      }),
    enabled: Boolean(filters.restaurantId),
    placeholderData: keepPreviousData,
  })
}

/** Rating, type and date of every review in the period, for the averages and the chart. */
export function useRatingPoints(filters: ReviewFilters) {
  const scope = { restaurantId: filters.restaurantId, type: filters.type, period: filters.period }
  return useQuery({
    queryKey: reviewAdminKeys.points(scope),
    queryFn: () =>
      pb.collection('reviews').getFullList<RatingPoint & { id: string }>({
        filter: buildAveragesFilter(filters),
        fields: 'id,rating,type,created',
        sort: 'created',
        batch: 500,
      }),
    enabled: Boolean(filters.restaurantId),
  })
}

/** New and changed reviews show up while the screen is open. */
export function useReviewsLive() {
  const queryClient = useQueryClient()
  useEffect(
    () => holdSubscription(pb.collection('reviews').subscribe('*', () => void queryClient.invalidateQueries({ queryKey: reviewAdminKeys.all }))),
    [queryClient],
  )
}
