import { useEffect, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router-dom'
import { PageSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { authKeys, checkSession, MissingCompanyError } from '@/features/auth/api'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { useUserCompany } from '@/features/auth/hooks/use-user-company'
import { useUserSubscription } from '@/features/auth/hooks/use-user-subscription'
import { VerifyEmailGate } from '@/features/auth/components/verify-email-gate'
import { getErrorMessage } from '@/lib/errors/error-message'
import { wasSessionEndedByServer } from '@/lib/api/pocketbase'
import type { CompanyRecord, UserRecord } from '@/lib/api/pocketbase-types'

export interface AdminSession {
  user: UserRecord
  company: CompanyRecord
}

/** State the login page reads to explain why the admin area sent the user back. */
export interface LoginRedirectState {
  error?: string
}

interface RequireAdminProps {
  children: (session: AdminSession) => ReactNode
}

/**
 * Lets through only a signed-in, non-deactivated user whose company is loaded; anyone else
 * goes to the login page. Until they confirm their e-mail address they see "check your inbox"
 * instead (the server refuses their set-up anyway). While inside, the user record is kept live,
 * so confirming the address opens the admin area by itself.
 */
export function RequireAdmin({ children }: RequireAdminProps) {
  const { t } = useTranslation(['admin', 'errors', 'auth'])
  const { user, isValid } = useAuth()
  const activeUser = isValid && user?.status !== 'inactive' ? user : null
  const company = useUserCompany(activeUser)
  const signOut = useSignOut()
  const navigate = useNavigate()
  useUserSubscription(activeUser?.id)

  // once per page load the server is asked whether the session stands: a member deactivated or
  // signed out elsewhere must not keep the saved screens (offline, they stay)
  const session = useQuery({
    queryKey: authKeys.check(activeUser?.id ?? ''),
    queryFn: checkSession,
    enabled: Boolean(activeUser),
    staleTime: Infinity,
    retry: false,
    meta: { persist: false },
  })

  const failure = company.isError
    ? company.error instanceof MissingCompanyError
      ? t('errors:noCompanyId')
      : getErrorMessage(company.error)
    : (isValid && user?.status === 'inactive') || session.data === 'ended'
      ? t('auth:errors.sessionEnded')
      : undefined

  // The reason is kept once found: signing out changes every input it was derived from, and
  // the redirect must still carry it to the login page.
  const [exitReason, setExitReason] = useState<string>()
  if (failure && !exitReason) setExitReason(failure)

  useEffect(() => {
    if (!exitReason) return
    const state: LoginRedirectState = { error: exitReason }
    navigate(paths.login(), { replace: true, state })
    // Signed out as well, so the login page does not bounce straight back here.
    signOut()
  }, [exitReason, signOut, navigate])

  if (exitReason || failure) return <PageSpinner label={t('admin:loadingScreen')} />
  if (!activeUser) {
    const state: LoginRedirectState | undefined = wasSessionEndedByServer() ? { error: t('auth:errors.sessionEnded') } : undefined
    return <Navigate to={paths.login()} replace state={state} />
  }
  if (activeUser.verified === false) return <VerifyEmailGate user={activeUser} />
  if (!company.data) return <PageSpinner label={t('admin:loadingScreen')} />
  return children({ user: activeUser, company: company.data })
}
