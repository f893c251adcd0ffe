import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { useEmailRequestForm } from '@/features/auth/hooks/use-email-request-form'
import { usePasswordResetRequest } from '@/features/auth/hooks/use-password-reset-request'
import { AUTH_RATE_LIMITS, getWaitMinutes, isRateLimited } from '@/lib/api/rate-limits'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import styles from './login-form.module.css'

/**
 * Asks for a reset link. The confirmation is the same whether or not the address has an account,
 * so the form cannot be used to find out who works where; only a network failure and too many
 * requests (PocketBase's limiter, which says nothing about the address) are reported.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'errors'])
  const reset = usePasswordResetRequest()
  const { email, handleSubmit, fieldProps } = useEmailRequestForm('reset-email', (address) => reset.mutate(address))

  const offline = isPocketBaseError(reset.error) && reset.error.status === 0
  const limited = isRateLimited(reset.error)
  if (reset.isSuccess || (reset.isError && !offline && !limited)) {
    return (
      <div className={styles.form} role="status">
        <p className={styles.sentTitle}>{t('forgotPassword.sentTitle')}</p>
        <p>{t('forgotPassword.sentDescription', { email: email.trim() })}</p>
      </div>
    )
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {offline || limited ? (
        <p className="alert" role="alert">
          {offline
            ? t('errors:offline')
            : t('errors.tooManyAttempts', { count: getWaitMinutes(AUTH_RATE_LIMITS.requestPasswordReset.seconds) })}
        </p>
      ) : null}
      <FormField label={t('forgotPassword.email')} {...fieldProps} />
      <button type="submit" className="btn btn--primary btn--block" disabled={reset.isPending}>
        {reset.isPending ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
      </button>
    </form>
  )
}
