import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import { perContext, type Context } from '../_lib/context.ts'
import { HttpError, json, readJson } from '../_lib/http.ts'
import { callFunctionRoute } from '../_lib/pocketbase-admin.ts'
import { createRecentAnswers } from '../_lib/recent-answers.ts'
import { callStripe } from '../_lib/stripe.ts'
import { parseInput } from '../_lib/validation.ts'
import { sessionRequestSchema } from '../../src/domain/checkout-contract.ts'
import { getSessionOutcome, toCheckoutStatus } from './outcome.ts'
import { reconcileSession, type TransactionState } from './reconcile.ts'

/**
 * How often one session is read from Stripe at most. Stripe's read limit is per platform account:
 * 600 polls of one session must not become 600 reads and fail every restaurant's refunds.
 */
export const SESSION_READ_INTERVAL_MS = 3_000

/**
 * POST /api/stripe/get-checkout-session {sessionId} → {id, status}. Polled every second by the
 * result page: a settled transaction answers from PocketBase alone; a pending one is reconciled
 * with Stripe first, exactly as the webhook would (the two may race; neither moves a status back),
 * at most once every SESSION_READ_INTERVAL_MS per session (the webhook usually settles it first).
 */
export async function getCheckoutSession(request: Request, ctx: Context): Promise<Response> {
  const { sessionId } = parseInput(sessionRequestSchema, await readJson(request))
  let state = await callFunctionRoute(ctx.pocketbase, 'paymentStatus', {}, { sessionId })
  if (state.status === 'pending' || state.refundDue > 0) {
    const reconciled = await getRecentReads(ctx).get(sessionId, () => reconcileFromStripe(ctx, sessionId))
    if (!reconciled) throw new HttpError(404, 'Payment not found.', FUNCTION_ERROR_CODES.paymentNotFound)
    state = reconciled
  }
  return json({ id: sessionId, status: toCheckoutStatus(state.status) })
}

async function reconcileFromStripe(ctx: Context, sessionId: string): Promise<TransactionState | null> {
  // expanded so a completed payment's method is recorded without another call to Stripe
  const session = await callStripe('checkout.sessions.retrieve', () =>
    ctx.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.payment_method'] }),
  )
  return reconcileSession(ctx, session, getSessionOutcome(session), 'status')
}

const getRecentReads = perContext(() => createRecentAnswers<TransactionState | null>(SESSION_READ_INTERVAL_MS))
