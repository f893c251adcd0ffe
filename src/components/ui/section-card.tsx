import type { ReactNode } from 'react'
import styles from './section-card.module.css'

interface SectionCardProps {
  title: string
  description?: ReactNode
  /** Beside the title (e.g. a status badge). */
  aside?: ReactNode
  children: ReactNode
  /** Along the bottom edge (e.g. the save button). */
  footer?: ReactNode
  /** Labels the section for screen readers' landmark lists. */
  id?: string
  /** Where the card sits in its page (e.g. its margin). */
  className?: string
}

/** One titled block of a settings screen. */
export function SectionCard({ title, description, aside, children, footer, id, className }: SectionCardProps) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div className={styles.headings}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {aside}
      </header>
      <div className={styles.body}>{children}</div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </section>
  )
}
