import { describe, expect, it } from 'vitest'
import { buildAverageSeries, chooseBucket, getAverages, getBucketStart } from '@/features/reviews-admin/averages'
import { buildAveragesFilter, buildRatingFilter, buildReviewFilter } from '@/features/reviews-admin/filters'
import { readReviewParams, writeReviewParams } from '@/features/reviews-admin/list-params'
import type { RatingPoint } from '@/features/reviews-admin/types'

describe('review filters', () => {
  it.each([
    ['all', ''],
    ['5', 'rating = 5'],
    ['4+', 'rating >= 4'],
    ['3+', 'rating >= 3'],
    ['2+', 'rating >= 2'],
    ['1+', 'rating >= 1'],
  ] as const)('rating %s → %j', (rating, expected) => {
    expect(buildRatingFilter(rating)).toBe(expected)
  })

  const now = new Date(Date.UTC(2025, 10, 21, 12))
  it('scopes to the restaurant through the linked transaction, with type, rating and period', () => {
    expect(buildReviewFilter({ restaurantId: 'r1', rating: '4+', type: 'food', period: 'lastWeek' }, now)).toBe(
      '(transaction.restaurant = "r1") && (type = "food") && (created >= "2025-11-14 12:00:00.000Z" && created <= "2025-11-21 12:00:00.000Z") && (rating >= 4)',
    )
    expect(buildReviewFilter({ restaurantId: 'r1', rating: 'all', type: 'all', period: 'all' }, now)).toBe('transaction.restaurant = "r1"')
  })

  it('leaves the rating out of the averages', () => {
    expect(buildAveragesFilter({ restaurantId: 'r1', rating: '5', type: 'service', period: 'all' }, now)).toBe(
      '(transaction.restaurant = "r1") && (type = "service")',
    )
  })

  it('reads and writes the list state', () => {
    expect(readReviewParams(new URLSearchParams('rating=9&type=drinks&period=ever'))).toEqual({
      rating: 'all',
      type: 'all',
      period: 'lastMonth',
      page: 1,
      perPage: 20,
    })
    const params = { rating: '3+', type: 'service', period: 'all', page: 4, perPage: 50 } as const
    expect(readReviewParams(writeReviewParams(params))).toEqual(params)
    expect(writeReviewParams({ rating: 'all', type: 'all', period: 'lastMonth', page: 1, perPage: 20 }).toString()).toBe('')
  })
})

const review = (type: 'food' | 'service', rating: number, created: string): RatingPoint => ({ type, rating, created })

describe('averages', () => {
  it('averages food and service separately, to one decimal', () => {
    expect(getAverages([review('food', 5, ''), review('food', 4, ''), review('food', 4, ''), review('service', 2, '')])).toEqual({
      food: { average: 4.3, count: 3 },
      service: { average: 2, count: 1 },
    })
    expect(getAverages([])).toEqual({ food: { average: null, count: 0 }, service: { average: null, count: 0 } })
  })

  it.each([
    [new Date(2025, 10, 1), new Date(2025, 10, 8), 'day'],
    [new Date(2025, 10, 1), new Date(2025, 10, 15), 'day'],
    [new Date(2025, 9, 21), new Date(2025, 10, 21), 'week'],
    [new Date(2025, 7, 21), new Date(2025, 10, 21), 'week'],
    [new Date(2024, 10, 21), new Date(2025, 10, 21), 'month'],
  ] as const)('chooseBucket(%s → %s) = %s', (from, to, expected) => {
    expect(chooseBucket(from, to)).toBe(expected)
  })

  it.each([
    [new Date(2025, 10, 21, 15), 'day', new Date(2025, 10, 21)],
    [new Date(2025, 10, 21, 15), 'week', new Date(2025, 10, 17)], // Friday → Monday
    [new Date(2025, 10, 23, 23), 'week', new Date(2025, 10, 17)], // Sunday belongs to the week before
    [new Date(2025, 10, 24, 0), 'week', new Date(2025, 10, 24)],
    [new Date(2025, 10, 21, 15), 'month', new Date(2025, 10, 1)],
  ] as const)('getBucketStart(%s, %s)', (date, bucket, expected) => {
    expect(getBucketStart(date, bucket).getTime()).toBe(expected.getTime())
  })

  it('keeps empty buckets and ignores reviews outside the range', () => {
    const at = (day: number, hour = 12) => new Date(2025, 10, day, hour).toISOString()
    const reviews = [
      review('food', 5, at(17)),
      review('food', 3, at(17, 20)),
      review('service', 4, at(17)),
      review('food', 2, at(19)),
      review('food', 1, at(10)), // before the range
    ]
    const series = buildAverageSeries(reviews, new Date(2025, 10, 17, 8), new Date(2025, 10, 19, 23), 'day')
    expect(series.map((point) => [point.start.getDate(), point.food, point.service, point.count])).toEqual([
      [17, 4, 4, 3],
      [18, null, null, 0],
      [19, 2, null, 1],
    ])
  })
})
