import { createConnectAccountLink, refreshConnectStatus, saveConnectPayouts } from '../admin/connect.ts'
import { refundTransaction } from '../admin/refund.ts'
import { releaseClaimByStaff } from '../admin/release-claim.ts'
import { health } from '../health.ts'
import { CHECKS_PREFIX, handlePosCheck } from '../pos/checks.ts'
import { LIGHTSPEED_PREFIX, receiveLightspeed } from '../pos/lightspeed-inbound.ts'
import { servePosOpenApi } from '../pos/openapi.ts'
import { listPosPayments } from '../pos/payments.ts'
import { REDOC_SCRIPT_PATH, REFERENCE_PATH, servePosReference, serveRedocScript } from '../pos/reference.ts'
import { startWebhookDeliveries } from '../pos/webhook-deliveries.ts'
import { callWaiter } from '../push/call-waiter.ts'
import { createCheckoutSession } from '../stripe/create-checkout-session.ts'
import { releaseClaimOnLeave, renewClaimHeartbeat, startClaimSweep } from '../stripe/claim-lifecycle.ts'
import { payDemoCheckout } from '../stripe/demo-payment.ts'
import { getCheckoutSession } from '../stripe/get-checkout-session.ts'
import { saveLotteryCode } from '../stripe/lottery-code.ts'
import { stripeWebhook } from '../stripe/webhook.ts'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import { getDefaultContext, type Context } from './context.ts'
import { ConfigError } from './env.ts'
import { HttpError, jsonError } from './http.ts'
import { PocketBaseUnavailableError } from './pocketbase-admin.ts'
import { checkRateLimit, createRateLimiter, type RateLimit, type RateLimiter } from './rate-limit.ts'

type ContextHandler = (request: Request, ctx: Context) => Promise<Response>

interface Route {
  /** ANY: the handler answers each method itself (a resource with GET and PUT). */
  method: 'GET' | 'POST' | 'ANY'
  /** getContext builds the configuration and clients only for the functions that need them. */
  run: (request: Request, getContext: () => Context) => Promise<Response>
  /** Per-client-address limit of a public function (429 with Retry-After when exceeded). */
  getLimiter?: () => RateLimiter
}

const post = (handler: ContextHandler): Route => ({
  method: 'POST',
  run: (request, getContext) => handler(request, getContext()),
})

const get = (handler: ContextHandler): Route => ({
  method: 'GET',
  run: (request, getContext) => handler(request, getContext()),
})

/** A route with a limiter per client address, made at its first request (its limit may come from the environment). */
const limited = (route: Route, limit: RateLimit | (() => RateLimit)): Route => {
  let limiter: RateLimiter | undefined
  return { ...route, getLimiter: () => (limiter ??= createRateLimiter(typeof limit === 'function' ? limit() : limit)) }
}

// Per client address, which a whole restaurant's Wi-Fi shares (docs/decisions/015): a diner
// starts one or two sessions per payment; the waiter-call route itself allows one call per
// table per 30 s, so 60 a minute only stops a script walking through table ids.
// CONTO_CHECKOUTS_PER_ADDRESS_PER_MINUTE raises it where many phones share one address on purpose
// (the e2e suite's browsers, all on 127.0.0.1).
const CHECKOUT_LIMIT = (): RateLimit => ({ maxRequests: Number(process.env.CONTO_CHECKOUTS_PER_ADDRESS_PER_MINUTE) || 120, windowSeconds: 60 })
const CALL_WAITER_LIMIT: RateLimit = { maxRequests: 60, windowSeconds: 60 }
// a paying diner renews every 30 s: 600 a minute is 300 diners paying at once behind one address
const HEARTBEAT_LIMIT: RateLimit = { maxRequests: 600, windowSeconds: 60 }
// the result page polls once a second while a payment settles: 300 a minute is five diners at
// once behind one address, for as long as it takes; Stripe is read at most every 3 s per session
const PAYMENT_STATUS_LIMIT: RateLimit = { maxRequests: 300, windowSeconds: 60 }
// Stripe sends every restaurant's events from a dozen addresses, so the limit is wide: 1,200 a
// minute from one address is far past a busy evening's payments, and stops a flood of forged
// bodies before each is read and checked (CONTO_WEBHOOKS_PER_ADDRESS_PER_MINUTE to change it)
// The POS API counts per key too (api-functions/pos/pos-key.ts); per address it only stops a
// flood of made-up keys before each is looked up
const POS_LIMIT: RateLimit = { maxRequests: 600, windowSeconds: 60 }
const WEBHOOK_LIMIT = (): RateLimit => ({ maxRequests: Number(process.env.CONTO_WEBHOOKS_PER_ADDRESS_PER_MINUTE) || 1200, windowSeconds: 60 })

