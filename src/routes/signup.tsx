import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import type { SignupAnswer } from '@/features/auth/api'
import { AuthCard, AuthCardActions } from '@/features/auth/components/auth-card'
import { CheckInbox } from '@/features/auth/components/check-inbox'
import { SignupForm } from '@/features/auth/components/signup-form'
import { useSignupStatus } from '@/features/auth/hooks/use-signup'
import { useDocumentTitle } from '@/lib/browser/document-title'

/**
 * /signup: a new company and its first administrator. On an empty instance it is the first-run
 * welcome; when the operator has closed sign-up it says so. After sending: check your inbox.
 */
export function SignupPage() {
  const { t } = useTranslation('auth')
  const status = useSignupStatus()
  const [done, setDone] = useState<SignupAnswer>()
  const firstRun = status.data?.firstRun === true
  const title = done ? t('checkInbox.title') : firstRun ? t('signup.firstRunTitle') : t('signup.title')
  useDocumentTitle(title)
  // the form is gone: tell screen readers (and keyboards) where they are now
  useEffect(() => {
    if (done) document.getElementById('auth-title')?.focus()
  }, [done])

  if (done) {
    return (
      <AuthCard title={title}>
        <CheckInbox email={done.email} description={t('checkInbox.description', { email: done.email })} notSent={!done.mailSent}>
          <Link className="btn btn--primary btn--block" to={paths.login()}>
            {t('checkInbox.backToLogin')}
          </Link>
        </CheckInbox>
      </AuthCard>
    )
  }

  if (status.isPending) return <PageSpinner label={t('signup.checking')} />

  // When the status cannot be read, the form is shown anyway: the server still decides.
  if (status.data && !status.data.open) {
    return (
      <AuthCard title={t('signup.closedTitle')} subtitle={t('signup.closedDescription')}>
        <AuthCardActions>
          <Link className="btn btn--primary btn--block" to={paths.login()}>
            {t('signup.backToLogin')}
          </Link>
        </AuthCardActions>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={title}
      subtitle={firstRun ? t('signup.firstRunSubtitle') : t('signup.subtitle')}
      footer={
        firstRun ? undefined : (
          <p>
            {t('signup.haveAccount')} <Link to={paths.login()}>{t('signup.signIn')}</Link>
          </p>
        )
      }
    >
      <SignupForm onSuccess={setDone} />
    </AuthCard>
  )
}
