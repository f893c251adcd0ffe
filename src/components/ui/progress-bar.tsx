import styles from './progress-bar.module.css'

interface ProgressBarProps {
  /** 0..1 */
  value: number
  label: string
  /** Spoken value, e.g. "25,00 € of 97,00 €"; defaults to the percentage. */
  valueText?: string
  tone?: 'success' | 'brand'
}

/** A slim progress track; the width animates with a transform, so it never moves the layout. */
export function ProgressBar({ value, label, valueText, tone = 'success' }: ProgressBarProps) {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0))
  const percent = Math.round(clamped * 100)
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
    >
      <div className={`${styles.bar} ${styles[tone]}`} style={{ transform: `scaleX(${clamped})` }} />
    </div>
  )
}
