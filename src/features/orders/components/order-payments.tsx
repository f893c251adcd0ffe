import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { FiscalBadge } from '@/components/ui/fiscal-badge'
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge'
import { paths } from '@/config/paths'
import type { FiscalJobRow } from '@/domain/fiscal-status'
import { getPaymentChannel, isVoidablePayment } from '@/domain/ledger'
import { formatMoney } from '@/domain/money'
import { formatDateTime } from '@/lib/time/date-format'
import type { TransactionRecord, TransactionStatus } from '../types'
import styles from './order-detail.module.css'

const tones: Record<TransactionStatus, BadgeTone> = {
  pending: 'info',
  completed: 'success',
  failed: 'danger',
  refunded: 'neutral',
  partially_refunded: 'warning',
  voided: 'neutral',
}

interface OrderPaymentsProps {
  transactions: TransactionRecord[]
  /** Why each voided payment was voided, by transaction id. */
  voidReasons?: ReadonlyMap<string, string>
  /** The order's documenti commerciali; absent when none was made (no fiscal printer). */
  fiscalJobs?: readonly FiscalJobRow[]
  /** Managers open a payment's details; waiters do not have that screen. */
  linkToDetails: boolean
  /** Managers void a recorded payment (with a reason); absent for waiters. */
  onVoid?: (transaction: TransactionRecord) => void
}

/** The payments made on an order: when, how and who recorded it, status, bill share, tip and total; voiding. */
export function OrderPayments({ transactions, voidReasons, fiscalJobs, linkToDetails, onVoid }: OrderPaymentsProps) {
  const { t, i18n } = useTranslation(['floor', 'common'])
  if (transactions.length === 0) return <p className={styles.muted}>{t('orderDetail.noPayments')}</p>
  return (
    // wider than a phone: it scrolls sideways, so a keyboard must reach and scroll it (a group, not
    // a region: the card around it is already the region of that name)
    <div className={styles.scroll} tabIndex={0} role="group" aria-label={t('orderDetail.payments')}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('orderDetail.payments')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderDetail.paymentColumns.date')}</th>
            <th scope="col">{t('orderDetail.paymentColumns.status')}</th>
            <th scope="col">{t('orderDetail.paymentColumns.method')}</th>
            <th scope="col">{t('orderDetail.paymentColumns.split')}</th>
            {fiscalJobs ? <th scope="col">{t('common:fiscal.column')}</th> : null}
            <th scope="col" className={styles.numeric}>
              {t('orderDetail.paymentColumns.base')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('orderDetail.paymentColumns.tip')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('orderDetail.paymentColumns.total')}
            </th>
            {onVoid ? (
              <th scope="col">
                <span className="visually-hidden">{t('orderDetail.paymentColumns.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => {
            const when = formatDateTime(transaction.paid_at || transaction.created, i18n.language)
            const recorder = transaction.expand?.recorded_by
            return (
              <tr key={transaction.id}>
                <th scope="row">
                  {linkToDetails ? <Link to={paths.admin.transactionDetail(transaction.id)}>{when}</Link> : when}
                </th>
                <td>
                  <StatusBadge tone={tones[transaction.status]}>{t(`transactionStatus.${transaction.status}`)}</StatusBadge>
                  {transaction.status === 'voided' && voidReasons?.get(transaction.id) ? (
                    <span className={`${styles.muted} ${styles.reason}`}>{t('orderDetail.voidReason', { reason: voidReasons.get(transaction.id) })}</span>
                  ) : null}
                </td>
                <td>
                  {t(`paymentChannels.${getPaymentChannel(transaction)}`)}
                  {recorder ? <span className={styles.muted}> · {recorder.name || recorder.email}</span> : null}
                </td>
                <td>{t(`splitMode.${transaction.split_mode}`)}</td>
                {fiscalJobs ? (
                  <td>
                    <FiscalBadge transactionId={transaction.id} orderJobs={fiscalJobs} />
                  </td>
                ) : null}
                <td className={styles.numeric}>{formatMoney(transaction.base_amount, transaction.currency)}</td>
                <td className={styles.numeric}>{formatMoney(transaction.tip_amount, transaction.currency)}</td>
                <td className={styles.numeric}>{formatMoney(transaction.total_amount, transaction.currency)}</td>
                {onVoid ? (
                  <td>
                    {isVoidablePayment(transaction) ? (
                      <button
                        type="button"
                        className="btn btn--ghost"
                        aria-label={t('orderDetail.voidPayment.label', { amount: formatMoney(transaction.total_amount, transaction.currency) })}
                        onClick={() => onVoid(transaction)}
                      >
                        {t('orderDetail.voidPayment.button')}
                      </button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
