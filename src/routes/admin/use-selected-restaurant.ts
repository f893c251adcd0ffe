import { useCallback, useState } from 'react'
import type { RestaurantRecord, UserRecord } from '@/lib/api/pocketbase-types'

const STORAGE_KEY = 'conto.admin.restaurant'

function readStoredId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * The restaurant the admin screens work on: the last one chosen on this device if the user can
 * still see it, else the user's own restaurant, else the first one.
 */
export function useSelectedRestaurant(user: UserRecord, restaurants: RestaurantRecord[]) {
  const [chosenId, setChosenId] = useState(readStoredId)
  const selected =
    restaurants.find((restaurant) => restaurant.id === chosenId) ??
    restaurants.find((restaurant) => restaurant.id === user.restaurant) ??
    restaurants[0] ??
    null

  const select = useCallback((restaurantId: string) => {
    setChosenId(restaurantId)
    try {
      window.localStorage.setItem(STORAGE_KEY, restaurantId)
    } catch {
      // Storage may be unavailable (private mode); the choice still holds for this visit.
    }
  }, [])

  return [selected, select] as const
}
