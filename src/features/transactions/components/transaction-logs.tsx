import { useTranslation } from 'react-i18next'
import { Money } from '@/components/ui/money'
import { formatDateTimeLong } from '@/lib/time/date-format'
import { humaniseAction, isKnownLogAction, sortLogs } from '../log-actions'
import type { TransactionLog } from '../types'
import styles from './transaction-detail.module.css'

/** What happened to the payment, oldest first: action and time. */
export function TransactionLogs({ logs, currency }: { logs: TransactionLog[] | null; currency: string }) {
  const { t, i18n } = useTranslation('office')
  const entries = sortLogs(logs)
  if (entries.length === 0) return <p className={styles.muted}>{t('transactionDetail.noLogs')}</p>
  return (
    <ol className={styles.logs}>
      {entries.map((log, index) => (
        <li key={index} className={styles.log}>
          <span className={styles.logDot} aria-hidden="true" />
          <span className={styles.logAction}>
            {isKnownLogAction(log.action) ? t(`transactionDetail.logActions.${log.action}`) : humaniseAction(log.action)}
            {typeof log.amount === 'number' && log.amount > 0 ? (
              <>
                {' · '}
                <Money amount={log.amount} currency={currency} />
              </>
            ) : null}
            {/* the words staff typed (a void's reason), shown as typed */}
            {typeof log.reason === 'string' && log.reason.trim() ? (
              <span className={styles.logReason}>{t('transactionDetail.logReason', { reason: log.reason.trim() })}</span>
            ) : null}
          </span>
          <time className={styles.logTime} dateTime={log.time}>
            {formatDateTimeLong(log.time, i18n.language)}
          </time>
        </li>
      ))}
    </ol>
  )
}
