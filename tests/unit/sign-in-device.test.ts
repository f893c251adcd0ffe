// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { SIGN_IN_DEVICE_HEADER, getSignInDevice, withSignInDevice } from '@/lib/api/sign-in-device'

describe('the browser named to the sign-in guard', () => {
  afterEach(() => window.localStorage.clear())

  it('is one random id per browser, kept', () => {
    const id = getSignInDevice()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(getSignInDevice()).toBe(id)
    window.localStorage.clear()
    expect(getSignInDevice()).not.toBe(id)
  })

  it('goes with a sign-in, a code and a confirmed reset, and with nothing else', () => {
    const base = 'https://pb.example.com/api/collections/users'
    for (const path of ['auth-with-password', 'auth-with-otp', 'confirm-password-reset']) {
      expect(withSignInDevice(`${base}/${path}`, { 'Content-Type': 'application/json' })).toEqual({
        'Content-Type': 'application/json',
        [SIGN_IN_DEVICE_HEADER]: getSignInDevice(),
      })
    }
    for (const url of [`${base}/records`, `${base}/request-otp`, `${base}/auth-refresh`, 'https://pb.example.com/api/conto/claims']) {
      expect(withSignInDevice(url, { Authorization: 't' })).toEqual({ Authorization: 't' })
    }
  })
})
