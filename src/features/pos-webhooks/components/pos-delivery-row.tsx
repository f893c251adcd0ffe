import { useTranslation } from 'react-i18next'
import { DotSeparated } from '@/components/ui/dot-separated'
import { Money } from '@/components/ui/money'
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge'
import card from '@/components/ui/settings-list.module.css'
import { formatDateTime } from '@/lib/time/date-format'
import type { PosDeliveryRow as Delivery } from '../api'
import { EVENT_TEXT_KEYS, getDeliveryState, readEventPayment, type DeliveryState } from '../event-summary'
import styles from './pos-webhooks.module.css'

const TONES: Record<DeliveryState['kind'], BadgeTone> = { delivered: 'success', pending: 'info', failed: 'danger', onHold: 'neutral' }

interface PosDeliveryRowProps {
  delivery: Delivery
  resending: boolean
  onResend: () => void
}

/** One delivery: which payment, when, to which address, how it went, and "Send again". */
export function PosDeliveryRow({ delivery, resending, onResend }: PosDeliveryRowProps) {
  const { t, i18n } = useTranslation('office')
  const event = delivery.expand?.event
  const endpoint = delivery.expand?.endpoint
  const state = getDeliveryState(delivery, endpoint?.active ?? false)
  const payment = event ? readEventPayment(event.type, event.payload) : null
  const eventName = event ? t(`restaurant.pos.deliveries.events.${EVENT_TEXT_KEYS[event.type]}`) : ''
  const when = formatDateTime(delivery.created, i18n.language)
  const statusText =
    state.kind === 'pending'
      ? state.tries > 0
        ? t('restaurant.pos.deliveries.status.pendingTry', { n: state.tries })
        : t('restaurant.pos.deliveries.status.pending')
      : t(`restaurant.pos.deliveries.status.${state.kind}`)
  // what the POS last answered, once a try has failed (kept while a delivery sent again waits)
  const tried = state.kind !== 'delivered' && (delivery.last_status > 0 || delivery.last_error !== '')
  const answer = delivery.last_status > 0 ? t('restaurant.pos.deliveries.lastStatus', { status: delivery.last_status }) : t('restaurant.pos.deliveries.noAnswer')

  return (
    <li className={`${card.row} ${styles.delivery}`} data-state={state.kind} data-testid="pos-delivery-row">
      <div className={styles.deliveryHead}>
        <span className={styles.deliveryWhat}>
          <DotSeparated>
            <strong>{eventName}</strong>
            {payment ? <Money amount={payment.amount} currency={payment.currency} /> : null}
            {payment?.tableName ? t('restaurant.pos.deliveries.table', { name: payment.tableName }) : null}
          </DotSeparated>
        </span>
        <StatusBadge tone={TONES[state.kind]}>{statusText}</StatusBadge>
      </div>
      <span className={card.hint}>
        <DotSeparated>
          {when}
          {endpoint ? <span className={card.url}>{t('restaurant.pos.deliveries.to', { url: endpoint.url })}</span> : null}
        </DotSeparated>
      </span>
      {tried ? (
        <span className={styles.detail}>
          <DotSeparated>
            {answer}
            {/* with an HTTP status the error only repeats it; without one it says why (refused, timed out) */}
            {delivery.last_status === 0 && delivery.last_error ? <span className={card.url}>{delivery.last_error}</span> : null}
          </DotSeparated>
        </span>
      ) : null}
      {state.kind === 'pending' && tried && delivery.next_attempt_at ? (
        <span className={card.hint}>{t('restaurant.pos.deliveries.nextTry', { when: formatDateTime(delivery.next_attempt_at, i18n.language) })}</span>
      ) : null}
      {/* a disabled endpoint is sent nothing more: sending again would only say "waiting" for ever */}
      {endpoint?.active ? (
        <button
          type="button"
          className={`btn btn--secondary btn--small ${styles.resend}`}
          onClick={onResend}
          aria-disabled={resending}
          aria-busy={resending}
          aria-label={t('restaurant.pos.deliveries.resendLabel', { event: eventName, when })}
        >
          {t('restaurant.pos.deliveries.resend')}
        </button>
      ) : null}
    </li>
  )
}
