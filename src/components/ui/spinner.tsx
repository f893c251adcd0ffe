import styles from './spinner.module.css'

interface SpinnerProps {
  /** Announced to screen readers; the spinner itself is decorative. */
  label: string
  size?: 'sm' | 'md' | 'lg'
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <span className={styles.wrapper} role="status">
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  )
}

/** Centred spinner filling the available space, for whole-screen waits. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className={styles.page}>
      <Spinner label={label} size="lg" />
    </div>
  )
}
