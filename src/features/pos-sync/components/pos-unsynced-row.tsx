import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { DotSeparated } from '@/components/ui/dot-separated'
import { Money, formatMoneySpoken } from '@/components/ui/money'
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge'
import { paths } from '@/config/paths'
import { canRetry, getUnsyncedState, type UnsyncedPayment, type UnsyncedState } from '../unsynced'
import styles from './pos-sync.module.css'

const TONES: Record<UnsyncedState['kind'], BadgeTone> = { sending: 'info', pending: 'warning', failed: 'danger', refused: 'danger' }

/** The note beside the amount for each event that is not the payment itself: which message the POS is missing. */
const EVENT_NOTES = { 'payment.refunded': 'refunded', 'payment.voided': 'voided', 'payment.certified': 'certified' } as const

interface PosUnsyncedRowProps {
  payment: UnsyncedPayment
  /** A retry is on its way to the server (this row's or another's). */
  busy: boolean
  /** This row's retry is the one on its way. */
  retrying: boolean
  onRetry: () => void
  /** On the floor the order number opens the order; on the order's own screen it is plain text. */
  linkToOrder: boolean
}

/** One payment the POS has not taken: where, how much, how its sending goes, and "Retry". */
export function PosUnsyncedRow({ payment, busy, retrying, onRetry, linkToOrder }: PosUnsyncedRowProps) {
  const { t, i18n } = useTranslation('office')
  const state = getUnsyncedState(payment)
  const table = payment.tableName ? t('posSync.row.table', { name: payment.tableName }) : t('posSync.row.noTable')
  const orderText = t('posSync.row.order', { number: payment.orderNumber })
  // a refund, a void or a documento's number tells the POS of a payment it may already have: say which it is
  const eventText = payment.event === 'payment.completed' ? '' : t(`posSync.row.events.${EVENT_NOTES[payment.event]}`)
  const stateText =
    state.kind === 'pending'
      ? state.tries > 0
        ? t('posSync.state.pendingTry', { n: state.tries })
        : t('posSync.state.pending')
      : t(`posSync.state.${state.kind}`)
  const what = [table, eventText, formatMoneySpoken(payment.amount, payment.currency, i18n.language)].filter(Boolean).join(', ')
  // a try in flight would only be asked for again: the server adds nothing, and neither do we
  const blocked = busy || payment.sending

  return (
    <li className={styles.row} data-state={state.kind} data-testid="pos-unsynced-row">
      <span className={styles.what}>
        <DotSeparated>
          <strong>{table}</strong>
          {linkToOrder ? <Link to={paths.admin.orderDetail(payment.orderId)}>{orderText}</Link> : orderText}
          <Money amount={payment.amount} currency={payment.currency} className={styles.amount} />
          {/* null, not '': an empty part would still get its dot */}
          {eventText || null}
        </DotSeparated>
      </span>
      <StatusBadge tone={TONES[state.kind]}>{stateText}</StatusBadge>
      {canRetry(payment) ? (
        <button
          type="button"
          className={`btn btn--secondary btn--small ${styles.retry}`}
          // aria-disabled, not disabled: the focus stays on the button while it waits
          onClick={() => {
            if (!blocked) onRetry()
          }}
          aria-disabled={blocked}
          aria-busy={retrying || payment.sending}
          aria-label={t('posSync.retry.label', { what })}
        >
          {t('posSync.retry.action')}
        </button>
      ) : (
        // the till refused it for good: a retry would be refused too (409 till_refused)
        <span className={styles.tillHint}>{t('posSync.row.enterOnTill')}</span>
      )}
    </li>
  )
}
