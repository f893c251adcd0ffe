import { useTranslation } from 'react-i18next'
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen'
import { useAdminContext } from './admin-context'
import { NoRestaurant } from './no-restaurant'

/** /admin/dashboard (managers and administrators): today's figures, live. */
export function DashboardPage() {
  const { t } = useTranslation('floor')
  const { selectedRestaurant, userCompany } = useAdminContext()
  if (!selectedRestaurant) return <NoRestaurant title={t('dashboard.title')} />
  return <DashboardScreen key={selectedRestaurant.id} restaurantId={selectedRestaurant.id} currency={userCompany.default_currency || 'EUR'} />
}
