import { useTranslation } from 'react-i18next'
import { FiscalDaysNotice } from '@/features/cassa/components/fiscal-days-notice'
import { ShiftReportScreen } from '@/features/shift-report/components/shift-report-screen'
import { canCorrectLedger } from '@/domain/ledger'
import { useAdminContext } from './admin-context'
import { NoRestaurant } from './no-restaurant'

/** /admin/shift-report: a shift's takings by channel; waiters see their own. */
export function ShiftReportPage() {
  const { t } = useTranslation('office')
  const { user, selectedRestaurant } = useAdminContext()
  if (!selectedRestaurant) return <NoRestaurant title={t('shiftReport.title')} area="office" />
  return (
    <ShiftReportScreen
      key={selectedRestaurant.id}
      restaurant={selectedRestaurant}
      ownOnly={!canCorrectLedger(user.role)}
      fiscalDays={(since, until) => <FiscalDaysNotice restaurantId={selectedRestaurant.id} since={since} until={until} />}
    />
  )
}
