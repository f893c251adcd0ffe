import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { SectionCard } from '@/components/ui/section-card'
import { paths } from '@/config/paths'
import { formatMoney } from '@/domain/money'
import type { ShiftFiscal as ShiftFiscalNumbers } from '../report'
import styles from './shift-report.module.css'

interface ShiftFiscalProps {
  fiscal: ShiftFiscalNumbers
  /** what the shift kept (getTakenAmount): every payment the RT should have certified */
  taken: number
  currency: string
}

/**
 * Whether the shift's takings reached the fiscal printer (issue 22): the documenti printed, what
 * they certify, and what still waits at the till or was refused, with the way to the Cassa.
 */
export function ShiftFiscal({ fiscal, taken, currency }: ShiftFiscalProps) {
  const { t } = useTranslation('office')
  const money = (minor: number) => formatMoney(minor, currency)
  const complete = fiscal.certified === taken && fiscal.waiting === 0 && fiscal.failed === 0
  const facts = [
    ['printed', fiscal.printed],
    ['certified', money(fiscal.certified)],
    ['waiting', fiscal.waiting],
    ['failed', fiscal.failed],
  ] as const
  return (
    <SectionCard title={t('shiftReport.fiscal.title')} id="shift-fiscal">
      <dl className={styles.fiscal}>
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`shiftReport.fiscal.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {complete ? (
        <p className={styles.fiscalNote}>{t('shiftReport.fiscal.complete')}</p>
      ) : (
        <p className={`${styles.fiscalNote} ${styles.fiscalWarning}`} role="note">
          {t('shiftReport.fiscal.incomplete', { taken: money(taken), certified: money(fiscal.certified) })}{' '}
          <Link to={paths.admin.cassa()} reloadDocument>
            {t('shiftReport.fiscal.openCassa')}
          </Link>
        </p>
      )}
    </SectionCard>
  )
}
