import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/domain/money'
import type { DayComparison } from '../fiscal-day'
import styles from './cassa.module.css'

/** The printer's day against Conto's, in words a waiter understands (issue 35). */
export function FiscalDayNote({ day }: { day: DayComparison }) {
  const { t } = useTranslation('floor')
  const differs = day.kind === 'outside' || day.kind === 'fewer' || (day.kind === 'closure' && day.printer !== day.conto)
  let text: string
  if (day.kind === 'match') text = t('cassa.day.match', { count: day.count, z: day.zNumber })
  else if (day.kind === 'closure') {
    const amounts = { printer: formatMoney(day.printer, 'EUR'), conto: formatMoney(day.conto, 'EUR'), z: day.zNumber }
    text = differs ? t('cassa.day.closureDiffers', amounts) : t('cassa.day.closureMatch', amounts)
  }
  else if (day.kind === 'outside') text = t('cassa.day.outside', { printer: day.printer, conto: day.conto, count: day.printer - day.conto, z: day.zNumber })
  else if (day.kind === 'fewer') text = t('cassa.day.fewer', { printer: day.printer, conto: day.conto, z: day.zNumber })
  else text = t('cassa.day.unknown')
  return (
    <p className={differs ? styles.dayDiffers : styles.dayMatches} role={differs ? 'alert' : 'status'}>
      {text}
    </p>
  )
}
