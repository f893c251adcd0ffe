import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useHasPrintedBefore } from '../api'
import styles from './dashboard.module.css'

interface CertifyingStoppedNoticeProps {
  restaurantId: string
  /** The restaurant's payments get a documento now: Conto's Cassa prints them, or its POS does. */
  certifies: boolean
}

/**
 * Says on the dashboard that a restaurant whose RT printed documenti through Conto certifies
 * nothing any more (its department map was emptied, issue 36): every payment from now on goes
 * without a documento commerciale until someone maps the departments again.
 */
export function CertifyingStoppedNotice({ restaurantId, certifies }: CertifyingStoppedNoticeProps) {
  const { t } = useTranslation('floor')
  const printed = useHasPrintedBefore(restaurantId, !certifies)
  if (certifies || !printed.data) return null
  return (
    <div className={styles.fiscalNotice} role="alert">
      <span className={styles.noticeText}>
        <strong>{t('dashboard.certifyingStopped.title')}</strong> {t('dashboard.certifyingStopped.text')}
      </span>
      <Link to={paths.admin.restaurant()} className="btn btn--secondary">
        {t('dashboard.certifyingStopped.open')}
      </Link>
    </div>
  )
}
