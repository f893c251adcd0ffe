export interface LoginValues {
  email: string
  password: string
}

export type LoginFieldErrorKey = 'validation.emailRequired' | 'validation.passwordRequired'

export interface LoginErrors {
  email?: LoginFieldErrorKey
  password?: LoginFieldErrorKey
}

/** Both fields must be non-blank after trimming; returns translation keys (auth namespace). */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {}
  if (!values.email.trim()) errors.email = 'validation.emailRequired'
  if (!values.password.trim()) errors.password = 'validation.passwordRequired'
  return errors
}

export function hasLoginErrors(errors: LoginErrors): boolean {
  return Boolean(errors.email || errors.password)
}
