import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/ui/section-card'
import { getPeriodRange } from '@/lib/time/periods'
import { parsePbDate } from '@/lib/time/date-format'
import { buildAverageSeries, chooseBucket, getAverages } from '../averages'
import type { ReviewPeriod, ReviewTypeFilter } from '../filters'
import type { RatingPoint, ReviewType } from '../types'
import { AveragesChart } from './averages-chart'
import { RatingStars } from './rating-stars'
import styles from './reviews.module.css'

interface ReviewAveragesProps {
  points: readonly RatingPoint[] | undefined
  period: ReviewPeriod
  type: ReviewTypeFilter
}

/** Average food and service ratings of the period, and how they moved over time. */
export function ReviewAverages({ points, period, type }: ReviewAveragesProps) {
  const { t, i18n } = useTranslation('office')
  const averages = useMemo(() => (points ? getAverages(points) : undefined), [points])
  const series = useMemo(() => {
    if (!points || points.length === 0) return undefined
    const now = new Date()
    const from = period === 'all' ? (parsePbDate(points[0]?.created) ?? now) : getPeriodRange(period, now).from
    const bucket = chooseBucket(from, now)
    return { bucket, points: buildAverageSeries(points, from, now, bucket) }
  }, [points, period])
  const shown: ReviewType[] = type === 'all' ? ['food', 'service'] : [type]
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })

  return (
    <SectionCard title={t('reviews.averagesTitle')} description={t('reviews.averagesHint')} id="review-averages">
      <div className={styles.averageCards}>
        {shown.map((kind) => {
          const average = averages?.[kind]
          return (
            <div key={kind} className={styles.averageCard} data-kind={kind}>
              <span className={styles.averageLabel}>{t(`reviews.average.${kind}`)}</span>
              {!average ? (
                <span className={`skeleton ${styles.averageSkeleton}`} aria-hidden="true" />
              ) : average.average === null ? (
                <span className={styles.averageValue}>—</span>
              ) : (
                <span className={styles.averageValue}>
                  {number.format(average.average)}
                  <RatingStars value={Math.round(average.average)} size={18} />
                </span>
              )}
              <span className={styles.muted}>{t('reviews.reviewCount', { count: average?.count ?? 0 })}</span>
            </div>
          )
        })}
      </div>
      {series ? <AveragesChart points={series.points} bucket={series.bucket} /> : null}
    </SectionCard>
  )
}
