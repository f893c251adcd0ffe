// Calls the functions in-process, through the same router the servers use, with a context that
// points at the test PocketBase and stripe-mock (see global-setup.ts).
import type { Agent } from 'node:https'
import Stripe from 'stripe'
import webpush from 'web-push'
import { inject } from 'vitest'
import { createContext, type Context } from '../../api-functions/_lib/context.ts'
import { handleFunctionRequest } from '../../api-functions/_lib/router.ts'

export const TEST_WEBHOOK_SECRET = 'whsec_conto_integration_tests'
export const TEST_APP_URL = 'http://127.0.0.1:5173'
const vapid = webpush.generateVAPIDKeys()

/** The functions' environment for tests; `overrides` replace single variables. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    POCKETBASE_URL: inject('pocketbaseUrl'),
    POCKETBASE_SUPERUSER_EMAIL: inject('superuserEmail'),
    POCKETBASE_SUPERUSER_PASSWORD: inject('superuserPassword'),
    STRIPE_SECRET_KEY: 'sk_test_51ContoIntegrationTests',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_URL: inject('stripeMockUrl'),
    PUBLIC_APP_URL: TEST_APP_URL,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@conto.test',
    CONTO_APPLICATION_FEE_BPS: '150',
    ...overrides,
  }
}

export function testContext(overrides: Record<string, string | undefined> = {}, pushAgent?: Agent): Context {
  return createContext(testEnv(overrides), { pushAgent })
}

export interface FunctionAnswer<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

/** Every error a function answers: `{error: {code, message}}` (api-functions/_lib/http.ts). */
export interface ErrorBody {
  error: { code: string; message: string }
}

/** POSTs a body (JSON-encoded unless a string) to a function path. */
export async function post<T = Record<string, unknown>>(
  ctx: Context,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<FunctionAnswer<T>> {
  const request = new Request(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await handleFunctionRequest(request, ctx)
  return { status: response.status, body: (await response.json()) as T, headers: response.headers }
}

const signer = new Stripe('sk_test_signer')

/** A webhook delivery signed the way Stripe signs it (the SDK's own test helper). */
export function signedWebhook(payload: unknown, secret = TEST_WEBHOOK_SECRET): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(payload)
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret })
  return { body, headers: { 'stripe-signature': signature } }
}

let eventSerial = 0

/** A Stripe event envelope around an object, as a webhook delivers it. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test${Date.now()}${++eventSerial}`) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  }
}

/** A Checkout Session as Stripe sends it in checkout.session.* events. */
export function checkoutSession(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_${id.slice(-12)}`,
    customer_details: { email: 'diner@example.com' },
    metadata: {},
    ...fields,
  }
}
