import type Stripe from 'stripe'
import { isPaidStatus } from '../../src/domain/paid-statuses.ts'

/** What Stripe says happened to a checkout, in our terms. */
export type StripeOutcome = 'paid' | 'processing' | 'failed' | 'expired' | 'open'

/** Our transaction's statuses (pb_migrations/1763700070_created_transactions.js). */
export type TransactionStatus = 'pending' | 'completed' | 'failed' | 'refunded' | 'partially_refunded'

/** The status the diner's result page shows (SPEC §4: completed, pending, anything else an error). */
export type CheckoutStatus = 'completed' | 'pending' | 'failed'

/** A session as read from Stripe: complete+paid is paid, complete+unpaid a delayed method still settling. */
export function getSessionOutcome(session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>): StripeOutcome {
  if (session.status === 'expired') return 'expired'
  if (session.status !== 'complete') return 'open'
  return session.payment_status === 'unpaid' ? 'processing' : 'paid'
}

/** A checkout.session.* webhook event; other events have no checkout outcome. */
export function getEventOutcome(type: string, session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>): StripeOutcome | null {
  switch (type) {
    case 'checkout.session.completed':
      return session.payment_status === 'unpaid' ? 'processing' : 'paid'
    case 'checkout.session.async_payment_succeeded':
      return 'paid'
    case 'checkout.session.async_payment_failed':
      return 'failed'
    case 'checkout.session.expired':
      return 'expired'
    default:
      return null
  }
}

/** A refunded payment is shown as failed: the diner's money went back, the bill is open again. */
export function toCheckoutStatus(status: string): CheckoutStatus {
  if (isPaidStatus(status)) return 'completed'
  if (status === 'pending') return 'pending'
  return 'failed'
}
