import type { ReactNode } from 'react'
import styles from './qr.module.css'

/** The screen's grid of table cards. */
export function QrGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  )
}
