import { paths } from '@/config/paths'
import { canCorrectLedger } from '@/domain/ledger'
import { OrderDetailScreen } from '@/features/orders/components/order-detail-screen'
import { OrderPosSync } from '@/features/pos-sync/components/order-pos-sync'
import { useAdminContext } from './admin-context'
import { canOpenPath } from './nav-items'

/** /admin/orders/:orderId: one order with its items and payments (those not in the POS yet with "Retry"); 'Order not found' otherwise. */
export function OrderDetailPage() {
  const { user, selectedRestaurant } = useAdminContext()
  return (
    <OrderDetailScreen
      restaurantId={selectedRestaurant?.id ?? ''}
      linkToPayments={canOpenPath(user.role, paths.admin.transactions())}
      canCorrect={canCorrectLedger(user.role)}
      renderPaymentsNotice={(orderId) => <OrderPosSync restaurantId={selectedRestaurant?.id ?? ''} orderId={orderId} />}
    />
  )
}
