import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { FiscalBadge } from '@/components/ui/fiscal-badge'
import { RefundIcon } from '@/components/ui/floor-icons'
import { ArrowLeftIcon } from '@/components/ui/icons'
import { Money } from '@/components/ui/money'
import { PageHeader } from '@/components/ui/page-header'
import { SectionCard } from '@/components/ui/section-card'
import { PageSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { formatDateTime } from '@/lib/time/date-format'
import { getErrorMessage } from '@/lib/errors/error-message'
import { canCorrectLedger, getPaymentChannel, isVoidablePayment } from '@/domain/ledger'
import type { UserRole } from '@/lib/api/pocketbase-types'
import { certifiesWithConto } from '@/domain/vat'
import { TransactionNotFoundError, useTransaction, useTransactionLive } from '../api'
import { canRefund, getRefundable } from '../refund'
import type { TransactionRecord } from '../types'
import { PaymentChannel } from './payment-channel'
import { VoidPaymentSheet } from './void-payment-sheet'
import { RefundPanel } from './refund-panel'
import { TransactionItems } from './transaction-items'
import { TransactionLogs } from './transaction-logs'
import { TransactionStatusBadge } from './transaction-status-badge'
import styles from './transaction-detail.module.css'

/** /admin/transactions/{id}: every field of one payment, its log, and the refund action. */
export function TransactionDetailScreen({ transactionId, role }: { transactionId: string | undefined; role: UserRole }) {
  const { t } = useTranslation(['office', 'errors', 'common', 'admin'])
  const location = useLocation()
  const query = useTransaction(transactionId)
  useTransactionLive(query.data?.id)
  const backTo = { pathname: paths.admin.transactions(), search: location.search }
  const back = (
    <Link to={backTo} className={styles.back}>
      <ArrowLeftIcon size={18} />
      {t('transactionDetail.back')}
    </Link>
  )

  if (query.isPending) return <PageSpinner label={t('common:loading')} />
  if (query.isError) {
    const notFound = query.error instanceof TransactionNotFoundError
    return (
      <div className={styles.screen}>
        {back}
        <PageHeader title={t('admin:nav.transactionDetail')} />
        <EmptyState title={notFound ? t('errors:transactionNotFound') : t('office:common.loadFailed')}>
          {notFound ? t('transactionDetail.notFoundHint') : getErrorMessage(query.error)}
        </EmptyState>
      </div>
    )
  }
  return <TransactionDetail transaction={query.data} role={role} back={back} />
}

function TransactionDetail({ transaction: tx, role, back }: { transaction: TransactionRecord; role: UserRole; back: ReactNode }) {
  const { t, i18n } = useTranslation(['office', 'admin'])
  const [refunding, setRefunding] = useState(false)
  const [voiding, setVoiding] = useState(false)
  const order = tx.expand?.order
  const waiter = tx.expand?.waiter
  const money = (amount: number) => <Money amount={amount || 0} currency={tx.currency} />
  const dash = '—'

  return (
    <div className={styles.screen}>
      {back}
      <PageHeader
        title={t('transactionDetail.title', { id: tx.id })}
        description={<TransactionStatusBadge status={tx.status} />}
        actions={
          canRefund(role, tx) ? (
            <button type="button" className="btn btn--primary" onClick={() => setRefunding(true)}>
              <RefundIcon size={18} />
              {t('transactionDetail.refund')}
            </button>
          ) : canCorrectLedger(role) && isVoidablePayment(tx) ? (
            <button type="button" className="btn btn--secondary" onClick={() => setVoiding(true)}>
              {t('transactionDetail.void')}
            </button>
          ) : null
        }
      />
      <div className={styles.grid}>
        <SectionCard title={t('transactionDetail.amounts')} id="tx-amounts">
          <dl className={styles.fields}>
            <Field label={t('transactionDetail.fields.base')}>{money(tx.base_amount)}</Field>
            <Field label={t('transactionDetail.fields.tip')}>{money(tx.tip_amount)}</Field>
            <Field label={t('transactionDetail.fields.serviceFee')}>{money(tx.service_fee)}</Field>
            <Field label={t('transactionDetail.fields.fee')}>{money(tx.fee)}</Field>
            <Field label={t('transactionDetail.fields.total')} strong>
              {money(tx.total_amount)}
            </Field>
            <Field label={t('transactionDetail.fields.refundAmount')}>{money(tx.refund_amount)}</Field>
            {/* money staff recorded is voided, never refunded: nothing is "refundable" */}
            {getPaymentChannel(tx) === 'qr' ? <Field label={t('transactionDetail.fields.refundable')}>{money(getRefundable(tx))}</Field> : null}
          </dl>
        </SectionCard>
        <SectionCard title={t('transactionDetail.details')} id="tx-details">
          <dl className={styles.fields}>
            <Field label={t('transactionDetail.fields.id')}>
              <code className={styles.code}>{tx.id}</code>
            </Field>
            <Field label={t('transactionDetail.fields.order')}>
              {order ? (
                <Link to={paths.admin.orderDetail(order.id)}>
                  {order.number ? t('transactions.orderNumber', { number: order.number }) : order.id}
                </Link>
              ) : (
                <code className={styles.code}>{tx.order}</code>
              )}
              {order?.expand?.table?.name ? ` · ${t('transactions.tableName', { name: order.expand.table.name })}` : null}
            </Field>
            <Field label={t('transactionDetail.fields.status')}>
              <TransactionStatusBadge status={tx.status} />
            </Field>
            <Field label={t('transactionDetail.fields.date')}>{formatDateTime(tx.created, i18n.language)}</Field>
            <Field label={t('transactionDetail.fields.paidAt')}>{formatDateTime(tx.paid_at, i18n.language) || dash}</Field>
            <Field label={t('transactionDetail.fields.method')}>
              <PaymentChannel transaction={tx} />
            </Field>
            {tx.expand?.restaurant && certifiesWithConto(tx.expand.restaurant) ? (
              <Field label={t('transactionDetail.fields.fiscal')}>
                <FiscalBadge transactionId={tx.id} orderJobs={order?.expand?.fiscal_jobs_via_order} />
              </Field>
            ) : null}
            {tx.expand?.recorded_by ? (
              <Field label={t('transactionDetail.fields.recordedBy')}>{tx.expand.recorded_by.name || tx.expand.recorded_by.email}</Field>
            ) : null}
            {tx.note ? <Field label={t('transactionDetail.fields.note')}>{tx.note}</Field> : null}
            <Field label={t('transactionDetail.fields.waiter')}>{waiter ? waiter.name || waiter.email : dash}</Field>
            <Field label={t('transactionDetail.fields.restaurant')}>{tx.expand?.restaurant?.name ?? dash}</Field>
            <Field label={t('transactionDetail.fields.split')}>
              {tx.split_mode ? t(`splitModes.${tx.split_mode}`) : dash}
              {tx.split_mode === 'equal' && tx.split_total_guests
                ? ` · ${t('transactionDetail.guests', { payingFor: tx.split_paying_for, total: tx.split_total_guests })}`
                : null}
            </Field>
            <Field label={t('transactionDetail.fields.splitGroup')}>
              {tx.split_group ? <code className={styles.code}>{tx.split_group}</code> : dash}
            </Field>
            <Field label={t('transactionDetail.fields.chargeId')}>
              {tx.stripe_charge_id ? <code className={styles.code}>{tx.stripe_charge_id}</code> : dash}
            </Field>
            <Field label={t('transactionDetail.fields.receiptEmail')}>{tx.receipt_email || dash}</Field>
          </dl>
        </SectionCard>
        <TransactionItems transactionId={tx.id} currency={tx.currency} splitMode={tx.split_mode} />
        <SectionCard title={t('transactionDetail.logs')} id="tx-logs">
          <TransactionLogs logs={tx.logs} currency={tx.currency} />
        </SectionCard>
      </div>
      {refunding ? <RefundPanel transaction={tx} onClose={() => setRefunding(false)} /> : null}
      {voiding ? <VoidPaymentSheet transaction={tx} onClose={() => setVoiding(false)} /> : null}
    </div>
  )
}

function Field({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.field} ${styles.fieldStrong}` : styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
