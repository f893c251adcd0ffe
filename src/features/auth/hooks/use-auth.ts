import { useSyncExternalStore } from 'react'
import { getAuthSnapshot, pb, subscribeAuth, type AuthSnapshot } from '@/lib/api/pocketbase'

/** The signed-in staff member (or null), re-rendering on sign-in, sign-out and updates. */
export function useAuth(): AuthSnapshot & { isValid: boolean } {
  const snapshot = useSyncExternalStore(subscribeAuth, getAuthSnapshot, getAuthSnapshot)
  // Token expiry is time-based, so it is read fresh instead of cached in the snapshot.
  return { ...snapshot, isValid: Boolean(snapshot.user) && pb.authStore.isValid }
}
