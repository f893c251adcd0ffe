// Sign-up's rules on the browser's side. POST /api/conto/signup (pb_hooks/signup-lib.js) decides;
// the form checks the same things first so most mistakes show without a round trip, and shows
// the server's field codes the same way (tests/unit/signup.test.ts holds both sides together).
// The bounds are in src/domain/shared-rules.ts, which the route's copy is generated from.
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGNUP_NAME_MAX_LENGTH } from '@/domain/shared-rules'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'

export { SIGNUP_NAME_MAX_LENGTH }
const EMAIL = new RegExp(EMAIL_PATTERN)

/** The codes of the route's `{error: {code}}` refusals (auth.json `signup.errors`). */
export const SIGNUP_ERROR_CODES = ['invalid_input', 'signup_closed'] as const
export type SignupErrorCode = (typeof SIGNUP_ERROR_CODES)[number]

/** What can be wrong with one field (auth.json `signup.fieldErrors`). */
export const SIGNUP_FIELD_CODES = ['required', 'too_long', 'too_short', 'invalid_email', 'email_taken', 'mismatch', 'invalid'] as const
export type SignupFieldCode = (typeof SIGNUP_FIELD_CODES)[number]

export interface SignupValues {
  companyName: string
  name: string
  email: string
  password: string
  passwordConfirm: string
}

/** The form's fields, in the order they are shown (the first wrong one gets the focus). */
export const SIGNUP_FORM_FIELDS = ['companyName', 'name', 'email', 'password', 'passwordConfirm'] as const satisfies readonly (keyof SignupValues)[]

/** Fields the server may refuse: the form's, plus the ones the form fills in itself. */
export type SignupField = keyof SignupValues | 'language' | 'country' | 'currency'
export type SignupFieldErrors = Partial<Record<SignupField, SignupFieldCode>>

/** The form's own checks, the same as the server's for these fields. */
export function validateSignup(values: SignupValues): SignupFieldErrors {
  const errors: SignupFieldErrors = {}
  const companyName = values.companyName.trim()
  const name = values.name.trim()
  const email = values.email.trim()
  if (!companyName) errors.companyName = 'required'
  else if (companyName.length > SIGNUP_NAME_MAX_LENGTH) errors.companyName = 'too_long'
  if (!name) errors.name = 'required'
  else if (name.length > SIGNUP_NAME_MAX_LENGTH) errors.name = 'too_long'
  if (!email) errors.email = 'required'
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) errors.email = 'invalid_email'
  if (!values.password) errors.password = 'required'
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'too_short'
  else if (values.password.length > PASSWORD_MAX_LENGTH) errors.password = 'too_long'
  if (!values.passwordConfirm) errors.passwordConfirm = 'required'
  else if (values.password && values.passwordConfirm !== values.password) errors.passwordConfirm = 'mismatch'
  return errors
}

export function hasSignupErrors(errors: SignupFieldErrors): boolean {
  return Object.values(errors).some(Boolean)
}

export type SignupRefusal =
  | { kind: 'fields'; fields: SignupFieldErrors }
  | { kind: 'closed' }
  | { kind: 'rateLimited' }
  | { kind: 'offline' }
  | { kind: 'other'; message?: string }

function isFieldCode(value: unknown): value is SignupFieldCode {
  return typeof value === 'string' && (SIGNUP_FIELD_CODES as readonly string[]).includes(value)
}

/** What a failed sign-up request means for the form. */
export function describeSignupError(error: unknown): SignupRefusal {
  if (!isPocketBaseError(error)) return { kind: 'other', message: error instanceof Error ? error.message : undefined }
  if (error.status === 0) return { kind: 'offline' }
  if (error.status === 429) return { kind: 'rateLimited' }
  const body = error.response.error as { code?: unknown; message?: unknown; fields?: unknown } | undefined
  if (body?.code === 'signup_closed') return { kind: 'closed' }
  if (body?.code === 'invalid_input' && body.fields && typeof body.fields === 'object') {
    const fields: SignupFieldErrors = {}
    for (const [field, code] of Object.entries(body.fields)) {
      if (isFieldCode(code)) fields[field as SignupField] = code
    }
    return { kind: 'fields', fields }
  }
  const message = typeof body?.message === 'string' ? body.message : typeof error.response.message === 'string' ? error.response.message : undefined
  return { kind: 'other', message }
}
