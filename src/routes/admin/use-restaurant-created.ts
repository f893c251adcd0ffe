import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { restaurantKeys } from '@/features/restaurant/api'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'

/**
 * After a restaurant is created: it is in the list at once (and the list is read again), it is
 * the one the screens show, and the dashboard opens on its setup guide.
 */
export function useRestaurantCreated(companyId: string, selectRestaurant: (restaurantId: string) => void) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(
    (restaurant: RestaurantRecord) => {
      queryClient.setQueryData<RestaurantRecord[]>(restaurantKeys.list(companyId), (list = []) =>
        [...list.filter((other) => other.id !== restaurant.id), restaurant].sort((a, b) => a.name.localeCompare(b.name)),
      )
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.list(companyId) })
      selectRestaurant(restaurant.id)
      void navigate(paths.admin.dashboard())
    },
    [companyId, navigate, queryClient, selectRestaurant],
  )
}
