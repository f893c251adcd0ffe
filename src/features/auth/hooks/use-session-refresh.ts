import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { authKeys, refreshSession } from '@/features/auth/api'
import { pb } from '@/lib/api/pocketbase'

/**
 * On the login page: when a session is stored, refresh it once. `isChecking` while the request
 * runs, then `user` is the refreshed user (go straight in) or null (show the form).
 */
export function useSessionRefresh() {
  const [hadSession] = useState(() => pb.authStore.isValid)
  const query = useQuery({
    queryKey: authKeys.refresh(),
    queryFn: refreshSession,
    enabled: hadSession,
    retry: false,
    gcTime: 0,
    staleTime: 0,
    meta: { persist: false },
  })
  return { isChecking: hadSession && query.isPending, user: query.data ?? null }
}
