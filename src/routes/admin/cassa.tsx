import { useTranslation } from 'react-i18next'
import { CassaScreen } from '@/features/cassa/components/cassa-screen'
import { canCorrectLedger } from '@/domain/ledger'
import { useAdminContext } from './admin-context'
import { NoRestaurant } from './no-restaurant'

/** /admin/cassa: the till beside the fiscal printer, printing the restaurant's receipts. */
export function CassaPage() {
  const { t } = useTranslation('floor')
  const { user, selectedRestaurant } = useAdminContext()
  if (!selectedRestaurant) return <NoRestaurant title={t('cassa.title')} area="floor" />
  return <CassaScreen key={selectedRestaurant.id} restaurant={selectedRestaurant} canManage={canCorrectLedger(user.role)} />
}
