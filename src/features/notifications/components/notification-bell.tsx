import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { BellIcon } from '@/components/ui/floor-icons'
import { toast } from '@/lib/browser/toast'
import { useUnreadCount } from '../api'
import { describeNotification, formatBadgeCount } from '../describe'
import { useNotificationsLive } from '../live'
import type { NotificationRecord } from '../types'
import styles from './notifications.module.css'

/**
 * The top bar's bell: unread count, a link to the notifications, and the live subscription that
 * announces a waiter call with a toast on whichever admin screen staff are looking at.
 */
export function NotificationBell({ restaurantId, href }: { restaurantId: string | undefined; href: string }) {
  const { t } = useTranslation('floor')
  const unread = useUnreadCount(restaurantId)
  const announce = useCallback(
    (notification: NotificationRecord) => {
      if (notification.type !== 'waiter_call') return
      const text = describeNotification(notification)
      const message = text.withTable
        ? t('notifications.toast.waiterCallAt', { name: text.table })
        : t('notifications.toast.waiterCall')
      toast(message, { icon: '🔔', id: `waiter-call-${notification.id}` })
    },
    [t],
  )
  useNotificationsLive(restaurantId, announce)
  const count = unread.data ?? 0
  return (
    <Link
      to={href}
      className={styles.bell}
      aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
    >
      <BellIcon size={22} />
      {count > 0 ? (
        <span className={styles.bellBadge} aria-hidden="true">
          {formatBadgeCount(count)}
        </span>
      ) : null}
    </Link>
  )
}

/** The unread count beside the Notifications link of the navigation. */
export function UnreadBadge({ restaurantId }: { restaurantId: string | undefined }) {
  const { t } = useTranslation('floor')
  const unread = useUnreadCount(restaurantId)
  const count = unread.data ?? 0
  if (count === 0) return null
  return (
    <span className={styles.navBadge}>
      <span aria-hidden="true">{formatBadgeCount(count)}</span>
      <span className="visually-hidden">{t('notifications.unreadCount', { count })}</span>
    </span>
  )
}
