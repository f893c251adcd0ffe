import { paths } from '@/config/paths'
import { canCorrectLedger } from '@/domain/ledger'
import { OrderDetailScreen } from '@/features/orders/components/order-detail-screen'
import { useAdminContext } from './admin-context'
import { canOpenPath } from './nav-items'

/** /admin/orders/:orderId: one order with its items and payments; 'Order not found' otherwise. */
export function OrderDetailPage() {
  const { user, selectedRestaurant } = useAdminContext()
  return (
    <OrderDetailScreen
      restaurantId={selectedRestaurant?.id ?? ''}
      linkToPayments={canOpenPath(user.role, paths.admin.transactions())}
      canCorrect={canCorrectLedger(user.role)}
    />
  )
}
