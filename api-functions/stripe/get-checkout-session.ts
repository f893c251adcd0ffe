import { FUNCTION_ERROR_CODES } from '../../src/lib/function-error-codes.ts'
import type { Context } from '../_lib/context.ts'
import { HttpError, json, readJson } from '../_lib/http.ts'
import { callRoute } from '../_lib/pocketbase-admin.ts'
import { callStripe } from '../_lib/stripe.ts'
import { parseInput } from '../_lib/validation.ts'
import { sessionRequestSchema } from './checkout-request.ts'
import { getSessionOutcome, toCheckoutStatus } from './outcome.ts'
import { reconcileSession, type TransactionState } from './reconcile.ts'

/**
 * POST /api/stripe/get-checkout-session {sessionId} → {id, status}. Polled every second by the
 * result page: a settled transaction answers from PocketBase alone; a pending one is reconciled
 * with Stripe first, exactly as the webhook would (the two may race; neither moves a status back).
 */
export async function getCheckoutSession(request: Request, ctx: Context): Promise<Response> {
  const { sessionId } = parseInput(sessionRequestSchema, await readJson(request))
  let state = await callRoute<TransactionState>(ctx.pocketbase, '/api/conto/payments/status', { sessionId })
  if (state.status === 'pending' || state.refundDue > 0) {
    // expanded so a completed payment's method is recorded without another call to Stripe
    const session = await callStripe('checkout.sessions.retrieve', () =>
      ctx.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.payment_method'] }),
    )
    const reconciled = await reconcileSession(ctx, session, getSessionOutcome(session), 'status')
    if (!reconciled) throw new HttpError(404, 'Payment not found.', FUNCTION_ERROR_CODES.paymentNotFound)
    state = reconciled
  }
  return json({ id: sessionId, status: toCheckoutStatus(state.status) })
}
