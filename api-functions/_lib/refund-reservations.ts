import Stripe from 'stripe'
import type { Context } from './context.ts'
import { callFunctionRoute } from './pocketbase-admin.ts'
import { toStripeHttpError } from './stripe.ts'

// Refunds reserve what they give back before Stripe is asked (docs/decisions/019-one-ledger.md):
// the reservation is checked against total − refunded − reserved in one PocketBase transaction,
// so any number of concurrent refunds never ask Stripe for more than the charge.

/**
 * Where a refund request stands once reserved: new, a retry of one not yet recorded (ask Stripe
 * again with the same key), or one already recorded.
 */
export type ReservationState = 'new' | 'retry' | 'recorded'

/** Reserves `amount` of a payment for one refund request; a refusal throws the route's HttpError. */
export async function reserveRefund(ctx: Context, transactionId: string, amount: number, requestId: string): Promise<ReservationState> {
  const answer = await callFunctionRoute(ctx.pocketbase, 'reserveRefund', { transactionId }, { amount, requestId })
  return answer.state
}

/** Gives a reservation back when Stripe made no refund; one that cannot be given back lapses (15 min). */
export async function releaseRefund(ctx: Context, transactionId: string, requestId: string): Promise<void> {
  try {
    await callFunctionRoute(ctx.pocketbase, 'releaseRefund', { transactionId, requestId }, {})
  } catch (error) {
    console.error(`Refund reservation ${requestId} of ${transactionId} not released:`, error instanceof Error ? error.message : error)
  }
}

/**
 * Asks Stripe for a reserved refund, with the request's idempotency key. The reservation is given
 * back when Stripe surely made no refund (it refused, or the refund failed); after a network error
 * it is kept until it lapses, and Stripe's charge.refunded counts a refund it did make.
 */
export async function createReservedRefund(
  ctx: Context,
  transactionId: string,
  requestId: string,
  params: Stripe.RefundCreateParams,
): Promise<Stripe.Refund> {
  let refund: Stripe.Refund
  try {
    refund = await ctx.stripe.refunds.create(params, { idempotencyKey: `conto-refund-${transactionId}-${requestId}` })
  } catch (error) {
    console.error('Stripe refunds.create failed:', error instanceof Error ? error.message : error)
    const refused = error instanceof Stripe.errors.StripeError && error.statusCode !== undefined && error.statusCode < 500
    if (refused) await releaseRefund(ctx, transactionId, requestId)
    throw toStripeHttpError(error)
  }
  if (refund.status === 'failed' || refund.status === 'canceled') await releaseRefund(ctx, transactionId, requestId)
  return refund
}
