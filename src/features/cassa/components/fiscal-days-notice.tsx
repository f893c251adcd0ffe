import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { formatMoney } from '@/domain/money'
import type { FiscalDaysRecord } from '@/domain/pocketbase-schema'
import { useDifferingFiscalDays } from '../fiscal-days'
import styles from './cassa.module.css'

/**
 * The fiscal days where the printer and Conto disagreed, for whoever runs the restaurant: on the
 * dashboard (the last week) and on the shift report (its hours). Nothing when they agreed.
 */
export function FiscalDaysNotice({ restaurantId, since, until }: { restaurantId: string; since: string; until?: string }) {
  const { t } = useTranslation('floor')
  const days = useDifferingFiscalDays(restaurantId, since, until)
  if (!days.data || days.data.length === 0) return null
  return (
    <div className={styles.dayDiffers} role="alert">
      <p>{t('cassa.days.title')}</p>
      <ul>
        {days.data.map((day) => (
          <li key={day.id}>{describeDay(day, t)}</li>
        ))}
      </ul>
      <Link to={paths.admin.cassa()} reloadDocument>
        {t('cassa.days.open')}
      </Link>
    </div>
  )
}

function describeDay(day: FiscalDaysRecord, t: ReturnType<typeof useTranslation<'floor'>>['t']): string {
  const counts = { z: day.z_number, printer: day.printer_count, conto: day.conto_count }
  if (!day.closed) return t('cassa.days.count', counts)
  return t('cassa.days.closed', { ...counts, printerAmount: formatMoney(day.printer_amount, 'EUR'), contoAmount: formatMoney(day.conto_amount, 'EUR') })
}
