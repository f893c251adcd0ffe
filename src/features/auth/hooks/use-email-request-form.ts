import { useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The "send me a link" forms (password reset, a new verification link): one e-mail field that
 * must not be blank before `send` runs; a blank one is explained and focused.
 */
export function useEmailRequestForm(fieldId: string, send: (email: string) => void) {
  const { t } = useTranslation('auth')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!email.trim()) {
      setError(t('validation.emailRequired'))
      document.getElementById(fieldId)?.focus()
      return
    }
    setError(undefined)
    send(email)
  }

  const fieldProps = {
    id: fieldId,
    error,
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    value: email,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value),
  } as const

  return { email, handleSubmit, fieldProps }
}
