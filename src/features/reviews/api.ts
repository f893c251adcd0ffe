import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { pb } from '@/lib/api/pocketbase'
import { getErrorMessage } from '@/lib/errors/error-message'
import type { ReviewsRecord } from '@/domain/pocketbase-schema'
import { toast } from '@/lib/browser/toast'
import { useAppMutation } from '@/lib/live/use-app-mutation'

export type ReviewType = ReviewsRecord['type']

/** What a diner reads back of their own ratings. */
export type ReviewRecord = Pick<ReviewsRecord, 'id' | 'collectionId' | 'collectionName' | 'rating' | 'type' | 'stripe_session_id'>

export const REVIEWS_PAGE_SIZE = 100

export const reviewKeys = {
  all: ['reviews'] as const,
  session: (sessionId: string) => [...reviewKeys.all, 'session', sessionId] as const,
}

// The session id is the diner's proof of payment: the reviews rules only answer anonymous
// requests that also name it in the `stripe_session_id` query parameter (docs/decisions/002).
function sessionQuery(sessionId: string) {
  return { stripe_session_id: sessionId }
}

export async function listSessionReviews(sessionId: string): Promise<ReviewRecord[]> {
  const page = await pb.collection('reviews').getList<ReviewRecord>(1, REVIEWS_PAGE_SIZE, {
    filter: pb.filter('stripe_session_id = {:session}', { session: sessionId }),
    skipTotal: true,
    query: sessionQuery(sessionId),
  })
  return page.items
}

function sessionReviewsQuery(sessionId: string) {
  return queryOptions({
    queryKey: reviewKeys.session(sessionId),
    queryFn: () => listSessionReviews(sessionId),
    meta: { persist: false },
  })
}

/** This payment's reviews; loads only once the payment is completed. */
export function useSessionReviews(sessionId: string, enabled: boolean) {
  return useQuery({ ...sessionReviewsQuery(sessionId), enabled: enabled && Boolean(sessionId) })
}

export interface ReviewInput {
  type: ReviewType
  rating: number
}

/** Updates this session's review of that type if there is one, else creates it. */
export async function saveReview(sessionId: string, existing: readonly ReviewRecord[], input: ReviewInput): Promise<ReviewRecord> {
  const current = existing.find((review) => review.type === input.type)
  if (current) {
    return pb.collection('reviews').update<ReviewRecord>(current.id, { rating: input.rating }, { query: sessionQuery(sessionId) })
  }
  return pb
    .collection('reviews')
    .create<ReviewRecord>({ rating: input.rating, type: input.type, stripe_session_id: sessionId }, { query: sessionQuery(sessionId) })
}

/** Saves a star rating; thanks or the failure in a toast (SPEC §8). */
export function useReviewSave(sessionId: string) {
  const { t } = useTranslation('diner')
  const queryClient = useQueryClient()
  return useAppMutation({
    // One save at a time per session, so a quick second tap updates the review the first created.
    scope: { id: `review-${sessionId}` },
    // a tap before this payment's reviews have loaded waits for them, so it updates the review
    // a reload left rather than adding a second one
    mutationFn: async (input: ReviewInput) => saveReview(sessionId, await queryClient.ensureQueryData(sessionReviewsQuery(sessionId)), input),
    onSuccess: (saved) => {
      queryClient.setQueryData<ReviewRecord[]>(reviewKeys.session(sessionId), (reviews = []) => [
        ...reviews.filter((review) => review.type !== saved.type),
        saved,
      ])
      toast.success(t('result.ratingThanks'), { id: 'review-saved' })
    },
    errorToast: (error) => t('result.ratingFailed', { message: getErrorMessage(error) }),
    toastId: 'review-saved',
    onError: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.session(sessionId) }),
  })
}
