/** What Stripe's confirm() can answer with on failure (the fields we read). */
export interface ConfirmErrorLike {
  message?: string | null
  code?: string | null
}

/** The provider's message, else 'Unknown error occurred - {code}' (SPEC §8). */
export function describeConfirmError(error: ConfirmErrorLike, unknown: (code: string) => string): string {
  const message = error.message?.trim()
  if (message) return message
  return unknown(error.code?.trim() || 'unknown')
}

// Deliberately loose: the receipt address is checked for shape here and for real by Stripe.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** True for something that looks like an e-mail address (after trimming). */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}
