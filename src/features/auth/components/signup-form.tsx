import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { FormField } from '@/components/ui/form-field'
import type { SignupAnswer } from '@/features/auth/api'
import { useSignup } from '@/features/auth/hooks/use-signup'
import {
  describeSignupError,
  hasSignupErrors,
  SIGNUP_FORM_FIELDS,
  SIGNUP_NAME_MAX_LENGTH,
  validateSignup,
  type SignupFieldErrors,
  type SignupRefusal,
  type SignupValues,
} from '@/features/auth/signup'
import { isAppLanguage } from '@/lib/i18n/i18n'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/domain/shared-rules'
import { AUTH_RATE_LIMITS, getWaitMinutes } from '@/lib/api/rate-limits'
import styles from './signup.module.css'

const EMPTY: SignupValues = { companyName: '', name: '', email: '', password: '', passwordConfirm: '' }

/** The company, the administrator and their password; the server decides, the form explains. */
export function SignupForm({ onSuccess }: { onSuccess: (answer: SignupAnswer) => void }) {
  const { t, i18n } = useTranslation('auth')
  const [values, setValues] = useState<SignupValues>(EMPTY)
  const [errors, setErrors] = useState<SignupFieldErrors>({})
  const [refusal, setRefusal] = useState<SignupRefusal>()
  const signup = useSignup()

  function update(field: keyof SignupValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  function focusFirst(found: SignupFieldErrors) {
    const first = SIGNUP_FORM_FIELDS.find((field) => found[field])
    if (first) document.getElementById(`signup-${first}`)?.focus()
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateSignup(values)
    setErrors(found)
    setRefusal(undefined)
    if (hasSignupErrors(found)) {
      focusFirst(found)
      return
    }
    const language = isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it'
    signup.mutate(
      { ...values, companyName: values.companyName.trim(), name: values.name.trim(), email: values.email.trim(), language },
      {
        onSuccess,
        onError: (error) => {
          const described = describeSignupError(error)
          setRefusal(described)
          if (described.kind === 'fields') {
            setErrors(described.fields)
            focusFirst(described.fields)
          }
        },
      },
    )
  }

  const fieldError = (field: keyof SignupValues) => {
    const code = errors[field]
    if (!code) return undefined
    const max = field === 'password' || field === 'passwordConfirm' ? PASSWORD_MAX_LENGTH : SIGNUP_NAME_MAX_LENGTH
    return t(`signup.fieldErrors.${code}`, { min: PASSWORD_MIN_LENGTH, max })
  }
  const alert = refusal ? describeRefusal(refusal, t) : undefined

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {alert ? (
        <p className="alert" role="alert">
          {alert}
        </p>
      ) : null}
      <FormField
        id="signup-companyName"
        label={t('signup.companyName')}
        error={fieldError('companyName')}
        name="organization"
        autoComplete="organization"
        maxLength={SIGNUP_NAME_MAX_LENGTH}
        placeholder={t('signup.companyNamePlaceholder')}
        value={values.companyName}
        onChange={(event) => update('companyName', event.target.value)}
      />
      <FormField
        id="signup-name"
        label={t('signup.name')}
        error={fieldError('name')}
        name="name"
        autoComplete="name"
        maxLength={SIGNUP_NAME_MAX_LENGTH}
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
      />
      <FormField
        id="signup-email"
        label={t('signup.email')}
        error={fieldError('email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('signup.emailPlaceholder')}
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
      />
      <FormField
        id="signup-password"
        label={t('signup.password')}
        hint={t('signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={fieldError('password')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
      />
      <FormField
        id="signup-passwordConfirm"
        label={t('signup.passwordConfirm')}
        error={fieldError('passwordConfirm')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={values.passwordConfirm}
        onChange={(event) => update('passwordConfirm', event.target.value)}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={signup.isPending} aria-busy={signup.isPending}>
        {signup.isPending ? t('signup.submitting') : t('signup.submit')}
      </button>
    </form>
  )
}

function describeRefusal(refusal: SignupRefusal, t: TFunction<'auth'>): string {
  switch (refusal.kind) {
    case 'fields':
      return t('signup.errors.invalid_input')
    case 'closed':
      return t('signup.errors.signup_closed')
    case 'rateLimited':
      return t('errors.tooManyAttempts', { count: getWaitMinutes(AUTH_RATE_LIMITS.signup.seconds) })
    case 'offline':
      return t('signup.errors.offline')
    case 'other':
      return refusal.message ?? t('signup.errors.failed')
  }
}
