import { useTranslation } from 'react-i18next'
import { CardIcon, HandIcon, RefundIcon, StarIcon, TrashIcon } from '@/components/ui/floor-icons'
import { CheckIcon } from '@/components/ui/icons'
import { formatMoney } from '@/domain/money'
import { formatRelativeTime, getElapsedMinutes } from '@/lib/time/time'
import { describeNotification } from '../describe'
import type { NotificationRecord } from '../types'
import styles from './notifications.module.css'

interface NotificationItemProps {
  notification: NotificationRecord
  now: Date
  busy: boolean
  onMarkRead: (id: string) => void
  /** Absent for waiters: they cannot delete notifications. */
  onDelete?: (id: string) => void
}

const icons = { waiterCall: HandIcon, payment: CardIcon, review: StarIcon, refund: RefundIcon, overpayment: RefundIcon }

/** One notification: what happened, where, how long ago; unread ones can be marked read. */
export function NotificationItem({ notification, now, busy, onMarkRead, onDelete }: NotificationItemProps) {
  const { t, i18n } = useTranslation('floor')
  const text = describeNotification(notification)
  const Icon = icons[text.key]
  const title = t(`notifications.titles.${text.key}`)
  return (
    <li className={styles.item} data-unread={!notification.read} data-kind={text.key} aria-label={title}>
      <span className={`round-icon round-icon--muted ${styles.icon}`} aria-hidden="true">
        <Icon size={20} />
      </span>
      <div className={styles.body}>
        <p className={styles.title}>
          {!notification.read ? <span className="visually-hidden">{t('notifications.unread')}: </span> : null}
          {title}
        </p>
        <p className={styles.meta}>
          {text.withTable ? <span className={styles.chip}>{t('notifications.table', { name: text.table })}</span> : null}
          {text.amount ? <span className={styles.chip}>{formatMoney(text.amount.value, text.amount.currency)}</span> : null}
          {text.rating ? (
            <span className={styles.chip} aria-label={t('notifications.rating', { count: text.rating })}>
              {'★'.repeat(text.rating)}
              {'☆'.repeat(5 - text.rating)}
            </span>
          ) : null}
          <time className={styles.time} dateTime={notification.created.replace(' ', 'T')}>
            {getElapsedMinutes(notification.created, now) < 1 ? t('justNow') : formatRelativeTime(getElapsedMinutes(notification.created, now), i18n.language)}
          </time>
        </p>
        {/* Details in the reader's language, from the notification's data; the server's own
            sentence (message) is English, kept for support only. */}
        {text.key === 'overpayment' && text.amount ? (
          <p className={styles.message}>{t('notifications.details.overpayment', { amount: formatMoney(text.amount.value, text.amount.currency) })}</p>
        ) : text.tip && text.amount ? (
          <p className={styles.message}>{t('notifications.details.tip', { amount: formatMoney(text.tip, text.amount.currency) })}</p>
        ) : null}
      </div>
      <div className={styles.actions}>
        {!notification.read ? (
          <button
            type="button"
            className={`btn btn--secondary ${styles.markRead}`}
            disabled={busy}
            onClick={() => onMarkRead(notification.id)}
            aria-label={t('notifications.markRead')}
            title={t('notifications.markRead')}
          >
            <CheckIcon size={18} />
            <span className={styles.actionText} aria-hidden="true">
              {t('notifications.markRead')}
            </span>
          </button>
        ) : null}
        {onDelete ? (
          <button
            type="button"
            className={styles.delete}
            disabled={busy}
            onClick={() => onDelete(notification.id)}
            aria-label={t('notifications.delete')}
            title={t('notifications.delete')}
          >
            <TrashIcon size={18} />
          </button>
        ) : null}
      </div>
    </li>
  )
}
