/** PocketBase's users password field: 8 to 71 characters (bcrypt reads at most 72 bytes). */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 71

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
