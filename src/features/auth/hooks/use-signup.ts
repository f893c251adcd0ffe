import { useQuery } from '@tanstack/react-query'
import { authKeys, confirmVerification, fetchSignupStatus, requestVerification, signUp } from '@/features/auth/api'
import { useAppMutation } from '@/lib/live/use-app-mutation'

/** Whether sign-up is open and whether this is an empty instance; read fresh on each visit. */
export function useSignupStatus() {
  return useQuery({
    queryKey: authKeys.signupStatus(),
    queryFn: fetchSignupStatus,
    staleTime: 0,
    retry: 1,
    meta: { persist: false },
  })
}

/** Creates the company and its first administrator; the form shows every failure itself. */
export function useSignup() {
  return useAppMutation({ mutationFn: signUp, errorToast: false })
}

/** Sends the verification e-mail again; the screen says what happened. */
export function useVerificationRequest() {
  return useAppMutation({ mutationFn: requestVerification, errorToast: false })
}

/** Confirms the address once per token (a query, so a re-render or StrictMode does not resend it). */
export function useVerificationConfirm(token: string) {
  return useQuery({
    queryKey: authKeys.verification(token),
    queryFn: () => confirmVerification(token),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    meta: { persist: false },
  })
}
