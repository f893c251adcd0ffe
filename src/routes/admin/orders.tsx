import { useTranslation } from 'react-i18next'
import { OrdersScreen } from '@/features/orders/components/orders-screen'
import { useAdminContext } from './admin-context'
import { NoRestaurant } from './no-restaurant'

/** /admin/orders: the restaurant's orders by date, paged. Filters live in the address. */
export function OrdersPage() {
  const { t } = useTranslation('floor')
  const { selectedRestaurant } = useAdminContext()
  if (!selectedRestaurant) return <NoRestaurant title={t('orders.title')} />
  return <OrdersScreen key={selectedRestaurant.id} restaurantId={selectedRestaurant.id} />
}
