import { useQuery } from '@tanstack/react-query'
import { authKeys, fetchUserCompany } from '@/features/auth/api'
import type { UserRecord } from '@/lib/api/pocketbase-types'

/** The company of the signed-in user; instant when the sign-in already expanded it. */
export function useUserCompany(user: UserRecord | null) {
  return useQuery({
    queryKey: authKeys.company(user?.id ?? '', user?.company ?? ''),
    queryFn: () => fetchUserCompany(user as UserRecord),
    enabled: Boolean(user),
    initialData: user?.expand?.company,
    retry: false,
    meta: { persist: false },
  })
}
