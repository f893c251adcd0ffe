import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, getAmountLeft } from '@/domain/money'
import type { FiscalJobRow } from '@/domain/fiscal-status'
import type { OrderItemStatusRecord, OrderPaymentStatusRecord } from '@/lib/api/pocketbase-types'
import { formatDateTime } from '@/lib/time/date-format'
import type { OrderEventRecord, OrderRecord, TransactionRecord } from '../types'
import type { OrderLine } from '../api'
import { canChangeLines } from '../order-lines'
import { OrderEvents } from './order-events'
import { OrderItemsTable } from './order-items-table'
import { OrderPayments } from './order-payments'
import { PosCheckBadge, PosCheckHint } from './pos-check-note'
import { PaymentProgressBadge } from '@/components/ui/payment-progress-badge'
import { LineCorrectionSheet } from './line-correction-sheet'
import { RecordPaymentSheet } from './record-payment-sheet'
import { VoidRecordedPayment } from './void-recorded-payment'
import styles from './order-detail.module.css'

interface OrderDetailViewProps {
  restaurantId: string
  order: OrderRecord
  status: OrderPaymentStatusRecord | undefined
  lines: OrderLine[]
  transactions: TransactionRecord[]
  /** The corrections on the order, with their reasons. */
  events: OrderEventRecord[]
  /** The order's documenti commerciali: each payment's number (issue 22). */
  fiscalJobs: FiscalJobRow[]
  linkToPayments: boolean
  /** Managers and admins void recorded payments and correct lines. */
  canCorrect: boolean
  /** Above the payments: those the POS has not taken yet (the pos-sync feature's, arranged by the route). */
  paymentsNotice?: ReactNode
}

/** Everything about one order: who, where, what was ordered, what is paid and how. */
export function OrderDetailView({
  restaurantId,
  order,
  status,
  lines,
  transactions,
  events,
  fiscalJobs,
  linkToPayments,
  canCorrect,
  paymentsNotice,
}: OrderDetailViewProps) {
  const { t, i18n } = useTranslation('floor')
  const currency = order.expand?.table?.currency ?? transactions[0]?.currency ?? 'EUR'
  const total = status?.total_amount ?? 0
  const paid = status?.paid_amount ?? 0
  const waiter = order.expand?.waiter
  const open = !order.closed_at
  const posCheck = Boolean(order.pos_check)
  const held = status?.held_amount ?? 0
  // a voided payment shows why beside it: the reason is on its 'payment_voided' event
  const voidReasons = new Map(events.filter((event) => event.action === 'payment_voided').map((event) => [event.transaction, event.reason]))
  const closeReason = order.closed_reason && order.closed_reason !== 'paid' ? order.closed_reason : undefined
  const [sheet, setSheet] = useState<{ kind: 'record' } | { kind: 'void'; payment: TransactionRecord } | { kind: 'correct'; line: OrderItemStatusRecord } | null>(null)
  const closeSheet = () => setSheet(null)
  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="order-facts">
        <div className={styles.cardHead}>
          <h2 id="order-facts" className={styles.cardTitle}>
            {t('orderDetail.summary')}
          </h2>
          {posCheck ? <PosCheckBadge order={order} /> : null}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('orderDetail.status')}</dt>
            <dd>
              <PaymentProgressBadge row={{ ...(status ?? { status: 'unknown' }), closed_at: order.closed_at }} />
            </dd>
          </div>
          <div>
            <dt>{t('orderDetail.table')}</dt>
            <dd>{order.expand?.table ? t('orders.table', { name: order.expand.table.name }) : '—'}</dd>
          </div>
          <div>
            <dt>{t('orderDetail.guests')}</dt>
            <dd>{order.guests}</dd>
          </div>
          <div>
            <dt>{t('orderDetail.waiter')}</dt>
            {/* a POS check names the POS's waiter, who may have no account in Conto */}
            <dd>{waiter ? waiter.name || waiter.email : order.pos_waiter || '—'}</dd>
          </div>
          <div>
            <dt>{t('orderDetail.opened')}</dt>
            <dd>{formatDateTime(order.created, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('orderDetail.closed')}</dt>
            <dd>{order.closed_at ? formatDateTime(order.closed_at, i18n.language) : t('orderDetail.stillOpen')}</dd>
          </div>
          {closeReason ? (
            <div className={styles.factWide}>
              <dt>{t('orderDetail.closeReason')}</dt>
              <dd>
                {t(`order.closeSheet.reasons.${closeReason}`)}
                {order.close_note ? ` · ${order.close_note}` : null}
              </dd>
            </div>
          ) : null}
        </dl>
        <dl className={styles.money}>
          <div>
            <dt>{t('order.totals.total')}</dt>
            <dd>{formatMoney(total, currency)}</dd>
          </div>
          <div>
            <dt>{t('order.totals.paid')}</dt>
            <dd>{formatMoney(paid, currency)}</dd>
          </div>
          <div>
            <dt>{open ? t('order.totals.left') : t('orderDetail.leftUnpaid')}</dt>
            <dd>{formatMoney(getAmountLeft(total, paid), currency)}</dd>
          </div>
        </dl>
        {open && getAmountLeft(total, paid) > 0 ? (
          <button type="button" className="btn btn--primary" onClick={() => setSheet({ kind: 'record' })}>
            {t('order.record.open')}
          </button>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="order-items">
        <h2 id="order-items" className={styles.cardTitle}>
          {t('orderDetail.items')}
        </h2>
        {posCheck ? <PosCheckHint className={styles.muted} /> : null}
        <OrderItemsTable lines={lines} currency={currency} onCorrect={canCorrect && canChangeLines(order) ? (line) => setSheet({ kind: 'correct', line }) : undefined} />
      </section>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="order-payments">
        <h2 id="order-payments" className={styles.cardTitle}>
          {t('orderDetail.payments')}
        </h2>
        {paymentsNotice}
        <OrderPayments
          transactions={transactions}
          voidReasons={voidReasons}
          fiscalJobs={fiscalJobs.length > 0 ? fiscalJobs : undefined}
          linkToDetails={linkToPayments}
          onVoid={canCorrect ? (payment) => setSheet({ kind: 'void', payment }) : undefined}
        />
      </section>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="order-events">
        <h2 id="order-events" className={styles.cardTitle}>
          {t('orderDetail.events.title')}
        </h2>
        <OrderEvents events={events} currency={currency} closeReason={closeReason} />
      </section>
      {sheet?.kind === 'record' ? (
        <RecordPaymentSheet
          restaurantId={restaurantId}
          orderId={order.id}
          guests={order.guests}
          bill={{ total, paid, held, currency }}
          lines={lines}
          onClose={closeSheet}
        />
      ) : null}
      {sheet?.kind === 'correct' ? (
        <LineCorrectionSheet restaurantId={restaurantId} orderId={order.id} line={sheet.line} currency={currency} onClose={closeSheet} />
      ) : null}
      {sheet?.kind === 'void' ? <VoidRecordedPayment restaurantId={restaurantId} payment={sheet.payment} onClose={closeSheet} /> : null}
    </div>
  )
}
