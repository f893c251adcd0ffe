import { createHmac, timingSafeEqual } from 'node:crypto'

// The browser that opened a checkout keeps a signed reference to its claim, so that opening the
// payment page again (a changed tip, a reload) replaces that claim instead of being refused by it.
// Signed with a key derived from the Stripe secret: nobody else can release someone's claim.

const COOKIE = 'conto_claim'
const MAX_AGE_SECONDS = 60 * 60

function sign(transactionId: string, secret: string): string {
  return createHmac('sha256', secret).update(`conto-claim:${transactionId}`).digest('base64url')
}

/** The transaction id of this browser's previous claim, when its cookie is genuine. */
export function readClaimCookie(request: Request, secret: string): string | null {
  const header = request.headers.get('cookie') ?? ''
  const value = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1)
  if (!value) return null
  const [id, signature] = value.split('.')
  if (!id || !signature || !/^[a-z0-9]{15}$/.test(id)) return null
  const expected = Buffer.from(sign(id, secret))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}

/** Set-Cookie value naming this browser's current claim. */
export function claimCookie(transactionId: string, secret: string, secure: boolean): string {
  const attributes = [`Path=/api/stripe`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict']
  if (secure) attributes.push('Secure')
  return [`${COOKIE}=${transactionId}.${sign(transactionId, secret)}`, ...attributes].join('; ')
}

/**
 * Who is claiming, for the per-address rules of decision 026, without storing anyone's address:
 * an HMAC of it with the same key as the cookie ('' when the address is unknown).
 */
export function hashClientAddress(address: string | null, secret: string): string {
  if (!address) return ''
  return createHmac('sha256', secret).update(`conto-client:${address}`).digest('base64url').slice(0, 32)
}
