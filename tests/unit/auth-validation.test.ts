import { describe, expect, it } from 'vitest'
import { hasLoginErrors, validateLogin } from '@/features/auth/validation'
import { describeLoginError, UnknownLoginResponseError } from '@/features/auth/api'
import { PocketBaseError } from '@/lib/pocketbase-errors'
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
  const serverError = (status: number, message?: string) =>
    new PocketBaseError({ url: '/api/collections/users/auth-with-password', status, response: message ? { message } : {} })

  it.each([
    ['server message', serverError(400, 'Failed to authenticate.'), { kind: 'server', message: 'Failed to authenticate.' }],
    ['blank server message', serverError(400, '   '), { kind: 'generic' }],
    ['network failure', serverError(0), { kind: 'generic' }],
    ['too many attempts', serverError(429, 'Too Many Requests.'), { kind: 'rateLimited', minutes: 1 }],
    ['answer without record', new UnknownLoginResponseError(), { kind: 'unknownResponse' }],
    ['anything else', new TypeError('boom'), { kind: 'generic' }],
  ])('%s', (_name, error, expected) => {
    expect(describeLoginError(error)).toEqual(expected)
  })
})
