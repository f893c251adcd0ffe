import { useTranslation } from 'react-i18next'
import { TransactionsScreen } from '@/features/transactions/components/transactions-screen'
import { useAdminContext } from './admin-context'
import { NoRestaurant } from './no-restaurant'

/** /admin/transactions: the selected restaurant's payments. */
export function TransactionsPage() {
  const { t } = useTranslation('office')
  const { selectedRestaurant, userCompany } = useAdminContext()
  if (!selectedRestaurant) return <NoRestaurant title={t('transactions.title')} area="office" />
  return <TransactionsScreen key={selectedRestaurant.id} restaurant={selectedRestaurant} currency={userCompany.default_currency} />
}
