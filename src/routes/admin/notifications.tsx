import { useTranslation } from 'react-i18next'
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen'
import { PushToggle } from '@/features/push/components/push-toggle'
import { useAdminContext } from './admin-context'
import { NoRestaurant } from './no-restaurant'

/** /admin/notifications: waiter calls, payments and reviews, live; mark read; push on this device. */
export function NotificationsPage() {
  const { t } = useTranslation('floor')
  const { user, selectedRestaurant } = useAdminContext()
  if (!selectedRestaurant) return <NoRestaurant title={t('notifications.title')} />
  return (
    <NotificationsScreen
      key={selectedRestaurant.id}
      restaurantId={selectedRestaurant.id}
      user={user}
      pushToggle={<PushToggle userId={user.id} restaurantId={selectedRestaurant.id} restaurantName={selectedRestaurant.name} />}
    />
  )
}
