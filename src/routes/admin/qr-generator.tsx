import { useTranslation } from 'react-i18next'
import { QrScreen } from '@/features/qr/components/qr-screen'
import { useTableLabel } from '@/features/tables/components/table-name'
import { useAdminContext } from './admin-context'
import { NoRestaurant } from './no-restaurant'

/** /admin/qr-generator: a code per table, downloadable, and a printable A4 sheet of them all. */
export function QrGeneratorPage() {
  const { t } = useTranslation('floor')
  const { selectedRestaurant } = useAdminContext()
  const tableLabel = useTableLabel()
  if (!selectedRestaurant) return <NoRestaurant title={t('qr.title')} />
  return (
    <QrScreen
      key={selectedRestaurant.id}
      restaurantId={selectedRestaurant.id}
      restaurantName={selectedRestaurant.name}
      tableLabel={tableLabel}
    />
  )
}
