import { useTranslation } from 'react-i18next'
import { useNow } from '@/lib/time/use-now'
import { useNotificationDelete, useNotificationMarkRead } from '../api'
import type { NotificationRecord } from '../types'
import { NotificationItem } from './notification-item'
import styles from './notifications.module.css'

interface NotificationsListProps {
  restaurantId: string
  userId: string
  canDelete: boolean
  notifications: NotificationRecord[]
}

export function NotificationsList({ restaurantId, userId, canDelete, notifications }: NotificationsListProps) {
  const { t } = useTranslation('floor')
  const now = useNow()
  const markRead = useNotificationMarkRead(restaurantId, userId)
  const remove = useNotificationDelete(restaurantId)
  const busy = markRead.isPending || remove.isPending
  return (
    <ul className={styles.list} aria-label={t('notifications.listLabel')}>
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          now={now}
          busy={busy}
          onMarkRead={(id) => markRead.mutate(id)}
          onDelete={canDelete ? (id) => remove.mutate(id) : undefined}
        />
      ))}
    </ul>
  )
}
