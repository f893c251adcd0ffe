import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { DinerFooter } from '@/components/ui/diner-footer'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/lib/browser/document-title'
import styles from './error-panel.module.css'

/** Shown when the restaurant (or its table) cannot be loaded. */
export function DinerErrorPanel({ message }: { message: string }) {
  const { t } = useTranslation('diner')
  useDocumentTitle(t('error.title'))
  return (
    <main className={styles.page}>
      <section className={`card ${styles.panel}`} role="alert" aria-labelledby="diner-error-title">
        <div className={`round-icon round-icon--brand ${styles.icon}`} aria-hidden="true">
          ?
        </div>
        <h1 id="diner-error-title" className={styles.title}>
          {t('error.title')}
        </h1>
        <p className={styles.message}>{message}</p>
        <Link className="btn btn--primary btn--block" to={paths.root()}>
          {t('error.goHome')}
        </Link>
      </section>
      <DinerFooter />
    </main>
  )
}
