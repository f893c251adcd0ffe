import { z } from 'zod'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import { readClaimCookie } from '../_lib/claim-cookie.ts'
import type { Context } from '../_lib/context.ts'
import { areDemoPaymentsOn } from '../_lib/env.ts'
import { HttpError, json, readJson } from '../_lib/http.ts'
import { callFunctionRoute } from '../_lib/pocketbase-admin.ts'
import { parseInput } from '../_lib/validation.ts'
import { sessionRequestSchema } from '../../src/domain/checkout-contract.ts'
import type { TransactionState } from './reconcile.ts'
import { stripeWebhook } from './webhook.ts'

/** What the test form may pay with: a test card, or Satispay as a euro table offers it. */
const DEMO_METHODS = ['test_payment', 'satispay'] as const
const demoPaymentSchema = sessionRequestSchema.extend({
  email: z.email({ message: 'must be an e-mail address' }),
  method: z.enum(DEMO_METHODS).default('test_payment'),
})

/**
 * POST /api/stripe/demo-payment {sessionId, email}: the test payment form's "pay" (docs/decisions/016).
 * Only with CONTO_DEMO_PAYMENTS=1 against stripe-mock. It plays Stripe's part and nothing more:
 * a signed checkout.session.completed for the claim this browser holds, delivered to the real
 * webhook, which reconciles it exactly as it would a card payment.
 */
export async function payDemoCheckout(request: Request, ctx: Context): Promise<Response> {
  if (!areDemoPaymentsOn(ctx.config)) throw new HttpError(404, 'Not found.', FUNCTION_ERROR_CODES.notFound)
  const { sessionId, email, method } = parseInput(demoPaymentSchema, await readJson(request))
  const state = await callFunctionRoute(ctx.pocketbase, 'paymentStatus', {}, { sessionId })
  // only the browser that opened this checkout may pay it, as only it holds Stripe's client secret
  if (readClaimCookie(request, ctx.config.STRIPE_SECRET_KEY) !== state.id) {
    throw new HttpError(403, 'This payment was started on another device. Please start it again here.', FUNCTION_ERROR_CODES.paymentOtherDevice)
  }
  if (state.status !== 'pending') {
    throw new HttpError(409, 'This payment has already ended. Please start a new one.', FUNCTION_ERROR_CODES.paymentEnded)
  }

  const payload = JSON.stringify(completedEvent(state, email, method))
  const [secret = ''] = ctx.config.STRIPE_WEBHOOK_SECRET.split(',')
  const signature = ctx.stripe.webhooks.generateTestHeaderString({ payload, secret: secret.trim() })
  const delivery = new Request(new URL('/api/stripe/webhook', ctx.config.PUBLIC_APP_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
  const delivered = await stripeWebhook(delivery, ctx)
  if (!delivered.ok) throw new HttpError(502, 'The test payment could not be recorded. Please try again.', FUNCTION_ERROR_CODES.paymentNotRecorded)
  return json({ id: sessionId, status: 'completed' })
}

/** The event Stripe sends when an Elements checkout is paid, with the fields reconciliation reads. */
function completedEvent(state: TransactionState, email: string, method: (typeof DEMO_METHODS)[number]) {
  const now = Math.floor(Date.now() / 1000)
  return {
    id: `evt_demo_${state.id}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: now,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: state.sessionId,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        amount_total: state.total,
        currency: state.currency.toLowerCase(),
        ui_mode: 'elements',
        // expanded as the status poll asks for it, so staff see "test payment" rather than a card
        payment_intent: {
          id: state.paymentIntentId || `pi_demo_${state.id}`,
          object: 'payment_intent',
          payment_method: { id: `pm_demo_${state.id}`, object: 'payment_method', type: method, card: null },
        },
        customer_details: { email },
        metadata: { transaction_id: state.id },
        created: now,
      },
    },
  }
}
