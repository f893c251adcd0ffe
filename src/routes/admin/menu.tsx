import { useTranslation } from 'react-i18next'
import { MenuScreen } from '@/features/menu/components/menu-screen'
import { useAdminContext } from './admin-context'
import { NoRestaurant } from './no-restaurant'

/** /admin/menu: the chosen restaurant's menu catalogue. */
export function MenuPage() {
  const { t } = useTranslation('office')
  const { userCompany, selectedRestaurant } = useAdminContext()
  if (!selectedRestaurant) return <NoRestaurant title={t('catalogue.title')} area="office" />
  return (
    <MenuScreen
      key={selectedRestaurant.id}
      restaurantId={selectedRestaurant.id}
      restaurantName={selectedRestaurant.name}
      currency={userCompany.default_currency || 'EUR'}
    />
  )
}
