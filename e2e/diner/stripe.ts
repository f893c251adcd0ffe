import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import Stripe from 'stripe'

const doubleSource = readFileSync(new URL('./stripe-double.js', import.meta.url), 'utf8')

/** Serves the Stripe.js double for js.stripe.com (e2e only: the real script cannot load here). */
export async function installStripeDouble(page: Page): Promise<void> {
  // Stripe.js would also reach its other hosts; the double never does, and nothing else may.
  // (Registered first: Playwright tries the most recently added route first.)
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(stripe\.com|stripe\.network)\//, (route) => route.abort())
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: doubleSource }),
  )
}

const signer = new Stripe('sk_test_e2e_signer')

/** The webhook secret the functions under test verify with. */
export function webhookSecret(): string {
  const secret = process.env.E2E_STRIPE_WEBHOOK_SECRET
  if (!secret) throw new Error('E2E_STRIPE_WEBHOOK_SECRET is not set (scripts/e2e.ts exports it)')
  return secret
}

let serial = 0

/** A checkout.session.completed event for a paid session, as Stripe would deliver it. */
export function completedEvent(sessionId: string, transactionId: string, email = 'diner@example.com') {
  return checkoutEvent('checkout.session.completed', sessionId, transactionId, { status: 'complete', payment_status: 'paid', customer_details: { email } })
}

/** A checkout.session.async_payment_failed event: the payment method failed after confirming. */
export function failedEvent(sessionId: string, transactionId: string) {
  return checkoutEvent('checkout.session.async_payment_failed', sessionId, transactionId, { status: 'complete', payment_status: 'unpaid' })
}

function checkoutEvent(type: string, sessionId: string, transactionId: string, fields: Record<string, unknown>) {
  return {
    id: `evt_e2e_${Date.now()}_${++serial}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_intent: `pi_e2e_${transactionId}`,
        metadata: { transaction_id: transactionId },
        ...fields,
      },
    },
  }
}

/** Posts a Stripe-signed webhook to the app's endpoint; returns the HTTP status. */
export async function postSignedWebhook(baseUrl: string, event: unknown): Promise<number> {
  const payload = JSON.stringify(event)
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret() })
  const response = await fetch(new URL('/api/stripe/webhook', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
  return response.status
}
