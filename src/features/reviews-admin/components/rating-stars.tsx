import { useTranslation } from 'react-i18next'
import { StarIcon } from '@/components/ui/diner-icons'
import styles from './reviews.module.css'

/** Read-only stars with the rating spoken as text ("4 out of 5 stars"). */
export function RatingStars({ value, size = 16 }: { value: number; size?: number }) {
  const { t } = useTranslation('office')
  return (
    <span className={styles.stars} role="img" aria-label={t('reviews.starsLabel', { count: value })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} size={size} filled={star <= value} className={star <= value ? styles.starOn : styles.starOff} />
      ))}
    </span>
  )
}