/** Every function, by path. The one place a new endpoint is registered. */
const routes: Record<string, Route> = {
  '/api/functions/health': { method: 'GET', run: (request) => health(request) },
  '/api/stripe/create-checkout-session': limited(post(createCheckoutSession), CHECKOUT_LIMIT),
  '/api/stripe/get-checkout-session': limited(post(getCheckoutSession), PAYMENT_STATUS_LIMIT),
  '/api/stripe/webhook': limited(post(stripeWebhook), WEBHOOK_LIMIT),
  '/api/stripe/claim-heartbeat': limited(post(renewClaimHeartbeat), HEARTBEAT_LIMIT),
  '/api/stripe/release-claim': limited(post(releaseClaimOnLeave), CHECKOUT_LIMIT),
  '/api/stripe/demo-payment': limited(post(payDemoCheckout), CHECKOUT_LIMIT),
  '/api/stripe/lottery-code': limited(post(saveLotteryCode), CHECKOUT_LIMIT),
  '/api/push/call-waiter': limited(post(callWaiter), CALL_WAITER_LIMIT),
  '/api/admin/refund': post(refundTransaction),
  '/api/admin/release-claim': post(releaseClaimByStaff),
  '/api/admin/connect/account-link': post(createConnectAccountLink),
  '/api/admin/connect/status': post(refreshConnectStatus),
  '/api/admin/connect/payouts': post(saveConnectPayouts),
  '/api/pos/v1/payments': limited(get(listPosPayments), POS_LIMIT),
  '/api/pos/v1/openapi.json': { method: 'GET', run: () => servePosOpenApi() },
  [REFERENCE_PATH]: { method: 'GET', run: () => servePosReference() },
  [REDOC_SCRIPT_PATH]: { method: 'GET', run: (request) => serveRedocScript(request) },
}

/** The routes with an id in their path, by the prefix before it. */
const routesByPrefix: [string, Route][] = [
  [CHECKS_PREFIX, limited({ method: 'ANY', run: (request, getContext) => handlePosCheck(request, getContext()) }, POS_LIMIT)],
  // Lightspeed's own webhooks (payment outcomes, checks changed on the till), as wide as Stripe's
  [LIGHTSPEED_PREFIX, limited({ method: 'ANY', run: (request, getContext) => receiveLightspeed(request, getContext()) }, WEBHOOK_LIMIT)],
]

function findRoute(pathname: string): Route | undefined {
  return routes[pathname] ?? routesByPrefix.find(([prefix]) => pathname.startsWith(prefix))?.[1]
}

/** True when the path belongs to the functions rather than to PocketBase or the SPA. */
export function isFunctionPath(pathname: string): boolean {
  return findRoute(pathname) !== undefined
}

let reportedConfigError = false

/**
 * Dispatches a request to its function. Expected failures carry their own status and message;
 * PocketBase down → 503; anything else → 500 without internals. `context` defaults to one made
 * from process.env (tests and the benchmark pass their own).
 */
export async function handleFunctionRequest(request: Request, context?: Context): Promise<Response> {
  const route = findRoute(new URL(request.url).pathname)
  if (!route) return jsonError(404, 'Not found.', FUNCTION_ERROR_CODES.notFound)
  if (route.method !== 'ANY' && request.method !== route.method) return jsonError(405, `Use ${route.method}.`, FUNCTION_ERROR_CODES.methodNotAllowed)
  const limiter = route.getLimiter?.()
  const refusal = limiter ? checkRateLimit(limiter, request) : null
  if (refusal) return refusal
  try {
    return await route.run(request, () => context ?? getDefaultContext())
  } catch (error) {
    return toErrorResponse(error)
  }
}

function toErrorResponse(error: unknown): Response {
  if (error instanceof HttpError) return jsonError(error.status, error.message, error.code, error.retryAfter)
  if (error instanceof ConfigError) {
    if (!reportedConfigError) console.error(error.message)
    reportedConfigError = true
    return jsonError(503, 'Payments are not set up on this server yet. Please ask a waiter.', FUNCTION_ERROR_CODES.paymentsNotConfigured)
  }
  if (error instanceof PocketBaseUnavailableError) {
    console.error(error.message)
    return jsonError(503, 'The service is temporarily unavailable. Please try again in a moment.', FUNCTION_ERROR_CODES.serviceUnavailable)
  }
  console.error(error)
  return jsonError(500, 'Something went wrong while processing your request.', FUNCTION_ERROR_CODES.internalError)
}

/**
 * Ends lapsed claims every 30 s (docs/decisions/018) and delivers the POS webhooks that are due
 * every 5 s (docs/decisions/043), in this server process.
 */
export function startFunctionsBackgroundWork(): () => void {
  const stops = [startClaimSweep(getDefaultContext), startWebhookDeliveries(getDefaultContext)]
  return () => stops.forEach((stop) => stop())
}

/** Prints what is missing from the functions' environment, if anything (servers call it at start). */
export function reportFunctionsConfig(): void {
  try {
    getDefaultContext()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    reportedConfigError = true
    console.warn(`${error.message}\nUntil then /api/stripe/* and /api/push/* answer 503.`)
  }
}
