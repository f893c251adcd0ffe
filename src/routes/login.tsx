import { useTranslation } from 'react-i18next'
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom'
import { PageSpinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/lib/browser/document-title'
import { paths } from '@/config/paths'
import { AuthCard } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'
import type { LoginRedirectState } from '@/features/auth/components/require-admin'
import { useSessionRefresh } from '@/features/auth/hooks/use-session-refresh'
import { useSignupStatus } from '@/features/auth/hooks/use-signup'

/**
 * /login: staff sign-in; a still-valid stored session goes straight to the tables. Offers sign-up
 * while it is open; on an empty instance (no company yet) sends everyone to the first-run sign-up.
 */
export function LoginPage() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const location = useLocation()
  const session = useSessionRefresh()
  const signup = useSignupStatus()
  const redirectError = (location.state as LoginRedirectState | null)?.error
  useDocumentTitle(t('login.submit'))

  if (session.isChecking) return <PageSpinner label={t('login.checkingSession')} />
  if (session.user) return <Navigate to={paths.admin.tables()} replace />
  if (signup.data?.firstRun) return <Navigate to={paths.signup()} replace />

  const footer = (
    <>
      {signup.data?.open ? (
        <p>
          {t('login.noAccount')} <Link to={paths.signup()}>{t('login.createAccount')}</Link>
        </p>
      ) : null}
      <p>{t('login.dinerHint')}</p>
    </>
  )

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} footer={footer}>
      <LoginForm initialError={redirectError} onSuccess={() => navigate(paths.admin.tables(), { replace: true })} />
    </AuthCard>
  )
}
