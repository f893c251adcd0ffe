import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { refreshSession } from '@/features/auth/api'
import { AuthCardActions } from '@/features/auth/components/auth-card'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { useEmailRequestForm } from '@/features/auth/hooks/use-email-request-form'
import { useVerificationConfirm, useVerificationRequest } from '@/features/auth/hooks/use-signup'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import { getErrorMessage } from '@/lib/errors/error-message'
import { AUTH_RATE_LIMITS, getWaitMinutes, isRateLimited } from '@/lib/api/rate-limits'
import styles from './signup.module.css'

/** PocketBase refuses an expired, used or foreign token with 400. */
function isBadToken(error: unknown): boolean {
  return isPocketBaseError(error) && (error.status === 400 || error.status === 404)
}

/** Confirms the address from the e-mail's link, then leads on: into the admin area or to sign in. */
export function VerifyEmailResult({ token }: { token: string }) {
  const { t } = useTranslation('auth')
  const confirm = useVerificationConfirm(token)
  const { isValid } = useAuth()
  const navigate = useNavigate()
  const [continuing, setContinuing] = useState(false)

  if (!token || (confirm.isError && isBadToken(confirm.error))) return <NewVerificationLink />

  if (confirm.isError) {
    return (
      <div className={styles.done}>
        <p className="alert" role="alert">
          {isPocketBaseError(confirm.error) && confirm.error.status === 0 ? t('signup.errors.offline') : getErrorMessage(confirm.error)}
        </p>
        <button type="button" className="btn btn--primary btn--block" onClick={() => void confirm.refetch()}>
          {t('verifyEmail.title')}
        </button>
      </div>
    )
  }

  if (confirm.isPending) {
    return (
      <div className={styles.done}>
        <Spinner label={t('verifyEmail.checking')} />
        <p aria-hidden="true">{t('verifyEmail.checking')}</p>
      </div>
    )
  }

  async function continueSignedIn() {
    setContinuing(true)
    // the stored copy of the user still says "unverified"; the admin area reads the fresh one
    const user = await refreshSession()
    navigate(user ? paths.admin.tables() : paths.login(), { replace: true })
  }

  return (
    <div className={styles.done} role="status">
      <span className={styles.mark} aria-hidden="true">
        ✓
      </span>
      <p className={styles.doneTitle}>{t('verifyEmail.successTitle')}</p>
      <p>{isValid ? t('verifyEmail.successSignedIn') : t('verifyEmail.successDescription')}</p>
      {isValid ? (
        <button type="button" className="btn btn--primary btn--block" disabled={continuing} aria-busy={continuing} onClick={() => void continueSignedIn()}>
          {t('verifyEmail.continue')}
        </button>
      ) : (
        <Link className="btn btn--primary btn--block" to={paths.login()}>
          {t('verifyEmail.signIn')}
        </Link>
      )}
    </div>
  )
}

/** An expired or used link: ask for a new one by address (the answer never says who has an account). */
function NewVerificationLink() {
  const { t } = useTranslation('auth')
  const request = useVerificationRequest()
  const { email, handleSubmit, fieldProps } = useEmailRequestForm('verify-email', (address) => request.mutate(address))

  if (request.isSuccess) {
    return (
      <div className={styles.done} role="status">
        <p className={styles.doneTitle}>{t('checkInbox.title')}</p>
        <p>{t('verifyEmail.requested', { email: email.trim() })}</p>
        <AuthCardActions>
          <Link className="btn btn--secondary btn--block" to={paths.login()}>
            {t('verifyEmail.backToLogin')}
          </Link>
        </AuthCardActions>
      </div>
    )
  }

  const failure = request.isError
    ? isRateLimited(request.error)
      ? t('errors.tooManyAttempts', { count: getWaitMinutes(AUTH_RATE_LIMITS.requestVerification.seconds) })
      : t('signup.errors.failed')
    : undefined

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div role="alert" className={styles.stack}>
        <p className={styles.doneTitle}>{t('verifyEmail.invalidTitle')}</p>
        <p className={styles.muted}>{t('verifyEmail.invalidDescription')}</p>
      </div>
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
      <FormField label={t('verifyEmail.email')} {...fieldProps} />
      <button type="submit" className="btn btn--primary btn--block" disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending ? t('verifyEmail.requesting') : t('verifyEmail.requestNew')}
      </button>
      <Link className="btn btn--ghost btn--block" to={paths.login()}>
        {t('verifyEmail.backToLogin')}
      </Link>
    </form>
  )
}
