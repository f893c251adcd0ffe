// What Conto needs from a restaurant's till, whichever till it is: read the open check of a
// table, and post a diner's payment onto it exactly once. One module per POS implements this
// (lightspeed.ts is the first); the caller never sees a POS's own shapes or units.
//
// Amounts here are integers in minor units of `currency`, as everywhere in Conto.

/** One sale line of a till check. */
export interface TillLine {
  /** The till's own id of the line (kept as a string: tills use 64-bit ids). */
  id: string
  /** Set on a sub-line (a modifier with a price, a combo part): the id of the line it belongs to. */
  parentId: string | null
  name: string
  sku: string | null
  /** As the till gives it: may be fractional for items sold by weight. */
  quantity: number
  unitPrice: number
  /** The line's amount as the till totals it (tax included), or null if the till did not say. */
  amount: number | null
  /** Tax of the line, when the till gives it; `included` says if unitPrice already holds it. */
  tax: { amount: number; included: boolean | null } | null
}

/** A payment the till already carries on the check. */
export interface TillPaymentEntry {
  /** The external reference it was posted with (Conto's payment id when Conto posted it). */
  reference: string | null
  amount: number
  method: string | null
}

export interface TillCheck {
  /** The till's id of the check: what a payment is posted against. */
  reference: string
  tableNumber: string | null
  name: string | null
  currency: string
  total: number
  paid: number
  /** total − paid, never below zero. */
  balance: number
  lines: TillLine[]
  payments: TillPaymentEntry[]
}

/** A diner's payment, as Conto asks the till to record it. */
export interface TillPayment {
  /** Conto's payment id: the idempotency reference, so a retry can never pay twice. */
  paymentId: string
  /** Without the tip. */
  amount: number
  /** Kept apart so the till books it as a tip, not as revenue. */
  tip: number
  currency: string
  tableNumber: string
  /** The check the diner paid (TillCheck.reference); when absent the table's open check is used. */
  checkReference: string | null
}

/**
 * `posted`: the till accepted the payment now. `already_posted`: the till says this payment id
 * was used before, so an earlier attempt got through. Some tills (Lightspeed) only accept the
 * payment here and report whether the check took it later, by webhook.
 */
export interface PostResult {
  status: 'posted' | 'already_posted'
}

export interface PosConnector {
  /** The open check of a table, or null when the table has none. */
  readCheck(tableNumber: string): Promise<TillCheck | null>
  postPayment(payment: TillPayment): Promise<PostResult>
}

export type PosErrorKind =
  | 'network' // no answer: refused, reset, DNS
  | 'timeout'
  | 'rate_limited' // 429
  | 'unavailable' // 5xx, 408
  | 'unauthorized' // 401/403: the token needs renewing, not the request retrying as is
  | 'refused' // any other 4xx: the till will say the same again
  | 'invalid_request' // Conto asked for something the till cannot take (caught before sending)
  | 'invalid_answer' // a 2xx the connector cannot read

const RETRYABLE: ReadonlySet<PosErrorKind> = new Set(['network', 'timeout', 'rate_limited', 'unavailable'])

/**
 * Why a connector call failed. `retryable` is the one thing a caller must branch on: true means
 * "the same call may succeed later" (queue it); false means a person or a fix is needed.
 */
export class PosConnectorError extends Error {
  readonly kind: PosErrorKind
  readonly retryable: boolean
  readonly status: number | null
  /** From Retry-After, when the till sent one. */
  readonly retryAfterMs: number | null

  constructor(kind: PosErrorKind, message: string, options: { status?: number; retryAfterMs?: number | null; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = 'PosConnectorError'
    this.kind = kind
    this.retryable = RETRYABLE.has(kind)
    this.status = options.status ?? null
    this.retryAfterMs = options.retryAfterMs ?? null
  }
}

export function isRetryable(error: unknown): boolean {
  return error instanceof PosConnectorError && error.retryable
}

/** The kind of an HTTP error status, the same for every till. */
export function kindOfStatus(status: number): PosErrorKind {
  if (status === 429) return 'rate_limited'
  if (status === 408 || status >= 500) return 'unavailable'
  if (status === 401 || status === 403) return 'unauthorized'
  return 'refused'
}

/** Retry-After as milliseconds (seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(header)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}

/** fetch() that turns "no answer" into PosConnectorError: network failure, or a timeout. */
export async function fetchOrFail(fetcher: typeof fetch, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetcher(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new PosConnectorError('timeout', `No answer from ${new URL(url).host} within ${timeoutMs} ms`, { cause: error })
    }
    throw new PosConnectorError('network', `Could not reach ${new URL(url).host}`, { cause: error })
  }
}
