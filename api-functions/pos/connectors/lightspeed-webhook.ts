// The notification Lightspeed K-Series sends after POST /o/op/1/pay: whether the till took the
// payment. Documented as the "apePayment notification" webhook of the Order and Pay document
// (tests/fixtures/lightspeed/); what it leaves open is in the README there.
import { createHash, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { parseLightspeedJson } from './lightspeed-check.ts'

/**
 * Lightspeed documents no signature on its webhooks. What it does document is HTTP Basic auth on
 * the endpoint (apeWebhookEndpoint: withBasicAuth, username, password), and the endpoint's URL is
 * ours to choose. So a delivery is trusted only if it carries one of these shared secrets.
 */
export interface LightspeedWebhookSecret {
  /** As registered on the endpoint with withBasicAuth: true. */
  basicAuth?: { username: string; password: string }
  /** A random secret in the registered URL's query: https://…/lightspeed?token=<urlToken>. */
  urlToken?: string
}

export function verifyLightspeedWebhook(request: { url: string; headers: Headers }, secret: LightspeedWebhookSecret): boolean {
  if (!secret.basicAuth && !secret.urlToken) {
    // no secret would mean anyone who finds the URL could mark payments as taken
    throw new Error('Lightspeed webhook secret is not configured: set basicAuth or urlToken')
  }
  if (secret.urlToken) {
    const token = new URL(request.url).searchParams.get('token')
    if (token !== null && sameSecret(token, secret.urlToken)) return true
  }
  if (secret.basicAuth) {
    const credentials = readBasicAuth(request.headers.get('authorization'))
    if (credentials && sameSecret(credentials.username, secret.basicAuth.username) && sameSecret(credentials.password, secret.basicAuth.password)) {
      return true
    }
  }
  return false
}

function readBasicAuth(header: string | null): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
  if (!match?.[1]) return null
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

/** Constant-time comparison of two secrets of any length (digests have one length). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

export type LightspeedNotification =
  | {
      kind: 'payment'
      /** The thirdPartyPaymentReference posted: Conto's payment id. */
      reference: string
      outcome: 'succeeded' | 'failed'
      reason: string | null
      /** errors.account.type (e.g. ACCOUNT_ALREADY_CLOSED, OVERPAID), or TIMEOUT for errors.timeout. */
      errorType: string | null
      accountIdentifier: string | null
      businessLocationId: string | null
    }
  | { kind: 'check'; status: string; accountIdentifier: string | null; tableNumber: string | null; businessLocationId: string | null }
  | { kind: 'ignored'; type: string; status: string | null }

const notificationSchema = z.object({
  type: z.string().nullish(),
  status: z.string().nullish(),
  // the webhook schema names it thirdPartyReference; /pay only says the reference "will be sent
  // back in the webhook", so the request's own name is accepted too
  thirdPartyReference: z.string().nullish(),
  thirdPartyPaymentReference: z.string().nullish(),
  businessLocationId: z.union([z.number(), z.string()]).nullish(),
  ikentooAccountIdentifier: z.string().nullish(),
  reason: z.string().nullish(),
  errors: z
    .object({
      timeout: z.object({ errorKey: z.string().nullish() }).nullish(),
      account: z.object({ type: z.string().nullish() }).nullish(),
    })
    .nullish(),
  account: z.object({ ikaccountId: z.string().nullish(), tableNumber: z.number().nullish() }).nullish(),
})

/** Reads a delivery's raw body. Throws on a body that is not a notification (answer 400). */
export function parseLightspeedNotification(rawBody: string): LightspeedNotification {
  const body = notificationSchema.parse(parseLightspeedJson(rawBody))
  const type = (body.type ?? '').toUpperCase()
  const status = body.status ? body.status.toUpperCase() : null
  const reference = body.thirdPartyReference ?? body.thirdPartyPaymentReference ?? null
  const businessLocationId = body.businessLocationId == null ? null : String(body.businessLocationId)
  // `type` defaults to PAYMENT in the schema and one documented example omits it; Conto posts
  // payments only, so a typeless SUCCESS/FAILURE is read as a payment (the caller matches the
  // reference against its own payments and drops the rest).
  const payment = type === 'PAYMENT' || (type === '' && reference !== null && (status === 'SUCCESS' || status === 'FAILURE'))
  if (payment && reference !== null && (status === 'SUCCESS' || status === 'FAILURE')) {
    return {
      kind: 'payment',
      reference,
      outcome: status === 'SUCCESS' ? 'succeeded' : 'failed',
      reason: body.reason ?? null,
      errorType: body.errors?.account?.type ?? (body.errors?.timeout ? 'TIMEOUT' : null),
      accountIdentifier: body.ikentooAccountIdentifier ?? null,
      businessLocationId,
    }
  }
  if (type === 'ORDER' && status !== null) {
    // CHECK_WAS_UPDATED and CLOSED "are always sent": a cue to read the check again
    const tableNumber = body.account?.tableNumber
    return {
      kind: 'check',
      status,
      accountIdentifier: body.ikentooAccountIdentifier ?? body.account?.ikaccountId ?? null,
      tableNumber: tableNumber == null ? null : String(tableNumber),
      businessLocationId,
    }
  }
  return { kind: 'ignored', type: type || 'UNKNOWN', status }
}
