import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PageSpinner } from '@/components/ui/spinner'
import { restaurantKeys, useRestaurants } from '@/features/restaurant/api'
import { RestaurantSettingsScreen } from '@/features/restaurant-settings/components/restaurant-settings-screen'
import { PosKeysSection } from '@/features/pos-keys/components/pos-keys-section'
import { PosLightspeedSection } from '@/features/pos-lightspeed/components/pos-lightspeed-section'
import { canManagePosKeys } from '@/features/pos-keys/permissions'
import { PosWebhooksSection } from '@/features/pos-webhooks/components/pos-webhooks-section'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { useAdminContext } from './admin-context'
import { NoRestaurant } from './no-restaurant'

/** /admin/restaurant: settings of the restaurant chosen in the top bar. */
export function RestaurantPage() {
  const { t } = useTranslation('office')
  const { selectedRestaurant, userCompany, user } = useAdminContext()
  const queryClient = useQueryClient()
  // A form starts from the restaurant as it is now, never from the copy saved for offline use: a
  // tab reloaded after another tab's change would show, and save, the old values (issue 36).
  // Offline, or when the read fails, the saved copy is all there is (its saves are refused if old).
  const restaurants = useRestaurants(userCompany.id, { current: true })
  const current = restaurants.isFetchedAfterMount || restaurants.isError || (typeof navigator !== 'undefined' && !navigator.onLine)
  const onSaved = useCallback(
    (saved: RestaurantRecord) => {
      queryClient.setQueryData<RestaurantRecord[]>(restaurantKeys.list(userCompany.id), (list) =>
        list?.map((restaurant) => (restaurant.id === saved.id ? saved : restaurant)),
      )
      // a diner page open on this device shows the change (its copy also holds the files' addresses)
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.detail(saved.id) })
    },
    [queryClient, userCompany.id],
  )
  if (!selectedRestaurant) return <NoRestaurant title={t('restaurant.title')} area="office" />
  if (!current) return <PageSpinner label={t('restaurant.title')} />
  // managers open these settings too; the POS keys, webhooks and till are the admins' alone
  const pos = canManagePosKeys(user.role) ? (
    <>
      <PosKeysSection key={`keys-${selectedRestaurant.id}`} restaurantId={selectedRestaurant.id} />
      <PosWebhooksSection key={`webhooks-${selectedRestaurant.id}`} restaurantId={selectedRestaurant.id} />
      <PosLightspeedSection key={`lightspeed-${selectedRestaurant.id}`} restaurantId={selectedRestaurant.id} />
    </>
  ) : undefined
  return <RestaurantSettingsScreen restaurant={selectedRestaurant} onSaved={onSaved} pos={pos} />
}
