import { useMutation } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import type { Language, UserRecord } from '@/lib/pocketbase-types'

export interface ProfileChanges {
  name?: string
  phone?: string
  language?: Language
}

/** Saves the signed-in member's own name, phone or language. */
export function useUpdateProfile(userId: string, onSaved: (user: UserRecord) => void) {
  return useMutation({
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
export function useChangePassword(userId: string) {
  return useMutation({
    mutationFn: async ({ email, current, password }: PasswordChange) => {
      await pb.collection('users').update(userId, { oldPassword: current, password, passwordConfirm: password })
      await pb.collection('users').authWithPassword(email, password, { expand: 'company' })
    },
  })
}

/** Sets a password from an e-mailed link (an invitation or a reset). */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      pb.collection('users').confirmPasswordReset(token, password, password),
  })
}
