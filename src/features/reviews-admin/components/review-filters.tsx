import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/ui/select-field'
import {
  RATING_FILTERS,
  REVIEW_PERIODS,
  REVIEW_TYPE_FILTERS,
  isReviewPeriod,
  isReviewTypeFilter,
  type RatingFilter,
  type ReviewPeriod,
  type ReviewTypeFilter,
} from '../filters'
import styles from './reviews.module.css'

interface ReviewFiltersBarProps {
  rating: RatingFilter
  type: ReviewTypeFilter
  period: ReviewPeriod
  onRatingChange: (rating: RatingFilter) => void
  onTypeChange: (type: ReviewTypeFilter) => void
  onPeriodChange: (period: ReviewPeriod) => void
}

/** Rating chips (all, 5 only, 4+ … 1+), review type and period. */
export function ReviewFiltersBar(props: ReviewFiltersBarProps) {
  const { t } = useTranslation('office')
  const name = useId()
  return (
    <div className={styles.filters}>
      <fieldset className={styles.chips}>
        <legend className="field__label">{t('reviews.rating')}</legend>
        <div className={styles.chipRow}>
          {RATING_FILTERS.map((value) => (
            <label key={value} className={styles.chip}>
              <input
                type="radio"
                name={name}
                className="visually-hidden"
                checked={props.rating === value}
                onChange={() => props.onRatingChange(value)}
              />
              <span>{t(`reviews.ratingFilters.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.selects}>
        <SelectField
          id="reviews-type"
          label={t('reviews.type')}
          value={props.type}
          options={REVIEW_TYPE_FILTERS.map((value) => ({ value, label: t(`reviews.types.${value}`) }))}
          onChange={(event) => {
            if (isReviewTypeFilter(event.target.value)) props.onTypeChange(event.target.value)
          }}
        />
        <SelectField
          id="reviews-period"
          label={t('periods.label')}
          value={props.period}
          options={REVIEW_PERIODS.map((value) => ({ value, label: value === 'all' ? t('periods.all') : t(`periods.${value}`) }))}
          onChange={(event) => {
            if (isReviewPeriod(event.target.value)) props.onPeriodChange(event.target.value)
          }}
        />
      </div>
    </div>
  )
}
