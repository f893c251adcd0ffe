import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { restaurantKeys } from '@/features/restaurant/api'
import { RestaurantSettingsScreen } from '@/features/restaurant-settings/components/restaurant-settings-screen'
import type { RestaurantRecord } from '@/lib/pocketbase-types'
import { useAdminContext } from './admin-context'
import { NoRestaurant } from './no-restaurant'

/** /admin/restaurant: settings of the restaurant chosen in the top bar. */
export function RestaurantPage() {
  const { t } = useTranslation('office')
  const { selectedRestaurant, userCompany } = useAdminContext()
  const queryClient = useQueryClient()
  const onSaved = useCallback(
    (saved: RestaurantRecord) => {
      queryClient.setQueryData<RestaurantRecord[]>(restaurantKeys.list(userCompany.id), (list) =>
        list?.map((restaurant) => (restaurant.id === saved.id ? saved : restaurant)),
      )
      queryClient.setQueryData(restaurantKeys.detail(saved.id), saved)
    },
    [queryClient, userCompany.id],
  )
  if (!selectedRestaurant) return <NoRestaurant title={t('restaurant.title')} area="office" />
  return <RestaurantSettingsScreen restaurant={selectedRestaurant} onSaved={onSaved} />
}
