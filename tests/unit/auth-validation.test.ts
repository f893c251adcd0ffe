import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { hasLoginErrors, validateLogin } from '@/features/auth/validation'
import { describeCodeError, describeLoginError, UnknownLoginResponseError } from '@/features/auth/api'
import en from '../../locales/en/auth.json'

describe('validateLogin', () => {
  it.each([
    [{ email: 'a@b.it', password: 'secret' }, {}],
    [{ email: '', password: 'secret' }, { email: 'validation.emailRequired' }],
    [{ email: '   ', password: 'secret' }, { email: 'validation.emailRequired' }],
    [{ email: 'a@b.it', password: '' }, { password: 'validation.passwordRequired' }],
    [{ email: 'a@b.it', password: ' \t ' }, { password: 'validation.passwordRequired' }],
    [{ email: '', password: '' }, { email: 'validation.emailRequired', password: 'validation.passwordRequired' }],
  ])('%j → %j', (values, errors) => {
    expect(validateLogin(values)).toEqual(errors)
    expect(hasLoginErrors(validateLogin(values))).toBe(Object.keys(errors).length > 0)
  })

  it('uses the specified English messages', () => {
    expect(en.validation.emailRequired).toBe('Email is required')
    expect(en.validation.passwordRequired).toBe('Password is required')
    expect(en.errors.loginFailed).toBe('An error occurred during login')
    expect(en.errors.unknownResponse).toBe('Unknown response from login')
  })
})

describe('describeLoginError', () => {
  const serverError = (status: number, response: Record<string, unknown> = {}) =>
    new ClientResponseError({ url: '/api/collections/users/auth-with-password', status, response })

  it.each([
    // PocketBase's own sentences are English: the screen says ours
    ['wrong e-mail or password', serverError(400, { message: 'Failed to authenticate.' }), { kind: 'wrongCredentials' }],
    ['a deactivated account', serverError(403, { message: 'This account has been deactivated.' }), { kind: 'deactivated' }],
    ['network failure', serverError(0), { kind: 'generic' }],
    ['too many attempts from this address', serverError(429, { message: 'Too Many Requests.' }), { kind: 'rateLimited', minutes: 1 }],
    ['an account locked for 14 min 5 s', serverError(429, { data: { code: 'account_locked', retryAfter: 845 } }), { kind: 'accountLocked', minutes: 15 }],
    ['answer without record', new UnknownLoginResponseError(), { kind: 'unknownResponse' }],
    ['anything else', new TypeError('boom'), { kind: 'generic' }],
  ])('%s', (_name, error, expected) => {
    expect(describeLoginError(error)).toEqual(expected)
  })
})

describe('describeCodeError', () => {
  const codeError = (status: number, message: string) =>
    new ClientResponseError({ url: '/api/collections/users/auth-with-otp', status, response: { message } })

  it.each([
    ['a wrong or old code', codeError(400, 'Invalid or expired OTP'), { kind: 'wrongCode' }],
    ['the password step timed out', codeError(400, 'Invalid or expired MFA session.'), { kind: 'expired' }],
    ['too many codes tried', codeError(429, 'Too many attempts, please try again later with a new OTP.'), { kind: 'tooManyCodes' }],
    ['anything else', new TypeError('boom'), { kind: 'generic' }],
  ])('%s', (_name, error, expected) => {
    expect(describeCodeError(error)).toEqual(expected)
  })
})
