import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { describeLoginError, type PasswordSignIn } from '@/features/auth/api'
import { SignInCodeForm } from '@/features/auth/components/sign-in-code-form'
import { useLogin } from '@/features/auth/hooks/use-login'
import { hasLoginErrors, validateLogin, type LoginErrors } from '@/features/auth/validation'
import type { UserRecord } from '@/lib/api/pocketbase-types'
import { FormField } from '@/components/ui/form-field'
import styles from './login-form.module.css'

interface LoginFormProps {
  onSuccess: (user: UserRecord) => void
  /** A message to show before any attempt, e.g. why the previous session ended. */
  initialError?: string
}

export function LoginForm({ onSuccess, initialError }: LoginFormProps) {
  const { t } = useTranslation('auth')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [fieldErrors, setFieldErrors] = useState<LoginErrors>({})
  const [codeStep, setCodeStep] = useState<Extract<PasswordSignIn, { kind: 'code' }> | null>(null)
  const login = useLogin(onSuccess, setCodeStep)

  if (codeStep) {
    return (
      <SignInCodeForm
        {...codeStep}
        onSuccess={onSuccess}
        onRestart={() => {
          setCodeStep(null)
          setPassword('')
          login.reset()
        }}
      />
    )
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const errors = validateLogin({ email, password })
    setFieldErrors(errors)
    if (hasLoginErrors(errors)) {
      const firstInvalid = errors.email ? 'login-email' : 'login-password'
      document.getElementById(firstInvalid)?.focus()
      return
    }
    login.mutate({ email, password })
  }

  const submitError = login.isError ? formatLoginError(describeLoginError(login.error), t) : initialError

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {submitError ? (
        <p className="alert" role="alert">
          {submitError}
        </p>
      ) : null}
      <FormField
        id="login-email"
        label={t('login.email')}
        error={fieldErrors.email ? t(fieldErrors.email) : undefined}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        placeholder={t('login.emailPlaceholder')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
          if (fieldErrors.email) setFieldErrors((errors) => ({ ...errors, email: undefined }))
        }}
      />
      <FormField
        id="login-password"
        label={t('login.password')}
        error={fieldErrors.password ? t(fieldErrors.password) : undefined}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value)
          if (fieldErrors.password) setFieldErrors((errors) => ({ ...errors, password: undefined }))
        }}
      />
      <Link className={styles.forgot} to={paths.forgotPassword()}>
        {t('login.forgotPassword')}
      </Link>
      <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending} aria-busy={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  )
}

function formatLoginError(description: ReturnType<typeof describeLoginError>, t: TFunction<'auth'>): string {
  switch (description.kind) {
    case 'rateLimited':
      return t('errors.tooManyAttempts', { count: description.minutes })
    case 'accountLocked':
      return t('errors.accountLocked', { count: description.minutes })
    case 'wrongCredentials':
      return t('errors.wrongCredentials')
    case 'deactivated':
      return t('errors.deactivated')
    case 'unknownResponse':
      return t('errors.unknownResponse')
    case 'generic':
      return t('errors.loginFailed')
  }
}
