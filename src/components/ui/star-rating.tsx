import { useId } from 'react'
import { StarIcon } from './diner-icons'
import styles from './star-rating.module.css'

export const RATING_MAX = 5

interface StarRatingProps {
  label: string
  value: number | undefined
  onChange: (rating: number) => void
  /** Accessible name of one star, e.g. (n) => "3 stars". */
  starLabel: (rating: number) => string
}

/** 1–5 stars as a radio group: arrow keys move, Space/Enter or a tap picks. */
export function StarRating({ label, value, onChange, starLabel }: StarRatingProps) {
  const name = useId()
  return (
    <fieldset className={styles.rating}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.stars}>
        {Array.from({ length: RATING_MAX }, (_, index) => {
          const rating = index + 1
          const filled = value !== undefined && rating <= value
          return (
            <label key={rating} className={`${styles.star} ${filled ? styles.filled : ''}`}>
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                aria-label={starLabel(rating)}
              />
              <StarIcon size={36} filled={filled} />
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
