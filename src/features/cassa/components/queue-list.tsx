import { useTranslation } from 'react-i18next'
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge'
import type { FiscalJobRow } from '@/domain/fiscal-status'
import { formatMoney } from '@/domain/money'
import { formatDateTime } from '@/lib/time/date-format'
import type { TillState } from '../use-till'
import styles from './cassa.module.css'

const statusTones: Record<FiscalJobRow['status'], BadgeTone> = { pending: 'info', printing: 'warning', printed: 'success', failed: 'danger', unclear: 'danger' }

interface QueueListProps {
  jobs: readonly FiscalJobRow[]
  till: TillState
  /** Shown in a row's last column (reprint, retry): the same width on every row. */
  renderAction: (job: FiscalJobRow) => React.ReactNode
}

/**
 * The Cassa's receipts, one line each at desk width (issue 40): what it is and for which table,
 * the amount, how it was paid, when, and its state in words — "waiting for paper" rather than
 * "printing" while the printer has none.
 */
export function QueueList({ jobs, till, renderAction }: QueueListProps) {
  const { t, i18n } = useTranslation('floor')
  return (
    <ul className={styles.queue}>
      {jobs.map((job) => {
        const order = job.expand?.order
        const table = order?.expand?.table?.name
        const means = [...new Set((job.document?.payments ?? []).map((payment) => payment.means))]
        return (
          <li key={job.id} className={styles.job}>
            <span className={styles.jobWhat}>
              <span className={styles.jobKind}>{t(`cassa.kind.${job.kind}`)}</span>
              {order ? (
                <span className={styles.muted}>
                  {table ? t('cassa.queue.table', { name: table, number: order.number }) : t('cassa.queue.order', { number: order.number })}
                </span>
              ) : null}
            </span>
            <span className={styles.jobAmount}>{job.document?.total !== undefined ? formatMoney(job.document.total, job.document.currency ?? 'EUR') : ''}</span>
            <span className={styles.jobMeans}>{means.map((value) => t(`cassa.means.${value}`)).join(' + ')}</span>
            <span className={`${styles.muted} ${styles.jobTime}`}>{formatDateTime(job.created, i18n.language)}</span>
            <span className={styles.jobState}>
              <StatusBadge tone={statusTones[job.status]}>{describeJob(job, till, t)}</StatusBadge>
            </span>
            <span className={styles.jobAction}>{renderAction(job)}</span>
          </li>
        )
      })}
    </ul>
  )
}

function describeJob(job: FiscalJobRow, till: TillState, t: ReturnType<typeof useTranslation<'floor'>>['t']): string {
  if (job.status === 'printed' && job.result) return t('cassa.status.printedNumber', { number: job.result.documentNumber, z: job.result.zNumber })
  // the job this till holds waits for the printer: say for what
  if (job.status === 'printing' && till.kind === 'waiting') return t(`cassa.status.waitingFor.${till.reason}`)
  return t(`cassa.status.${job.status}`)
}
