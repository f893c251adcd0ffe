import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { signOut } from '@/features/auth/api'
import { offlinePersister } from '@/lib/live/query-client'

/**
 * Signs out and drops every cached answer and its saved copy, so the next person on this device
 * sees nothing, even after a reload.
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient()
  return useCallback(() => {
    signOut()
    queryClient.clear()
    void offlinePersister.removeClient()
  }, [queryClient])
}
