import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import enAuth from '../../locales/en/auth.json' with { type: 'json' }
import enDiner from '../../locales/en/diner.json' with { type: 'json' }
import enOffice from '../../locales/en/office.json' with { type: 'json' }
import itAuth from '../../locales/it/auth.json' with { type: 'json' }
import itCommon from '../../locales/it/common.json' with { type: 'json' }
import itDiner from '../../locales/it/diner.json' with { type: 'json' }
import itOffice from '../../locales/it/office.json' with { type: 'json' }
import { readRouteRefusal } from '../../api-functions/_lib/pocketbase-admin.ts'
import { SIGNUP_ERROR_CODES } from '@/features/auth/signup'
import { describeFunctionError, describeStaffFunctionError } from '@/lib/errors/describe-function-error'
import {
  FUNCTION_ERROR_CODES,
  STAFF_ONLY_ERROR_CODES,
  STAFF_WORDED_ERROR_CODES,
  getTranslatedCode,
  isDinerErrorCode,
  isFunctionErrorCode,
  type FunctionErrorCode,
} from '@/domain/function-error-codes'
import { FunctionError } from '@/lib/api/functions-client'
import { i18n } from '@/lib/i18n/i18n'

const root = fileURLToPath(new URL('../..', import.meta.url))

function listFiles(folder: string, ending: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ending))
    .map((name) => join(root, folder, name))
}

const functionFiles = listFiles('api-functions', '.ts')
const hookFiles = listFiles('pb_hooks', '.js')

/** Where a code is sent from, for the failure message. */
type Sent = { code: string; file: string }

// The functions name codes only through FUNCTION_ERROR_CODES (the TypeScript types see to it).
function findFunctionCodes(): Sent[] {
  const byName = FUNCTION_ERROR_CODES as Record<string, string>
  return functionFiles.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/FUNCTION_ERROR_CODES\.(\w+)/g)].map((match) => ({
      code: byName[match[1] ?? ''] ?? `FUNCTION_ERROR_CODES.${match[1]}`,
      file: relative(root, file),
    })),
  )
}

// pb_hooks are plain JS: a refusal writes its code as a string, either in the body
// (`{error: {code: 'table_not_found', message}}`) or as a helper's argument after the status
// (`refuse(409, 'bill_paid', message)`), or as a field's error code (`new ValidationError('line_paid', message)`).
function findHookCodes(): Sent[] {
  const patterns = [/\bcode:\s*'([^']*)'/g, /\(\s*[45]\d\d\s*,\s*'([a-z][a-z0-9_]*)'/g, /new ValidationError\(\s*'([a-z][a-z0-9_]*)'/g]
  return hookFiles.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ code: match[1] ?? '', file: relative(root, file) })))
  })
}

// Sign-up (pb_hooks/signup*.js) is not a function's answer: its codes are the sign-up page's own,
// listed in src/features/auth/signup.ts and worded in auth.json `signup.errors`.
const isSignupFile = (sent: Sent) => /^pb_hooks\/signup[^/]*\.js$/.test(sent.file)
const allHookCodes = findHookCodes()
const signupCodes = allHookCodes.filter(isSignupFile)
const sentCodes = [...findFunctionCodes(), ...allHookCodes.filter((sent) => !isSignupFile(sent))]

function translationsOf(code: FunctionErrorCode): Record<string, string | undefined> {
  if (isDinerErrorCode(code)) {
    const it = itDiner.payment.errors as Record<string, string>
    const en = enDiner.payment.errors as Record<string, string>
    return { 'it diner': it[code], 'en diner': en[code] }
  }
  const it = itOffice.functionErrors as Record<string, string>
  const en = enOffice.functionErrors as Record<string, string>
  return { 'it office': it[code], 'en office': en[code] }
}

