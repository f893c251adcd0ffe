import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useStuckFiscalJobs } from '../api'
import styles from './dashboard.module.css'

/**
 * Says on the dashboard when documenti commerciali are stuck (issue 22): nobody has the Cassa open,
 * the printer needs a hand, or it refused one. Nothing when all is well.
 */
export function FiscalStuckNotice({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('floor')
  const stuck = useStuckFiscalJobs(restaurantId)
  if (!stuck.data || (stuck.data.waiting === 0 && stuck.data.failed === 0)) return null
  const { waiting, failed } = stuck.data
  return (
    <p className={styles.fiscalNotice} role="status">
      <span>
        {waiting > 0 ? t('dashboard.fiscalStuck.waiting', { count: waiting }) : null}
        {waiting > 0 && failed > 0 ? ' ' : null}
        {failed > 0 ? t('dashboard.fiscalStuck.failed', { count: failed }) : null}
      </span>
      <Link to={paths.admin.cassa()} reloadDocument className="btn btn--secondary">
        {t('dashboard.fiscalStuck.open')}
      </Link>
    </p>
  )
}
