import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'
import { restaurantKeys } from '@/features/restaurant/api'
import { RestaurantSettingsScreen } from '@/features/restaurant-settings/components/restaurant-settings-screen'
import type { RestaurantRecord } from '@/lib/pocketbase-types'
import { useAdminContext } from './admin-context'

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
  if (!selectedRestaurant) {
    return (
      <>
        <PageHeader title={t('restaurant.title')} />
        <EmptyState title={t('common.noRestaurant')}>{t('common.noRestaurantHint')}</EmptyState>
      </>
    )
  }
  return <RestaurantSettingsScreen restaurant={selectedRestaurant} onSaved={onSaved} />
}
