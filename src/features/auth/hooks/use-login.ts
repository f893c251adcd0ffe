import { useQueryClient } from '@tanstack/react-query'
import { loginWithCode, loginWithPassword, resendSignInCode, type PasswordSignIn } from '@/features/auth/api'
import { changeLanguage, isAppLanguage } from '@/lib/i18n/i18n'
import type { UserRecord } from '@/lib/api/pocketbase-types'
import { useAppMutation } from '@/lib/live/use-app-mutation'

interface LoginVariables {
  email: string
  password: string
}

interface CodeVariables {
  otpId: string
  code: string
  mfaId: string
}

/** What every completed sign-in does: a clean cache, the member's language, then onSuccess. */
function useFinishSignIn(onSuccess: (user: UserRecord) => void) {
  const queryClient = useQueryClient()
  return async (user: UserRecord) => {
    // Whatever a previous account left in the cache must not leak into this session.
    queryClient.clear()
    if (isAppLanguage(user.language)) await changeLanguage(user.language)
    onSuccess(user)
  }
}

/** Signs in with a password; a member who needs a second factor gets `onCode` instead. */
export function useLogin(onSuccess: (user: UserRecord) => void, onCode: (step: Extract<PasswordSignIn, { kind: 'code' }>) => void) {
  const finish = useFinishSignIn(onSuccess)
  return useAppMutation({
    mutationFn: ({ email, password }: LoginVariables) => loginWithPassword(email, password),
    onSuccess: async (answer) => {
      if (answer.kind === 'code') onCode(answer)
      else await finish(answer.user)
    },
    // the form explains a refused sign-in itself
    errorToast: false,
  })
}

/** Completes the sign-in with the e-mailed code. */
export function useLoginWithCode(onSuccess: (user: UserRecord) => void) {
  const finish = useFinishSignIn(onSuccess)
  return useAppMutation({
    mutationFn: ({ otpId, code, mfaId }: CodeVariables) => loginWithCode(otpId, code, mfaId),
    onSuccess: finish,
    errorToast: false,
  })
}

/** Sends a new code to the member's address. */
export function useResendSignInCode(onSent: (otpId: string) => void) {
  return useAppMutation({
    mutationFn: (email: string) => resendSignInCode(email),
    onSuccess: onSent,
    errorToast: false,
  })
}
