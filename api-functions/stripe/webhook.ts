import type Stripe from 'stripe'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import type { Context } from '../_lib/context.ts'
import { HttpError, json, readBody } from '../_lib/http.ts'
import { callFunctionRoute } from '../_lib/pocketbase-admin.ts'
import type { FunctionRouteBody } from '../../src/domain/function-routes.ts'
import { callStripe } from '../_lib/stripe.ts'
import { getEventOutcome } from './outcome.ts'
import { reconcileSession } from './reconcile.ts'
import { markEventHandled, wasEventHandled } from './stripe-events.ts'

/**
 * POST /api/stripe/webhook. Verifies Stripe's signature on the raw body, answers a replayed event
 * at once (deduped by event id), and applies each event through the same monotonic routes as
 * get-checkout-session, so any order of delivery ends in the same state (docs/decisions/008).
 */
export async function stripeWebhook(request: Request, ctx: Context): Promise<Response> {
  const signature = request.headers.get('stripe-signature')
  if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header.', FUNCTION_ERROR_CODES.invalidSignature)
  const event = verifyEvent(ctx, await readBody(request), signature)
  if (await wasEventHandled(ctx, event.id)) return json({ received: true, duplicate: true })
  await handleEvent(ctx, event)
  await markEventHandled(ctx, event)
  return json({ received: true })
}

/** Any of the configured secrets (comma-separated: platform and Connect endpoints) may have signed it. */
function verifyEvent(ctx: Context, payload: string, signature: string): Stripe.Event {
  for (const secret of ctx.config.STRIPE_WEBHOOK_SECRET.split(',')) {
    try {
      return ctx.stripe.webhooks.constructEvent(payload, signature, secret.trim())
    } catch {
      // try the next secret
    }
  }
  throw new HttpError(400, 'Invalid Stripe signature.', FUNCTION_ERROR_CODES.invalidSignature)
}

async function handleEvent(ctx: Context, event: Stripe.Event): Promise<void> {
  const source = `webhook:${event.id}`
  if (event.type.startsWith('checkout.session.')) {
    const session = event.data.object as Stripe.Checkout.Session
    const outcome = getEventOutcome(event.type, session)
    if (outcome) await reconcileSession(ctx, session, outcome, source)
    return
  }
  if (event.type === 'charge.refunded') return recordChargeRefund(ctx, event.data.object as Stripe.Charge, source)
  if (event.type === 'account.updated') {
    const account = event.data.object as Stripe.Account
    await callFunctionRoute(ctx.pocketbase, 'stripeAccountStatus', {}, {
      accountId: account.id,
      detailsSubmitted: account.details_submitted === true,
      chargesEnabled: account.charges_enabled === true,
      payoutsEnabled: account.payouts_enabled === true,
    })
  }
}

async function recordChargeRefund(ctx: Context, charge: Stripe.Charge, source: string): Promise<void> {
  const paymentIntentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? '')
  const refund = { chargeId: charge.id, paymentIntentId, amountRefunded: charge.amount_refunded, source }
  if (await sendChargeRefund(ctx, refund)) return
  // delivered before the completion that tells us the PaymentIntent: ask Stripe whose it is
  const sessions = paymentIntentId
    ? await callStripe('checkout.sessions.list', () => ctx.stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 }))
    : null
  const session = sessions?.data[0]
  const found = session && (await sendChargeRefund(ctx, { ...refund, sessionId: session.id, transactionId: session.metadata?.transaction_id ?? '' }))
  // a charge of another integration on the same Stripe account is none of ours
  if (!found) console.warn(`charge.refunded for unknown charge ${charge.id} ignored.`)
}

/** False when no transaction matches. */
async function sendChargeRefund(ctx: Context, body: FunctionRouteBody<'chargeRefunded'>): Promise<boolean> {
  try {
    await callFunctionRoute(ctx.pocketbase, 'chargeRefunded', {}, body)
    return true
  } catch (error) {
    if ((error as { status?: number }).status === 404) return false
    throw error
  }
}
