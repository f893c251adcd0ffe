import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import { getErrorMessage } from '@/lib/errors/error-message'
import { usePasswordResetConfirm } from '../api'
import { PASSWORD_MIN_LENGTH, validateNewPassword, type NewPasswordErrors } from '../validation'
import { NewPasswordFields } from './new-password-fields'
import styles from './profile.module.css'

/** A link's token is refused when it is expired, already used, or not a reset token at all. */
function isBadToken(error: unknown): boolean {
  return isPocketBaseError(error) && error.status === 400
}

/** Sets a password from an e-mailed link: the invitation's or a password reset's. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('office')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<NewPasswordErrors>({})
  const reset = usePasswordResetConfirm()

  if (!token || (reset.isError && isBadToken(reset.error))) {
    return (
      <div className={styles.resetDone} role="alert">
        <p className={styles.resetDoneTitle}>{t('resetPassword.invalidTitle')}</p>
        <p>{t('resetPassword.invalidDescription')}</p>
        <Link className="btn btn--primary btn--block" to={paths.forgotPassword()}>
          {t('resetPassword.requestNew')}
        </Link>
      </div>
    )
  }

  if (reset.isSuccess) {
    return (
      <div className={styles.resetDone} role="status">
        <p className={styles.resetDoneTitle}>{t('resetPassword.doneTitle')}</p>
        <p>{t('resetPassword.doneDescription')}</p>
        <Link className="btn btn--primary btn--block" to={paths.login()}>
          {t('resetPassword.signIn')}
        </Link>
      </div>
    )
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateNewPassword(password, confirm)
    setErrors(found)
    if (found.password || found.confirm) return
    reset.mutate({ token, password })
  }

  return (
    <form className={styles.resetForm} onSubmit={handleSubmit} noValidate>
      {reset.isError ? (
        <p className="alert" role="alert">
          {getErrorMessage(reset.error)}
        </p>
      ) : null}
      <NewPasswordFields
        idPrefix="reset"
        password={password}
        confirm={confirm}
        errors={errors}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
      />
      <p className={styles.muted}>{t('profile.passwordHint', { min: PASSWORD_MIN_LENGTH })}</p>
      <button type="submit" className="btn btn--primary btn--block" disabled={reset.isPending}>
        {reset.isPending ? t('common.saving') : t('resetPassword.submit')}
      </button>
    </form>
  )
}
