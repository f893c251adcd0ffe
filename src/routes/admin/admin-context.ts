import { createContext, useContext } from 'react'
import type { CompanyRecord, RestaurantRecord, UserRecord } from '@/lib/api/pocketbase-types'

/** What every admin screen knows: who is signed in, their company and the chosen restaurant. */
export interface AdminContextValue {
  user: UserRecord
  userCompany: CompanyRecord
  restaurants: RestaurantRecord[]
  selectedRestaurant: RestaurantRecord | null
  selectRestaurant: (restaurantId: string) => void
}

export const AdminContext = createContext<AdminContextValue | null>(null)

export function useAdminContext(): AdminContextValue {
  const value = useContext(AdminContext)
  if (!value) throw new Error('useAdminContext must be used inside the admin layout')
  return value
}
