import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { ArrowLeftIcon, HomeIcon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/lib/browser/document-title'
import styles from './not-found.module.css'

/** '404', title, description, 'return home' and 'go back'; `children` adds variant extras. */
export function NotFoundContent({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  useDocumentTitle(t('notFound.title'))
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.description}>{t('notFound.description')}</p>
      <div className={styles.actions}>
        <Link className="btn btn--primary" to={paths.admin.root()}>
          <HomeIcon size={18} />
          {t('actions.returnHome')}
        </Link>
        <button type="button" className="btn btn--secondary" onClick={() => navigate(-1)}>
          <ArrowLeftIcon size={18} />
          {t('actions.goBack')}
        </button>
      </div>
      {children}
    </section>
  )
}
