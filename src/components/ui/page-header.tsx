import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/browser/document-title'
import styles from './page-header.module.css'

interface PageHeaderProps {
  title: string
  description?: ReactNode
  /** Beside the title on wide screens, below it on phones. */
  actions?: ReactNode
}

/** An admin screen's heading (also the tab title) with optional actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(title)
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  )
}
