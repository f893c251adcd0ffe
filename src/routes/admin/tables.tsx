import { useTranslation } from 'react-i18next'
import { OrderPanel } from '@/features/orders/components/order-panel'
import { PosUnsyncedAlert } from '@/features/pos-sync/components/pos-unsynced-alert'
import { TablesScreen } from '@/features/tables/components/tables-screen'
import { useAdminContext } from './admin-context'
import { NoRestaurant } from './no-restaurant'
import { isManagerRole } from '@/domain/roles'

/** /admin and /admin/tables: the live floor, with the payments the POS has not taken yet; a table opens its order panel. */
export function TablesPage() {
  const { t } = useTranslation('floor')
  const { user, userCompany, selectedRestaurant } = useAdminContext()
  if (!selectedRestaurant) return <NoRestaurant title={t('tables.title')} />
  return (
    <TablesScreen
      key={selectedRestaurant.id}
      restaurantId={selectedRestaurant.id}
      canManage={isManagerRole(user.role)}
      currency={userCompany.default_currency || 'EUR'}
      notice={<PosUnsyncedAlert restaurantId={selectedRestaurant.id} />}
      renderTablePanel={({ table, tableLabel, onClose }) => (
        <OrderPanel
          key={table.id}
          restaurantId={selectedRestaurant.id}
          table={table}
          tableLabel={tableLabel}
          currentUser={user}
          onClose={onClose}
        />
      )}
    />
  )
}
