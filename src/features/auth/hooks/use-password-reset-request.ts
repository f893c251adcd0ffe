import { requestPasswordReset } from '@/features/auth/api'
import { useAppMutation } from '@/lib/live/use-app-mutation'

/** Asks PocketBase to e-mail a reset link; the form, not a toast, tells what happened. */
export function usePasswordResetRequest() {
  return useAppMutation({ mutationFn: requestPasswordReset, errorToast: false })
}
