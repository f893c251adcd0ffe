import { useTranslation } from 'react-i18next'
import { StatusBadge } from '@/components/ui/status-badge'
import { getPaymentFiscal, type FiscalJobRow, type FiscalState } from '@/domain/fiscal-status'
import styles from './fiscal-badge.module.css'

function StateText({ state, kind }: { state: FiscalState; kind: 'sale' | 'void' | 'refund' }) {
  const { t } = useTranslation('common')
  if (state.kind === 'printed') {
    return (
      <span className={kind === 'sale' ? styles.number : styles.correction}>
        {t(`fiscal.printed.${kind}`, { number: state.number })}
      </span>
    )
  }
  if (kind !== 'sale') return <span className={styles.correction}>{t(`fiscal.${state.kind}.${kind}`)}</span>
  return <StatusBadge tone={state.kind === 'failed' ? 'danger' : 'info'}>{t(`fiscal.${state.kind}.sale`)}</StatusBadge>
}

/**
 * A payment's documento commerciale where staff look at payments: its number once the RT printed
 * it, "waiting at the till" before, "not printed" when the printer refused it, and its annullo or
 * resi below; a dash when nothing certifies it (no fiscal printer, or a per-table bill still open).
 */
export function FiscalBadge({ transactionId, orderJobs }: { transactionId: string; orderJobs: readonly FiscalJobRow[] | undefined }) {
  const fiscal = getPaymentFiscal(transactionId, orderJobs ?? [])
  if (!fiscal) return <span aria-hidden="true">—</span>
  return (
    <span className={styles.fiscal}>
      <StateText state={fiscal.sale} kind="sale" />
      {fiscal.corrections.map((correction, index) => (
        <StateText key={index} state={correction.state} kind={correction.kind} />
      ))}
    </span>
  )
}
