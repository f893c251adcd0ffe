import { parsePbDate } from '@/lib/time/date-format'
import type { RatingPoint, ReviewType } from './types'

export interface Average {
  /** Mean rating rounded to one decimal; null without reviews. */
  average: number | null
  count: number
}

export type Averages = Record<ReviewType, Average>

function roundOne(value: number): number {
  return Math.round(value * 10) / 10
}

/** Mean food and service ratings of a set of reviews. */
export function getAverages(reviews: readonly Pick<RatingPoint, 'rating' | 'type'>[]): Averages {
  const sums = { food: { total: 0, count: 0 }, service: { total: 0, count: 0 } }
  for (const review of reviews) {
    const sum = sums[review.type]
    if (!sum) continue
    sum.total += review.rating
    sum.count += 1
  }
  const make = ({ total, count }: { total: number; count: number }): Average => ({
    average: count > 0 ? roundOne(total / count) : null,
    count,
  })
  return { food: make(sums.food), service: make(sums.service) }
}

export type Bucket = 'day' | 'week' | 'month'

export interface SeriesPoint {
  /** Local start of the bucket. */
  start: Date
  food: number | null
  service: number | null
  count: number
}

/** Local start of the day / Monday-started week / month containing a date. */
export function getBucketStart(date: Date, bucket: Bucket): Date {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate())
  if (bucket === 'day') return day
  if (bucket === 'week') return new Date(day.getFullYear(), day.getMonth(), day.getDate() - ((day.getDay() + 6) % 7))
  return new Date(date.getFullYear(), date.getMonth(), 1)
}

function nextBucket(start: Date, bucket: Bucket): Date {
  if (bucket === 'day') return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1)
  if (bucket === 'week') return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 7)
  return new Date(start.getFullYear(), start.getMonth() + 1, 1)
}

/** Days for up to two weeks, weeks up to a quarter, months beyond. */
export function chooseBucket(from: Date, to: Date): Bucket {
  const days = (to.getTime() - from.getTime()) / 86_400_000
  if (days <= 15) return 'day'
  if (days <= 100) return 'week'
  return 'month'
}

/**
 * Average food and service rating per bucket from `from` to `to`, with empty buckets kept (null),
 * so the chart's time axis is even. Reviews outside the range are ignored.
 */
export function buildAverageSeries(reviews: readonly RatingPoint[], from: Date, to: Date, bucket: Bucket): SeriesPoint[] {
  const points: SeriesPoint[] = []
  const index = new Map<number, { food: RatingPoint[]; service: RatingPoint[] }>()
  for (let start = getBucketStart(from, bucket); start.getTime() <= to.getTime(); start = nextBucket(start, bucket)) {
    index.set(start.getTime(), { food: [], service: [] })
    points.push({ start, food: null, service: null, count: 0 })
    if (points.length > 400) break
  }
  for (const review of reviews) {
    const created = parsePbDate(review.created)
    if (!created || created < from || created > to) continue
    const slot = index.get(getBucketStart(created, bucket).getTime())
    slot?.[review.type]?.push(review)
  }
  return points.map((point) => {
    const slot = index.get(point.start.getTime())!
    const averages = getAverages([...slot.food, ...slot.service])
    return { ...point, food: averages.food.average, service: averages.service.average, count: slot.food.length + slot.service.length }
  })
}
