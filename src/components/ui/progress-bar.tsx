import styles from './progress-bar.module.css'

interface ProgressBarProps {
  /** 0..1 */
  value: number
  label: string
  /** Spoken value, e.g. "25,00 € of 97,00 €"; defaults to the percentage. */
  valueText?: string
  tone?: 'success' | 'brand'
  /** 0..1 after `value`, drawn striped: what is under way (e.g. being paid right now). */
  pending?: number
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0))
}

/** A slim progress track; the width animates with a transform, so it never moves the layout. */
export function ProgressBar({ value, label, valueText, tone = 'success', pending = 0 }: ProgressBarProps) {
  const clamped = clamp(value)
  const under = Math.min(clamp(pending), 1 - clamped)
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
      {under > 0 ? (
        <div className={`${styles.bar} ${styles.pending}`} style={{ transform: `translateX(${clamped * 100}%) scaleX(${under})` }} />
      ) : null}
      <div className={`${styles.bar} ${styles[tone]}`} style={{ transform: `scaleX(${clamped})` }} />
    </div>
  )
}
