import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import styles from './global-error-screen.module.css'

interface GlobalErrorScreenProps {
  error: unknown
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error)
  } catch {
    return String(error)
  }
}

/** Full-page screen shown after an uncaught rendering error. */
export function GlobalErrorScreen({ error }: GlobalErrorScreenProps) {
  const { t } = useTranslation()
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <div className={styles.icon} aria-hidden="true">
          !
        </div>
        <h1 className={styles.title}>{t('errorScreen.title')}</h1>
        <p className={styles.description}>{t('errorScreen.description')}</p>
        <pre className={styles.details} aria-label={t('errorScreen.details')}>
          {describeError(error)}
        </pre>
        <div className={styles.actions}>
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {t('errorScreen.reload')}
          </button>
          {/* A full page load, not a client navigation: the app state that crashed is thrown away. */}
          <a className="btn btn--secondary" href={paths.admin.root()}>
            {t('errorScreen.goHome')}
          </a>
        </div>
      </div>
    </main>
  )
}
