import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { StarRating } from '@/components/ui/star-rating'
import { useReviewSave, useSessionReviews, type ReviewType } from '@/features/reviews/api'
import styles from './review-stars.module.css'

const TYPES: ReviewType[] = ['food', 'service']

/** Food and service stars for one paid session; each tap saves (create or update). */
export function ReviewStars({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('diner')
  const reviews = useSessionReviews(sessionId, true)
  const save = useReviewSave(sessionId)
  // What the diner tapped, shown at once while the save runs.
  const [picked, setPicked] = useState<Partial<Record<ReviewType, number>>>({})

  return (
    <section className={`card ${styles.card}`} aria-labelledby="review-title">
      <h2 id="review-title" className={styles.title}>
        {t('result.rateTitle')}
      </h2>
      <p className={styles.subtitle}>{t('result.rateSubtitle')}</p>
      <div className={styles.ratings}>
        {TYPES.map((type) => {
          const saved = reviews.data?.find((review) => review.type === type)?.rating
          return (
            <StarRating
              key={type}
              label={t(`result.rate.${type}`)}
              value={picked[type] ?? saved}
              starLabel={(rating) => t('result.stars', { count: rating })}
              onChange={(rating) => {
                setPicked((current) => ({ ...current, [type]: rating }))
                save.mutate({ type, rating })
              }}
            />
          )
        })}
      </div>
    </section>
  )
}
