import type { ReactNode } from 'react'
import styles from './empty-state.module.css'

/** A quiet box for 'nothing here yet' and 'not found' messages. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <section className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action}
    </section>
  )
}
