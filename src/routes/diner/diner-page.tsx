import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { DinerFooter } from '@/components/ui/diner-footer'
import { ArrowLeftIcon } from '@/components/ui/icons'
import { useDocumentTitle } from '@/lib/browser/document-title'
import { useDinerContext } from './diner-context'
import styles from './diner-page.module.css'

interface DinerPageProps {
  title: string
  /** Where the back arrow goes; no arrow when omitted. */
  backTo?: string
  /** Top-right control, e.g. the call-waiter bell. */
  action?: ReactNode
  /** Sticky bar at the bottom of the screen with the page's main buttons. */
  actionBar?: ReactNode
  /** The content is still arriving: the footer waits for it, so the content never pushes it. */
  isContentLoading?: boolean
  children: ReactNode
}

/** The frame of every inner diner page: header, content, sticky actions, footer. */
export function DinerPage({ title, backTo, action, actionBar, isContentLoading = false, children }: DinerPageProps) {
  const { t } = useTranslation('diner')
  const { restaurant, table } = useDinerContext()
  useDocumentTitle(`${title} · ${restaurant.name}`)
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {backTo || action ? (
          <div className={styles.toolbar}>
            {backTo ? (
              <Link className={styles.back} to={backTo} aria-label={t('page.back')}>
                <ArrowLeftIcon />
              </Link>
            ) : (
              <span />
            )}
            {action}
          </div>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>
          {restaurant.name} · {t('table', { name: table.name })}
        </p>
      </header>
      <main className={styles.main}>{children}</main>
      {actionBar ? <div className={styles.actionBar}>{actionBar}</div> : null}
      {isContentLoading ? null : <DinerFooter />}
    </div>
  )
}
