import { useId } from 'react'
import { MinusIcon, PlusIcon } from './diner-icons'
import styles from './stepper.module.css'

interface StepperProps {
  label: string
  /** Shown under the label, e.g. the unit price. */
  hint?: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  decreaseLabel: string
  increaseLabel: string
  /** Visual density: 'lg' for the split-equal guests, 'md' for item rows. */
  size?: 'md' | 'lg'
}

/** − value + with 48 px targets; the value is announced politely as it changes. */
export function Stepper({ label, hint, value, min, max, onChange, decreaseLabel, increaseLabel, size = 'md' }: StepperProps) {
  const id = useId()
  return (
    <div className={`${styles.stepper} ${styles[size]}`} role="group" aria-labelledby={`${id}-label`}>
      <div className={styles.text}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {hint ? <span className={styles.hint}>{hint}</span> : null}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          onClick={() => onChange(Math.max(min, value - 1))}
          disabled={value <= min}
          aria-label={`${decreaseLabel}: ${label}`}
        >
          <MinusIcon size={20} />
        </button>
        <output className={styles.value} aria-live="polite" aria-labelledby={`${id}-label`}>
          {value}
        </output>
        <button
          type="button"
          className={styles.button}
          onClick={() => onChange(Math.min(max, value + 1))}
          disabled={value >= max}
          aria-label={`${increaseLabel}: ${label}`}
        >
          <PlusIcon size={20} />
        </button>
      </div>
    </div>
  )
}
