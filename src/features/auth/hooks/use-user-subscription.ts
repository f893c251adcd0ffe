import { useEffect } from 'react'
import { replaceCurrentUser, subscribeToUser } from '@/features/auth/api'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { holdSubscription } from '@/lib/api/hold-subscription'

/**
 * Keeps the signed-in user current through a live subscription to their own record:
 * updates replace the stored user (keeping the token); deletion signs them out.
 */
export function useUserSubscription(userId: string | undefined) {
  const signOut = useSignOut()
  useEffect(() => {
    if (!userId) return
    return holdSubscription(
      subscribeToUser(userId, (event) => {
        if (event.action === 'delete') signOut()
        // A deactivation arrives as an update too; the admin guard then signs out with a reason.
        else if (event.action === 'update') replaceCurrentUser(event.record)
      }),
      (error) => console.warn('User subscription failed', error),
    )
  }, [userId, signOut])
}
