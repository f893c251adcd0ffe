import { useTranslation } from 'react-i18next'
import { CLOSE_REASONS, type CloseReason } from '@/domain/ledger'
import { formatMoney } from '@/domain/money'
import { formatDateTime } from '@/lib/time/date-format'
import type { OrderEventRecord } from '../types'
import styles from './order-detail.module.css'

interface OrderEventsProps {
  events: OrderEventRecord[]
  currency: string
  /** The order's close reason, when it was closed with a balance: its close event says it. */
  closeReason?: Exclude<CloseReason, 'paid'>
}

/** What staff corrected on the order, when, by whom and why: the reasons typed in the sheets. */
export function OrderEvents({ events, currency, closeReason }: OrderEventsProps) {
  const { t, i18n } = useTranslation('floor')
  // a close stores its note, or its reason's code when there was no note
  const describeCloseReason = (stored: string) => {
    const code = (CLOSE_REASONS as readonly string[]).includes(stored) ? (stored as Exclude<CloseReason, 'paid'>) : closeReason
    const label = code ? t(`order.closeSheet.reasons.${code}`) : ''
    return code === stored ? label : [label, stored].filter(Boolean).join(' · ')
  }
  if (events.length === 0) return <p className={styles.muted}>{t('orderDetail.events.empty')}</p>
  return (
    <ol className={styles.events}>
      {events.map((event) => {
        const item = event.expand?.item?.name ?? t('orderDetail.events.unknownItem')
        const by = event.expand?.by
        const reason = event.action === 'close' ? describeCloseReason(event.reason) : event.reason
        return (
          <li key={event.id} className={styles.event}>
            <p className={styles.eventHead}>
              <strong>{t(`orderDetail.events.actions.${event.action}`)}</strong>
              {event.quantity > 0 ? <span>{t('orderDetail.events.quantity', { count: event.quantity, name: item })}</span> : null}
              {event.amount > 0 ? <span>{formatMoney(event.amount, currency)}</span> : null}
            </p>
            {reason ? <p>{t('orderDetail.events.reason', { reason })}</p> : null}
            <p className={styles.muted}>
              {formatDateTime(event.created, i18n.language)}
              {by ? ` · ${t('orderDetail.events.by', { name: by.name || by.email })}` : null}
            </p>
          </li>
        )
      })}
    </ol>
  )
}
