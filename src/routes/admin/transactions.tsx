import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'
import { TransactionsScreen } from '@/features/transactions/components/transactions-screen'
import { useAdminContext } from './admin-context'

/** /admin/transactions: the selected restaurant's payments. */
export function TransactionsPage() {
  const { t } = useTranslation('office')
  const { selectedRestaurant, userCompany } = useAdminContext()
  if (!selectedRestaurant) {
    return (
      <>
        <PageHeader title={t('transactions.title')} />
        <EmptyState title={t('common.noRestaurant')}>{t('common.noRestaurantHint')}</EmptyState>
      </>
    )
  }
  return <TransactionsScreen key={selectedRestaurant.id} restaurant={selectedRestaurant} currency={userCompany.default_currency} />
}
