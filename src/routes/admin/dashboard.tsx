import { useTranslation } from 'react-i18next'
import { certifiesWithConto } from '@/domain/vat'
import { FiscalDaysNotice } from '@/features/cassa/components/fiscal-days-notice'
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen'
import { SetupGuide } from '@/features/setup/components/setup-guide'
import { useAdminContext } from './admin-context'
import { NoRestaurant } from './no-restaurant'

/** /admin/dashboard (managers and administrators): the setup guide until it is done, and today's figures, live. */
export function DashboardPage() {
  const { t } = useTranslation('floor')
  const { selectedRestaurant, userCompany, user } = useAdminContext()
  if (!selectedRestaurant) return <NoRestaurant title={t('dashboard.title')} />
  return (
    <DashboardScreen
      key={selectedRestaurant.id}
      restaurantId={selectedRestaurant.id}
      currency={userCompany.default_currency || 'EUR'}
      // the POS certifying (decision 044) is no stop: its payments have their documento
      certifies={certifiesWithConto(selectedRestaurant) || selectedRestaurant.fiscal_by === 'pos'}
      fiscalDays={(since) => <FiscalDaysNotice restaurantId={selectedRestaurant.id} since={since} />}
      guide={
        <SetupGuide
          restaurantId={selectedRestaurant.id}
          restaurantName={selectedRestaurant.name}
          companyId={userCompany.id}
          canConnectStripe={user.role === 'admin'}
        />
      }
    />
  )
}
