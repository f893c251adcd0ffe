import { EMAIL_PATTERN } from '@/domain/shared-rules'

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
const EMAIL = new RegExp(EMAIL_PATTERN)

/** True for something that looks like an e-mail address (after trimming). */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}

/** What the diner can do when a checkout cannot start. */
export type CheckoutNextStep = 'bill' | 'wait' | 'retry' | 'waiter'

const BACK_TO_BILL: readonly string[] = ['bill_paid', 'items_taken', 'shares_taken', 'share_unavailable', 'nothing_to_pay']
const TRY_AGAIN: readonly string[] = ['provider_unavailable', 'rate_limited']

/**
 * The right next step for a failed create-checkout-session: back to the bill when it changed
 * under the diner, wait (or call a waiter) while someone else pays, try again after a passing
 * failure or without a network, else call a waiter.
 */
export function getCheckoutNextStep(error: unknown): CheckoutNextStep {
  const { code, status } = (error ?? {}) as { code?: unknown; status?: unknown }
  if (typeof code === 'string' && BACK_TO_BILL.includes(code)) return 'bill'
  if (code === 'bill_being_paid') return 'wait'
  if (typeof code === 'string' && TRY_AGAIN.includes(code)) return 'retry'
  // no answer at all (offline, a dropped connection): the same request may well work next time
  if (status === 0 || error instanceof TypeError) return 'retry'
  return 'waiter'
}
