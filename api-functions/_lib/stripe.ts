import Stripe from 'stripe'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import type { FunctionsConfig } from './env.ts'
import { HttpError } from './http.ts'

/** The functions' Stripe client; STRIPE_API_URL points it elsewhere (stripe-mock in tests). */
export function createStripe(config: Pick<FunctionsConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe {
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: 'Conto' },
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
    }),
  })
}

/**
 * What a caller is told when Stripe fails: a message the UI can show, never Stripe's internals.
 * Amounts Stripe refuses as too small are the caller's to fix (400); the rest is Stripe's side (502).
 */
export function toStripeHttpError(error: unknown): HttpError {
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'amount_too_small') {
    return new HttpError(400, 'This amount is below the smallest card payment allowed. Please pay a larger share.', FUNCTION_ERROR_CODES.amountTooSmall)
  }
  return new HttpError(502, 'The payment provider cannot be reached right now. Please try again in a moment.', FUNCTION_ERROR_CODES.providerUnavailable)
}

/** Runs a Stripe call, turning its failures into an HttpError (logged with the detail). */
export async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    console.error(`Stripe ${what} failed:`, error instanceof Error ? error.message : error)
    throw toStripeHttpError(error)
  }
}
