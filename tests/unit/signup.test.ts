// Sign-up's rules on both sides: the form (src/features/auth/signup.ts) and the route
// (pb_hooks/signup-lib.js) check a field the same way and speak the same codes, and every code
// the route can send has words in it and en. Their bounds are one source's
// (src/domain/shared-rules.ts, tests/unit/shared-rules.test.ts); the checks themselves are each side's own.
import { ClientResponseError } from 'pocketbase'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import enAuth from '../../locales/en/auth.json' with { type: 'json' }
import itAuth from '../../locales/it/auth.json' with { type: 'json' }
import { loadHookLib } from '../support/hook-lib.ts'
import {
  describeSignupError,
  SIGNUP_FIELD_CODES,
  validateSignup,
  type SignupValues,
} from '@/features/auth/signup'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/domain/shared-rules'

interface SignupLib {
  isSignupOpen(value: string | undefined): boolean
  validateSignup(body: unknown): { values: Record<string, string>; fields: Record<string, string> }
  readSaveErrors(stage: 'company' | 'user', details: unknown): Record<string, string> | null
  verificationMail(c: Record<string, unknown>): { subject: string; html: string; text: string; link: string }
}

const lib = loadHookLib<SignupLib>('signup-lib.js')
const good: SignupValues = { companyName: 'Osteria', name: 'Giulia', email: 'giulia@osteria.it', password: 'Tavola-Calda-7', passwordConfirm: 'Tavola-Calda-7' }

describe('the form and the route agree', () => {
  it('on the field codes: every one the route writes is one the form shows', () => {
    const route = readFileSync(new URL('../../pb_hooks/signup-lib.js', import.meta.url), 'utf8')
    // `fields.x = 'code'` and the codes readSaveErrors picks between (not what it compares with)
    const written = [...route.matchAll(/fields(?:\.\w+|\[\w+\]) = ([^\n]*)/g)].flatMap((line) =>
      [...(line[1] ?? '').matchAll(/(?<!=== )'([a-z_]+)'/g)].map((code) => code[1]),
    )
    expect(new Set(written)).toEqual(new Set(SIGNUP_FIELD_CODES))
  })

  it.each<[string, Partial<SignupValues>, Record<string, string>]>([
    ['everything right', {}, {}],
    ['spaces around the text', { companyName: '  Osteria ', email: ' giulia@osteria.it ' }, {}],
    ['all blank', { companyName: ' ', name: '', email: '', password: '', passwordConfirm: '' }, { companyName: 'required', name: 'required', email: 'required', password: 'required', passwordConfirm: 'required' }],
    ['long names', { companyName: 'x'.repeat(121), name: 'y'.repeat(121) }, { companyName: 'too_long', name: 'too_long' }],
    ['names of exactly 120', { companyName: 'x'.repeat(120), name: 'y'.repeat(120) }, {}],
    ['a malformed e-mail', { email: 'giulia@osteria' }, { email: 'invalid_email' }],
    ['an e-mail with a space', { email: 'giu lia@osteria.it' }, { email: 'invalid_email' }],
    ['a password one short', { password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1), passwordConfirm: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) }, { password: 'too_short' }],
    ['a password of the minimum', { password: 'x'.repeat(PASSWORD_MIN_LENGTH), passwordConfirm: 'x'.repeat(PASSWORD_MIN_LENGTH) }, {}],
    ['a password one too long', { password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1), passwordConfirm: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }, { password: 'too_long' }],
    ['passwords that differ', { passwordConfirm: 'Tavola-Calda-8' }, { passwordConfirm: 'mismatch' }],
    ['passwords that differ only by a space', { passwordConfirm: 'Tavola-Calda-7 ' }, { passwordConfirm: 'mismatch' }],
    ['a confirmation without a password', { password: '' }, { password: 'required' }],
  ])('%s', (_name, overrides, fields) => {
    const values = { ...good, ...overrides }
    expect(validateSignup(values)).toEqual(fields)
    expect(lib.validateSignup({ ...values, language: 'it' }).fields).toEqual(fields)
  })
})

describe('the route', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    [' FALSE ', false],
    ['0', false],
    ['off', false],
    ['Off', false],
  ])('CONTO_OPEN_SIGNUP=%s → open %s', (value, open) => {
    expect(lib.isSignupOpen(value)).toBe(open)
  })

  it('defaults the company to EUR and Italy, and upper-cases what it is given', () => {
    expect(lib.validateSignup({ ...good }).values).toMatchObject({ language: 'it', country: 'IT', currency: 'EUR' })
    expect(lib.validateSignup({ ...good, country: 'ch', currency: 'chf', language: 'en' })).toMatchObject({
      values: { country: 'CH', currency: 'CHF', language: 'en' },
      fields: {},
    })
  })

  it("reads PocketBase's own refusal to save a record as field codes", () => {
    expect(lib.readSaveErrors('user', { email: 'Value must be unique.' })).toEqual({ email: 'email_taken' })
    expect(lib.readSaveErrors('user', { email: 'must be a valid email address', name: 'the length must be no more than 120' })).toEqual({ email: 'invalid_email', name: 'invalid' })
    expect(lib.readSaveErrors('company', { name: 'cannot be blank', default_currency: 'invalid value' })).toEqual({ companyName: 'invalid', currency: 'invalid' })
    expect(lib.readSaveErrors('user', { tokenKey: 'cannot be blank' })).toBeNull()
    expect(lib.readSaveErrors('user', null)).toBeNull()
  })

  it.each(['it', 'en', 'de'])('writes the verification e-mail in %s (Italian for other languages), linking to the app', (language) => {
    const mail = lib.verificationMail({ language, appUrl: 'https://pay.example.com/', token: 'a.b<c', tokenSeconds: 259200, name: 'Giulia <3', company: 'Osteria & Co' })
    expect(mail.link).toBe(`https://pay.example.com/verify-email?token=a.b%3Cc&lang=${language === 'en' ? 'en' : 'it'}`)
    expect(mail.text).toContain(mail.link)
    expect(mail.text).toContain(language === 'en' ? '3 days' : '3 giorni')
    expect(mail.html).toContain('Giulia &lt;3')
    expect(mail.html).toContain('Osteria &amp; Co')
    expect(mail.html).not.toContain('<3')
  })
})

describe("the form's reading of a refusal", () => {
  const refusal = (status: number, response: unknown) => new ClientResponseError({ status, response })

  it.each([
    ['field codes', refusal(400, { error: { code: 'invalid_input', message: 'x', fields: { email: 'email_taken', password: 'bogus' } } }), { kind: 'fields', fields: { email: 'email_taken' } }],
    ['closed', refusal(403, { error: { code: 'signup_closed', message: 'x' } }), { kind: 'closed' }],
    ['too many', refusal(429, { status: 429, message: 'Too Many Requests.' }), { kind: 'rateLimited' }],
    ['offline', refusal(0, {}), { kind: 'offline' }],
    ['anything else', refusal(500, { message: 'Boom.' }), { kind: 'other', message: 'Boom.' }],
  ])('%s', (_name, error, described) => {
    expect(describeSignupError(error)).toEqual(described)
  })
})

describe('words', () => {
  it.each(SIGNUP_FIELD_CODES)('field code %s is worded in it and en', (code) => {
    expect(itAuth.signup.fieldErrors[code].trim()).not.toBe('')
    expect(enAuth.signup.fieldErrors[code].trim()).not.toBe('')
  })
})
