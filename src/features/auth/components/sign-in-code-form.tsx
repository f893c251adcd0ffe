import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { describeCodeError } from '@/features/auth/api'
import { useLoginWithCode, useResendSignInCode } from '@/features/auth/hooks/use-login'
import type { UserRecord } from '@/lib/api/pocketbase-types'
import { FormField } from '@/components/ui/form-field'
import styles from './login-form.module.css'

interface SignInCodeFormProps {
  email: string
  mfaId: string
  otpId: string
  onSuccess: (user: UserRecord) => void
  /** Back to the password: a new password step starts a new sign-in. */
  onRestart: () => void
}

const focusCode = () => document.getElementById('login-code')?.focus()

/** The second step of an administrator's or manager's sign-in: the code sent by e-mail (decision 028). */
export function SignInCodeForm({ email, mfaId, otpId: firstOtpId, onSuccess, onRestart }: SignInCodeFormProps) {
  const { t } = useTranslation('auth')
  const [otpId, setOtpId] = useState(firstOtpId)
  const [code, setCode] = useState('')
  const [missing, setMissing] = useState(false)
  const [resent, setResent] = useState(false)
  const login = useLoginWithCode(onSuccess)
  const resend = useResendSignInCode((next) => {
    setOtpId(next)
    setCode('')
    setResent(true)
    login.reset()
    focusCode()
  })

  useEffect(() => focusCode(), [])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const typed = code.replace(/\s/g, '')
    setMissing(!typed)
    if (!typed) {
      focusCode()
      return
    }
    setResent(false)
    login.mutate({ otpId, code: typed, mfaId })
  }

  const error = login.isError ? formatCodeError(describeCodeError(login.error), t) : resend.isError ? t('code.resendFailed') : undefined

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <p>{t('code.sentTo', { email })}</p>
      {error ? (
        <p className="alert" role="alert">
          {error}
        </p>
      ) : null}
      {resent ? <p role="status">{t('code.resent')}</p> : null}
      <FormField
        id="login-code"
        label={t('code.label')}
        error={missing ? t('code.required') : undefined}
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={12}
        value={code}
        onChange={(event) => {
          setCode(event.target.value)
          if (missing) setMissing(false)
        }}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending} aria-busy={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
      <div className={styles.codeActions}>
        <button type="button" className="btn btn--ghost" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
          {t('code.resend')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onRestart}>
          {t('code.back')}
        </button>
      </div>
    </form>
  )
}

function formatCodeError(description: ReturnType<typeof describeCodeError>, t: TFunction<'auth'>): string {
  switch (description.kind) {
    case 'wrongCode':
      return t('code.errors.wrongCode')
    case 'tooManyCodes':
      return t('code.errors.tooManyCodes')
    case 'expired':
      return t('code.errors.expired')
    case 'generic':
      return t('errors.loginFailed')
  }
}
