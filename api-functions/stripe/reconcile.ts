import type Stripe from 'stripe'
import type { Context } from '../_lib/context.ts'
import { HttpError } from '../_lib/http.ts'
import { callFunctionRoute } from '../_lib/pocketbase-admin.ts'
import type { FunctionRouteAnswer } from '../../src/domain/function-routes.ts'
import { createReservedRefund, reserveRefund } from '../_lib/refund-reservations.ts'
import type { StripeOutcome } from './outcome.ts'
import { readPaymentMethod } from './payment-method.ts'

/** A transaction as the payment routes (pb_hooks/payments-lib.js) describe it. */
export type TransactionState = FunctionRouteAnswer<'paymentStatus'>

function idOf(value: string | { id: string } | null | undefined): string {
  return typeof value === 'string' ? value : (value?.id ?? '')
}

/**
 * Applies a Stripe outcome for a session to its transaction (monotonic, in one PocketBase
 * transaction), then gives back any overpayment it revealed. Null when the session is not ours.
 */
export async function reconcileSession(
  ctx: Context,
  session: Stripe.Checkout.Session,
  outcome: StripeOutcome,
  source: string,
): Promise<TransactionState | null> {
  let state: TransactionState
  try {
    state = await callFunctionRoute(ctx.pocketbase, 'reconcilePayment', {}, {
      sessionId: session.id,
      transactionId: session.metadata?.transaction_id ?? '',
      outcome,
      paymentIntentId: idOf(session.payment_intent),
      email: session.customer_details?.email ?? session.customer_email ?? '',
      paymentMethod: outcome === 'paid' ? await readPaymentMethod(ctx, session) : '',
      source,
    })
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null
    throw error
  }
  if (state.refundDue > 0) return refundOverpayment(ctx, state)
  if (state.status === 'completed') await sendReceipt(ctx, state.id)
  return state
}

/** The diner's receipt e-mail (sent once, by PocketBase's mailer); a failure never fails the payment. */
async function sendReceipt(ctx: Context, transactionId: string): Promise<void> {
  try {
    await callFunctionRoute(ctx.pocketbase, 'sendReceipt', { transactionId }, {})
  } catch (error) {
    console.error(`Receipt for ${transactionId} not sent:`, error instanceof Error ? error.message : error)
  }
}

/**
 * Refunds what was paid twice. The refund reserves first (decision 019): a webhook and the result
 * page reconciling the same payment at once ask Stripe once; the other finds it in progress.
 */
export async function refundOverpayment(ctx: Context, state: TransactionState): Promise<TransactionState> {
  if (!state.paymentIntentId) {
    console.error(`Overpayment on ${state.id} cannot be refunded automatically: no PaymentIntent recorded.`)
    return state
  }
  const requestId = `overpayment-${state.refundDue}`
  try {
    // another delivery of the same payment made and recorded this refund a moment ago: Stripe
    // would answer the same key with the same refund, but there is nothing to ask
    if ((await reserveRefund(ctx, state.id, state.refundDue, requestId)) === 'recorded') return state
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error
    console.warn(`Overpayment on ${state.id} not refunded here: ${error.message}`)
    return state
  }
  const refund = await createReservedRefund(ctx, state.id, requestId, {
    payment_intent: state.paymentIntentId,
    amount: state.refundDue,
    reason: 'duplicate',
    metadata: { transaction_id: state.id, conto_reason: 'overpayment' },
  })
  if (refund.status === 'failed' || refund.status === 'canceled') return state
  return callFunctionRoute(ctx.pocketbase, 'recordRefund', { transactionId: state.id }, {
    refundId: refund.id,
    amount: state.refundDue,
    reason: 'overpayment',
    requestId,
  })
}
