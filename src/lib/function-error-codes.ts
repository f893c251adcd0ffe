// The `code` of each error our functions send that the SPA translates (locales/*/diner.json
// `payment.errors`). The functions import these names, so a code is never spelled twice; a unit
// test fails when a locale lacks one. No imports: the functions load this file in plain Node.
export const FUNCTION_ERROR_CODES = {
  rateLimited: 'rate_limited',
  paymentOtherDevice: 'payment_other_device',
  paymentEnded: 'payment_ended',
  paymentNotRecorded: 'payment_not_recorded',
} as const

export type FunctionErrorCode = (typeof FUNCTION_ERROR_CODES)[keyof typeof FUNCTION_ERROR_CODES]

/** The error's code when it is one the SPA translates. */
export function getTranslatedCode(error: unknown): FunctionErrorCode | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return (Object.values(FUNCTION_ERROR_CODES) as string[]).includes(code as string) ? (code as FunctionErrorCode) : undefined
}
