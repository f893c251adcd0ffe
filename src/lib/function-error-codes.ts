import { i18n } from '@/lib/i18n'
import { getErrorMessage } from '@/lib/pocketbase-errors'

// The `code` of each error our functions send that the SPA translates (locales/*/diner.json
// `payment.errors`). The functions import these names, so a code is never spelled twice; a unit
// test fails when a locale lacks one.
export const FUNCTION_ERROR_CODES = {
  rateLimited: 'rate_limited',
  paymentOtherDevice: 'payment_other_device',
  paymentEnded: 'payment_ended',
  paymentNotRecorded: 'payment_not_recorded',
} as const

export type FunctionErrorCode = (typeof FUNCTION_ERROR_CODES)[keyof typeof FUNCTION_ERROR_CODES]

/**
 * What to tell the diner about a failed function call: the translation of its code, else the
 * server's or the client's message.
 */
export function describeFunctionError(error: unknown): string {
  const code = getTranslatedCode(error)
  return code ? i18n.t(`payment.errors.${code}`, { ns: 'diner' }) : getErrorMessage(error)
}

/** The error's code when it is one the SPA translates. */
export function getTranslatedCode(error: unknown): FunctionErrorCode | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return (Object.values(FUNCTION_ERROR_CODES) as string[]).includes(code as string) ? (code as FunctionErrorCode) : undefined
}
