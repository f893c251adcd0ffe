import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { signOut } from '@/features/auth/api'

/** Signs out and drops every cached answer, so the next person on this device sees nothing. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient()
  return useCallback(() => {
    signOut()
    queryClient.clear()
  }, [queryClient])
}
