import type { ReactNode } from 'react'
import styles from './dashboard.module.css'

/** One headline figure: what it is, the number, and a line of context. */
export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className={styles.stat} role="group" aria-label={label}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue}>{value}</p>
      {hint ? <p className={styles.statHint}>{hint}</p> : null}
    </div>
  )
}
