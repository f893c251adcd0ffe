import { describe, expect, it } from 'vitest'
import { ConfigError, loadFunctionsConfig } from '../../api-functions/_lib/env.ts'
import { claimCookie, readClaimCookie } from '../../api-functions/_lib/claim-cookie.ts'
import { getWaiterCallPayload } from '../../api-functions/push/waiter-call-payload.ts'

const complete = {
  POCKETBASE_URL: 'http://127.0.0.1:8090',
  POCKETBASE_SUPERUSER_EMAIL: 'root@conto.local',
  POCKETBASE_SUPERUSER_PASSWORD: 'secret',
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  PUBLIC_APP_URL: 'https://pay.example.com',
  VAPID_PUBLIC_KEY: 'BPub',
  VAPID_PRIVATE_KEY: 'priv',
  VAPID_SUBJECT: 'mailto:ops@example.com',
}

describe('loadFunctionsConfig', () => {
  it('accepts a complete environment, with defaults for the optional variables', () => {
    const config = loadFunctionsConfig(complete)
    expect(config.CONTO_APPLICATION_FEE_BPS).toBe(0)
    expect(config.STRIPE_API_URL).toBeUndefined()
  })

  it.each<[string, Record<string, string | undefined>, RegExp]>([
    ['a missing secret key', { STRIPE_SECRET_KEY: undefined }, /STRIPE_SECRET_KEY is missing/],
    ['a publishable key in place of the secret', { STRIPE_SECRET_KEY: 'pk_test_123' }, /STRIPE_SECRET_KEY must be a Stripe secret key/],
    ['a bad webhook secret', { STRIPE_WEBHOOK_SECRET: 'abc' }, /STRIPE_WEBHOOK_SECRET must be/],
    ['a relative app URL', { PUBLIC_APP_URL: '/pay' }, /PUBLIC_APP_URL must be a URL/],
    ['an empty VAPID key', { VAPID_PRIVATE_KEY: '' }, /VAPID_PRIVATE_KEY is missing/],
    ['a fee over 100 %', { CONTO_APPLICATION_FEE_BPS: '20000' }, /CONTO_APPLICATION_FEE_BPS/],
  ])('names %s', (_name, change, message) => {
    expect(() => loadFunctionsConfig({ ...complete, ...change })).toThrow(ConfigError)
    expect(() => loadFunctionsConfig({ ...complete, ...change })).toThrow(message)
  })

  it('lists every problem at once', () => {
    expect(() => loadFunctionsConfig({})).toThrow(/POCKETBASE_URL[\s\S]*STRIPE_SECRET_KEY[\s\S]*VAPID_SUBJECT/)
  })
})

describe('claim cookie', () => {
  const request = (cookie: string) => new Request('http://localhost/', { headers: { cookie } })
  const value = claimCookie('abcdefghijklmno', 'sk_test_1', true).split(';')[0]!

  it.each([
    ['its own cookie', value, 'sk_test_1', 'abcdefghijklmno'],
    ['among other cookies', `theme=dark; ${value}; lang=it`, 'sk_test_1', 'abcdefghijklmno'],
    ['signed with another key', value, 'sk_test_2', null],
    ['a changed id', value.replace('abcdefghijklmno', 'abcdefghijklmnp'), 'sk_test_1', null],
    ['no signature', 'conto_claim=abcdefghijklmno', 'sk_test_1', null],
    ['no cookie', '', 'sk_test_1', null],
  ])('%s', (_name, cookie, secret, id) => expect(readClaimCookie(request(cookie), secret)).toBe(id))

  it('is Secure only over https', () => {
    expect(claimCookie('abcdefghijklmno', 's', true)).toMatch(/; Secure$/)
    expect(claimCookie('abcdefghijklmno', 's', false)).not.toMatch(/Secure/)
  })
})

describe('getWaiterCallPayload', () => {
  it.each([
    ['it', 'Tavolo 4', 'Il tavolo 4 chiede un cameriere.'],
    ['en', 'Table 4', 'Table 4 is asking for a waiter.'],
    ['', 'Tavolo 4', 'Il tavolo 4 chiede un cameriere.'],
  ])('%s', (language, title, body) => {
    expect(getWaiterCallPayload(language, { id: 't1', name: '4' })).toEqual({ title, body, url: '/admin/notifications', tag: 'waiter-call-t1' })
  })
})
