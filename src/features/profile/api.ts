import { pb } from '@/lib/api/pocketbase'
import type { Language, UserRecord } from '@/lib/api/pocketbase-types'
import { useAppMutation } from '@/lib/live/use-app-mutation'

export interface ProfileChanges {
  name?: string
  phone?: string
  language?: Language
}

/** Saves the signed-in member's own name, phone or language. */
export function useProfileSave(userId: string, onSaved: (user: UserRecord) => void) {
  return useAppMutation({
    mutationFn: (changes: ProfileChanges) => pb.collection('users').update<UserRecord>(userId, changes, { expand: 'company' }),
    onSuccess: onSaved,
  })
}

interface PasswordChange {
  email: string
  current: string
  password: string
}

/**
 * Changes one's own password. PocketBase then invalidates every session of the account, this
 * one included, so the member is signed in again with the new password straight away.
 */
export function usePasswordChange(userId: string) {
  return useAppMutation({
    mutationFn: async ({ email, current, password }: PasswordChange) => {
      await pb.collection('users').update(userId, { oldPassword: current, password, passwordConfirm: password })
      await pb.collection('users').authWithPassword(email, password, { expand: 'company' })
    },
    // the form shows the failure beside the fields
    errorToast: false,
  })
}

/** Sets a password from an e-mailed link (an invitation or a reset). */
export function usePasswordResetConfirm() {
  return useAppMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      pb.collection('users').confirmPasswordReset(token, password, password),
    // the form shows the failure (or the expired-link screen) itself
    errorToast: false,
  })
}
