import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/domain/shared-rules'

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH }

export type PasswordError = 'required' | 'tooShort' | 'tooLong' | 'mismatch' | 'sameAsCurrent'

export interface NewPasswordErrors {
  password?: PasswordError
  confirm?: PasswordError
}

/** A new password and its repetition. */
export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {}
  if (!password) errors.password = 'required'
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'tooShort'
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = 'tooLong'
  if (!confirm) errors.confirm = 'required'
  else if (confirm !== password) errors.confirm = 'mismatch'
  return errors
}

export interface PasswordChangeErrors extends NewPasswordErrors {
  current?: PasswordError
}

/** The profile's password change: the current password, then a different new one twice. */
export function validatePasswordChange(current: string, password: string, confirm: string): PasswordChangeErrors {
  const errors: PasswordChangeErrors = validateNewPassword(password, confirm)
  if (!current) errors.current = 'required'
  else if (!errors.password && password === current) errors.password = 'sameAsCurrent'
  return errors
}
