import type { ReviewsRecord } from '@/domain/pocketbase-schema'
import type { BaseRecord } from '@/lib/api/pocketbase-types'

export type ReviewType = ReviewsRecord['type']

export interface ReviewTransaction extends BaseRecord {
  order: string
  status: string
  currency: string
  total_amount: number
  payment_method: string
  stripe_session_id: string
  expand?: { order?: BaseRecord & { number: number } }
}

/** A diner's star rating as staff see it (pb_migrations/1763700090_created_reviews.js). */
export interface ReviewRecord extends ReviewsRecord {
  expand?: { transaction?: ReviewTransaction }
}

/** The fields the averages need. */
export type RatingPoint = Pick<ReviewRecord, 'rating' | 'type' | 'created'>
