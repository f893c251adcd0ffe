import { FUNCTION_ERROR_CODES } from '../../src/lib/function-error-codes.ts'
import { claimCookie, readClaimCookie } from '../_lib/claim-cookie.ts'
import type { Context } from '../_lib/context.ts'
import { areDemoPaymentsOn } from '../_lib/env.ts'
import { HttpError, json, readJson } from '../_lib/http.ts'
import { callStripe } from '../_lib/stripe.ts'
import { parseInput } from '../_lib/validation.ts'
import { checkoutRequestSchema } from './checkout-request.ts'
import { attachSession, claimBill, releaseClaim } from './claims.ts'
import { buildSessionParams, CLAIM_SECONDS } from './session-params.ts'

/**
 * POST /api/stripe/create-checkout-session {tableId, tips, split} → {clientSecret, sessionId,
 * demo, amounts}. The server decides the amount: it claims it atomically in PocketBase, then opens a
 * Stripe Checkout Session for exactly that claim (docs/decisions/007-claims.md).
 */
export async function createCheckoutSession(request: Request, ctx: Context): Promise<Response> {
  const input = parseInput(checkoutRequestSchema, await readJson(request))
  const secret = ctx.config.STRIPE_SECRET_KEY
  const claim = await claimBill(ctx, input, {
    claimSeconds: CLAIM_SECONDS,
    replaceTransactionId: readClaimCookie(request, secret),
  })
  const transactionId = claim.transaction.id
  if (claim.released?.sessionId) await expireQuietly(ctx, claim.released.sessionId)

  const params = buildSessionParams({
    claim,
    appUrl: ctx.config.PUBLIC_APP_URL,
    applicationFeeBps: ctx.config.CONTO_APPLICATION_FEE_BPS,
    nowSeconds: Math.floor(Date.now() / 1000),
  })
  let session
  try {
    // the key is the claim: a retried request can never open a second session for it
    session = await callStripe('checkout.sessions.create', () =>
      ctx.stripe.checkout.sessions.create(params, { idempotencyKey: `conto-claim-${transactionId}` }),
    )
    if (!session.client_secret) throw new HttpError(502, 'The payment provider did not open a checkout. Please try again.', FUNCTION_ERROR_CODES.providerUnavailable)
  } catch (error) {
    await releaseClaim(ctx, transactionId, 'checkout_failed').catch((release: unknown) => console.error(release))
    throw error
  }

  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? '')
  await attachSession(ctx, transactionId, session.id, paymentIntent)
  const response = json({
    clientSecret: session.client_secret,
    sessionId: session.id,
    // the payment page shows the test payment form instead of Stripe's elements
    demo: areDemoPaymentsOn(ctx.config),
    amounts: {
      currency: claim.transaction.currency,
      base: claim.transaction.base,
      tip: claim.transaction.tip,
      total: claim.transaction.total,
    },
  })
  response.headers.append('set-cookie', claimCookie(transactionId, secret, ctx.config.PUBLIC_APP_URL.startsWith('https:')))
  return response
}

/** A replaced claim's session should not be payable any more; if this fails, the overpayment check still holds. */
async function expireQuietly(ctx: Context, sessionId: string): Promise<void> {
  try {
    await ctx.stripe.checkout.sessions.expire(sessionId)
  } catch (error) {
    console.warn(`Could not expire replaced session ${sessionId}:`, (error as Error).message)
  }
}
