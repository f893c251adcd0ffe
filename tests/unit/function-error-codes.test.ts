import { describe, expect, it } from 'vitest'
import enDiner from '../../locales/en/diner.json' with { type: 'json' }
import itDiner from '../../locales/it/diner.json' with { type: 'json' }
import { describeFunctionError } from '@/lib/describe-function-error'
import { FUNCTION_ERROR_CODES, getTranslatedCode } from '@/lib/function-error-codes'
import { FunctionError } from '@/lib/functions-client'
import { i18n } from '@/lib/i18n'

describe('function error codes', () => {
  it.each(Object.values(FUNCTION_ERROR_CODES))('%s is translated in it and en', (code) => {
    expect((itDiner.payment.errors as Record<string, string>)[code]).toBeTruthy()
    expect((enDiner.payment.errors as Record<string, string>)[code]).toBeTruthy()
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
    expect(describeFunctionError(new FunctionError(409, 'The rest of this bill is being paid right now.'))).toBe('The rest of this bill is being paid right now.')
  })
})
