import { replaceCurrentUser } from '@/features/auth/api'
import { ProfileScreen } from '@/features/profile/components/profile-screen'
import { useAdminContext } from './admin-context'

/** /admin/profile: the signed-in member's own settings. */
export function ProfilePage() {
  const { user, userCompany } = useAdminContext()
  return <ProfileScreen user={user} companyName={userCompany.name} onSaved={replaceCurrentUser} />
}
