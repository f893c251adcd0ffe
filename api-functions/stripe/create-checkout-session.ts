import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import { claimCookie, hashClientAddress, readClaimCookie } from '../_lib/claim-cookie.ts'
import { perContext, type Context } from '../_lib/context.ts'
import { areDemoPaymentsOn } from '../_lib/env.ts'
import { HttpError, json, readJson } from '../_lib/http.ts'
import { createRateLimiter, getClientAddress, rateLimitedResponse } from '../_lib/rate-limit.ts'
import { callStripe } from '../_lib/stripe.ts'
import { parseInput } from '../_lib/validation.ts'
import { checkoutRequestSchema } from '../../src/domain/checkout-contract.ts'
import { attachSession, claimBill, expireSessions, releaseClaim } from './claims.ts'
import { buildSessionParams } from './session-params.ts'

/**
 * POST /api/stripe/create-checkout-session {tableId, tips, split} → {clientSecret, sessionId,
 * demo, amounts, claim}. The server decides the amount: it claims it atomically in PocketBase, then
 * opens a Stripe Checkout Session for exactly that claim (docs/decisions/007 and 018). The claim
 * lives `claim.heartbeatSeconds`-renewed while the payment page is open.
 */
export async function createCheckoutSession(request: Request, ctx: Context): Promise<Response> {
  const input = parseInput(checkoutRequestSchema, await readJson(request))
  const tableLimiter = getTableLimiter(ctx)
  const full = tableLimiter.peek(input.tableId)
  if (!full.allowed) return rateLimitedResponse(full.retryAfter)
  const secret = ctx.config.STRIPE_SECRET_KEY
  const claim = await claimBill(ctx, input, {
    client: hashClientAddress(getClientAddress(request), secret),
    replaceTransactionId: readClaimCookie(request, secret),
  })
  // only a granted claim counts: refused requests (an item not on the bill…) hold nothing, and
  // counting them let 20 junk requests a minute lock every diner of the table out
  tableLimiter.take(input.tableId)
  const transactionId = claim.transaction.id
  await expireSessions(ctx, claim.released ? [claim.released, ...claim.lapsed] : claim.lapsed)

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
    if (!session.client_secret) {
      throw new HttpError(502, 'The payment provider did not open a checkout. Please try again.', FUNCTION_ERROR_CODES.providerUnavailable)
    }
  } catch (error) {
    await releaseClaim(ctx, transactionId, 'checkout_failed').catch((release: unknown) => console.error(release))
    throw error
  }

  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? '')
  const attached = await attachSession(ctx, transactionId, session.id, paymentIntent)
  if (attached.status !== 'pending') {
    // staff took a payment or closed the bill while the session was being opened (decision 026)
    await expireSessions(ctx, [{ id: transactionId, sessionId: session.id }])
    throw new HttpError(409, 'This payment has ended. Please start it again.', FUNCTION_ERROR_CODES.claimEnded)
  }
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
    claim: { expiresAt: claim.transaction.claimExpiresAt, heartbeatSeconds: ctx.config.CONTO_CLAIM_HEARTBEAT_SECONDS },
  })
  response.headers.append('set-cookie', claimCookie(transactionId, secret, ctx.config.PUBLIC_APP_URL.startsWith('https:')))
  return response
}

// Per table, whoever asks: a script with a photo of the QR and no cookies can be granted only so
// many claims a minute on one table, each of which lapses in CONTO_CLAIM_IDLE_SECONDS (decision 018).
const getTableLimiter = perContext((ctx) => createRateLimiter({ maxRequests: ctx.config.CONTO_TABLE_CHECKOUTS_PER_MINUTE, windowSeconds: 60 }))