describe('function error codes', () => {
  it('finds the codes the functions and pb_hooks send', () => {
    const codes = new Set(sentCodes.map((sent) => sent.code))
    // a scan that silently found nothing would pass everything below
    for (const code of ['invalid_request', 'rate_limited', 'session_ended', 'waiter_recently_called', 'company_not_found']) {
      expect(codes, code).toContain(code)
    }
  })

  it("every code the sign-up route sends is the sign-up page's and worded in it and en", () => {
    // a scan that found nothing would pass everything below
    expect(signupCodes.map((sent) => sent.code)).toEqual(expect.arrayContaining(['invalid_input', 'signup_closed']))
    for (const { code, file } of signupCodes) {
      expect(SIGNUP_ERROR_CODES as readonly string[], `${code} (${file}) is not in src/features/auth/signup.ts`).toContain(code)
      const it = itAuth.signup.errors as Record<string, string>
      const en = enAuth.signup.errors as Record<string, string>
      expect(it[code]?.trim(), `${code} (${file}) has no it auth translation`).toBeTruthy()
      expect(en[code]?.trim(), `${code} (${file}) has no en auth translation`).toBeTruthy()
    }
  })

  it('every code sent is listed in FUNCTION_ERROR_CODES and translated in it and en', () => {
    for (const { code, file } of sentCodes) {
      expect(isFunctionErrorCode(code), `${code} (${file}) is not in src/domain/function-error-codes.ts`).toBe(true)
      for (const [where, text] of Object.entries(translationsOf(code as FunctionErrorCode))) {
        expect(text?.trim(), `${code} (${file}) has no ${where} translation`).toBeTruthy()
      }
    }
  })

  it.each(Object.values(FUNCTION_ERROR_CODES))('%s is translated in it and en', (code) => {
    for (const [where, text] of Object.entries(translationsOf(code))) expect(text?.trim(), where).toBeTruthy()
  })

  it('office words exactly the staff codes', () => {
    expect(Object.keys(enOffice.functionErrors).sort()).toEqual([...STAFF_WORDED_ERROR_CODES].sort())
    expect(Object.keys(itOffice.functionErrors).sort()).toEqual([...STAFF_WORDED_ERROR_CODES].sort())
    for (const code of STAFF_ONLY_ERROR_CODES) expect(isDinerErrorCode(code)).toBe(false)
  })

  it.each([
    ['HttpError', /new HttpError\(/g],
    ['jsonError', /(?<![.\w])jsonError\(/g],
  ])('every %s call passes a code', (_name, pattern) => {
    for (const file of functionFiles) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(pattern)) {
        const call = readCall(text, (match.index ?? 0) + match[0].length)
        // declarations (`function jsonError(status…`) are not calls
        if (/^\s*status: number/.test(call)) continue
        expect(call, `${relative(root, file)}: ${match[0]}${call})`).toMatch(/FUNCTION_ERROR_CODES\.\w+|\bcode\b/)
      }
    }
  })

  it('recognises only the codes the SPA translates', () => {
    expect(getTranslatedCode({ code: 'payment_ended' })).toBe('payment_ended')
    expect(getTranslatedCode({ code: 'something_else' })).toBeUndefined()
    expect(getTranslatedCode(new Error('no code'))).toBeUndefined()
    expect(getTranslatedCode(null)).toBeUndefined()
  })

  it("speaks the diner's language for a known code, and passes other messages on", async () => {
    await i18n.changeLanguage('it')
    expect(describeFunctionError(new FunctionError(429, 'Too many requests.', 'rate_limited'))).toBe(itDiner.payment.errors.rate_limited)
    expect(describeFunctionError(new FunctionError(429, 'A waiter…', 'waiter_recently_called'))).toBe(
      itDiner.payment.errors.waiter_recently_called,
    )
    // without a code, the status in our words: never the server's English
    expect(describeFunctionError(new FunctionError(409, 'The rest of this bill is being paid right now.'))).toBe(itCommon.serverErrors.status['409'])
    // a staff-only code: the staff's words once their texts are loaded, else by its status
    expect([itOffice.functionErrors.sign_in_required, itCommon.serverErrors.status['401']]).toContain(
      describeFunctionError(new FunctionError(401, 'Sign in to continue.', 'sign_in_required')),
    )
  })

  it("speaks staff's words on staff screens, the diner's for shared codes", async () => {
    await i18n.changeLanguage('it')
    i18n.addResourceBundle('it', 'office', itOffice, true, true)
    expect(describeStaffFunctionError(new FunctionError(409, 'Refund…', 'nothing_to_refund'))).toBe(itOffice.functionErrors.nothing_to_refund)
    expect(describeStaffFunctionError(new FunctionError(503, 'Payments…', 'payments_not_configured'))).toBe(
      itOffice.functionErrors.payments_not_configured,
    )
    expect(describeStaffFunctionError(new FunctionError(502, 'Stripe…', 'provider_unavailable'))).toBe(itDiner.payment.errors.provider_unavailable)
    // no answer at all: our words, never the browser's English "Failed to fetch"
    expect(describeStaffFunctionError(new FunctionError(0, 'Failed to fetch'))).toBe('Nessuna connessione. Controlla internet e riprova.')
  })
})

describe("a PocketBase route's refusal", () => {
  it.each([
    ['the coded shape', { error: { code: 'table_not_found', message: 'No table.' } }, 'table_not_found', 'No table.'],
    ['an unknown code', { error: { code: 'brand_new', message: 'New.' } }, 'request_failed', 'New.'],
    ['the old {error: message} shape', { error: 'This bill has already been paid.' }, 'request_failed', 'This bill has already been paid.'],
    ['no body', null, 'request_failed', 'The request could not be completed.'],
    ["PocketBase's own {message}", { status: 400, message: 'Bad.', data: {} }, 'request_failed', 'Bad.'],
  ])('%s', (_name, body, code, message) => {
    expect(readRouteRefusal(body)).toEqual({ code, message })
  })
})

/** The text of a call's arguments, from just after its opening parenthesis to its closing one. */
function readCall(text: string, start: number): string {
  let depth = 1
  for (let index = start; index < text.length; index++) {
    const char = text[index]
    if (char === '(') depth++
    if (char === ')' && --depth === 0) return text.slice(start, index)
  }
  return text.slice(start)
}
