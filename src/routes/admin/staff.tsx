import { StaffScreen } from '@/features/staff/components/staff-screen'
import { useAdminContext } from './admin-context'

/** /admin/staff: the company's team. */
export function StaffPage() {
  const { user, userCompany, restaurants, selectedRestaurant } = useAdminContext()
  return (
    <StaffScreen
      user={user}
      companyId={userCompany.id}
      restaurants={restaurants}
      defaultRestaurantId={selectedRestaurant?.id ?? ''}
    />
  )
}
