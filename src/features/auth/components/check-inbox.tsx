import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useVerificationRequest } from '@/features/auth/hooks/use-signup'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import { AUTH_RATE_LIMITS, getWaitMinutes, isRateLimited } from '@/lib/api/rate-limits'
import styles from './signup.module.css'

interface CheckInboxProps {
  email: string
  /** The sentence naming the address (after sign-up, or in front of the admin area). */
  description: string
  /** The account exists but its first e-mail could not be sent. */
  notSent?: boolean
  /** The way out: back to sign in, or sign out. */
  children: ReactNode
}

/** "We sent you a link": the address, a way to send it again, and a way out. */
export function CheckInbox({ email, description, notSent = false, children }: CheckInboxProps) {
  const { t } = useTranslation('auth')
  const resend = useVerificationRequest()
  const failure = resend.isError
    ? isRateLimited(resend.error)
      ? t('errors.tooManyAttempts', { count: getWaitMinutes(AUTH_RATE_LIMITS.requestVerification.seconds) })
      : isPocketBaseError(resend.error) && resend.error.status === 0
        ? t('signup.errors.offline')
        : t('signup.errors.failed')
    : undefined

  return (
    <div className={styles.stack}>
      <span className={styles.mark} aria-hidden="true">
        ✉
      </span>
      <p className={styles.lead}>{description}</p>
      {notSent && !resend.isSuccess ? (
        <p className="alert" role="alert">
          {t('checkInbox.notSent')}
        </p>
      ) : null}
      <p className={styles.muted}>{t('checkInbox.spamHint')}</p>
      <div role="status">{resend.isSuccess ? <p>{t('checkInbox.resent', { email })}</p> : null}</div>
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--secondary btn--block"
        disabled={resend.isPending}
        aria-busy={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? t('checkInbox.resending') : t('checkInbox.resend')}
      </button>
      {children}
    </div>
  )
}
