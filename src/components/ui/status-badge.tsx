import type { ReactNode } from 'react'
import styles from './status-badge.module.css'

export type BadgeTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger'

/** A small coloured pill naming a state (table free/occupied/paying/paid, payment status…). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  )
}
