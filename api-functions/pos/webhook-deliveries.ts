import { Webhook } from 'standardwebhooks'
import { Agent, fetch } from 'undici'
import type { Context } from '../_lib/context.ts'
import { runEvery } from '../_lib/every.ts'
import { callFunctionRoute } from '../_lib/pocketbase-admin.ts'
import type { FunctionRouteAnswer, FunctionRouteBody } from '../../src/domain/function-routes.ts'
import { createPublicOnlyAgent, PrivateAddressError } from './public-address.ts'
import { postToTill } from './till-deliveries.ts'

// Payments out to the restaurants' POS as Standard Webhooks (docs/decisions/043). PocketBase keeps
// the outbox (pb_hooks/pos-outbox-lib.js); this loop leases what is due, signs each with the
// `standardwebhooks` library (webhook-id = the event's id on every try, so a POS applies it once),
// posts it and reports how it went. At least once: a delivery whose outcome was never reported
// (this process died) is due again when its lease ends.

type Delivery = FunctionRouteAnswer<'posDueDeliveries'>['deliveries'][number]
type Outcome = FunctionRouteBody<'posDeliveryResult'>

export const DELIVERY_INTERVAL_MS = 5_000
/** A try that has not reported within this is tried again (a send takes at most SEND_TIMEOUT_MS). */
const LEASE_SECONDS = 60
const SEND_TIMEOUT_MS = 10_000
const BATCH = 20
const HTTPS_ONLY: Outcome = { delivered: false, status: 0, error: 'Only https:// addresses receive payments.' }

/**
 * Only https to a public address, unless CONTO_POS_WEBHOOKS_ALLOW_HTTP=true (development and the
 * tests' receivers, on 127.0.0.1 over http): an admin's address is fetched from inside the server.
 * One switch for both, so a production server never has one loosened without the other.
 */
function allowsLocalReceivers(): boolean {
  return process.env.CONTO_POS_WEBHOOKS_ALLOW_HTTP === 'true'
}

// undici's own fetch with its own dispatchers: Node's built-in fetch carries another undici version
let publicOnly: Agent | undefined
let anywhere: Agent | undefined
/** Where a delivery may connect: public addresses only (public-address.ts), unless allowed anywhere. */
export function dispatcher(): Agent {
  return allowsLocalReceivers() ? (anywhere ??= new Agent()) : (publicOnly ??= createPublicOnlyAgent())
}

/** One round: every due delivery sent and its outcome reported. Returns how many were tried. */
export async function deliverDueWebhooks(ctx: Context, options: { timeoutMs?: number; restaurant?: string } = {}): Promise<number> {
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS
  const lease = { limit: BATCH, leaseSeconds: LEASE_SECONDS, ...(options.restaurant ? { restaurant: options.restaurant } : {}) }
  const { deliveries } = await callFunctionRoute(ctx.pocketbase, 'posDueDeliveries', {}, lease)
  await Promise.all(
    deliveries.map(async (delivery) => {
      const outcome = await tryDelivery(delivery, timeoutMs)
      await callFunctionRoute(ctx.pocketbase, 'posDeliveryResult', { deliveryId: delivery.id }, outcome)
    }),
  )
  return deliveries.length
}

/** One try: to a till Conto posts to itself (Lightspeed), or a signed webhook. */
async function tryDelivery(delivery: Delivery, timeoutMs: number): Promise<Outcome> {
  if (delivery.kind === 'webhook') return sendDelivery(delivery, timeoutMs)
  return isAllowedProtocol(new URL(delivery.url)) ? postToTill(delivery, timeoutMs, dispatcher()) : HTTPS_ONLY
}

/** One try: signed and posted, or refused before connecting. Exported for the tests of addresses. */
export async function sendDelivery(delivery: Delivery, timeoutMs = SEND_TIMEOUT_MS): Promise<Outcome> {
  const url = new URL(delivery.url)
  if (!isAllowedProtocol(url)) return HTTPS_ONLY
  const sentAt = new Date()
  const signature = new Webhook(delivery.secret).sign(delivery.eventId, sentAt, delivery.payload)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Conto-Webhooks/1.0',
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: delivery.payload,
      // a redirect is not followed: the admin subscribed this address, not where it points
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      dispatcher: dispatcher(),
    })
    await response.body?.cancel()
    const delivered = response.status >= 200 && response.status < 300
    return { delivered, status: response.status, error: delivered ? '' : `Answered ${response.status}.` }
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `No answer within ${timeoutMs / 1000} s.` : describe(error)
    return { delivered: false, status: 0, error: reason.slice(0, 500) }
  }
}

/** https, or http where local receivers are allowed (development, the tests). */
export function isAllowedProtocol(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && allowsLocalReceivers())
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  // refused before connecting: the admin reads why
  if (cause instanceof PrivateAddressError) return cause.message
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))
}

/** Delivers due webhooks every DELIVERY_INTERVAL_MS in this server process; returns the stop. */
export function startWebhookDeliveries(getContext: () => Context, intervalMs = DELIVERY_INTERVAL_MS): () => void {
  return runEvery('POS webhook deliveries', intervalMs, getContext, (ctx) => deliverDueWebhooks(ctx))
}
