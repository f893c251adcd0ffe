import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import { jsonError } from './http.ts'

/** The socket address of the caller, set by the Node servers (any value a client sends is replaced). */
export const CLIENT_ADDRESS_HEADER = 'x-conto-client-ip'

/** The request with the socket's address in x-conto-client-ip, replacing a value the client sent. */
export function withClientAddress(request: Request, remoteAddress: string | undefined): Request {
  request.headers.delete(CLIENT_ADDRESS_HEADER)
  if (remoteAddress) request.headers.set(CLIENT_ADDRESS_HEADER, remoteAddress)
  return request
}

export interface RateLimit {
  maxRequests: number
  windowSeconds: number
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfter: number }

export interface RateLimiter {
  /** Counts one request for `key`; refused ones carry the seconds until its window ends. */
  take(key: string): RateLimitDecision
  /** Whether `key` has room for one more, without counting anything. */
  peek(key: string): RateLimitDecision
}

/**
 * A fixed window per key, in this process's memory: enough for the one Node server (`npm start`);
 * each serverless instance would keep its own counts (docs/decisions/015).
 */
export function createRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter {
  const windowMs = limit.windowSeconds * 1000
  const windows = new Map<string, { start: number; count: number }>()
  let lastSweep = now()

  function sweep(time: number) {
    // forget finished windows so a stream of new addresses cannot grow the map for ever
    if (time - lastSweep < windowMs) return
    lastSweep = time
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key)
  }

  function decide(key: string, count: boolean): RateLimitDecision {
    const time = now()
    sweep(time)
    let window = windows.get(key)
    if (!window || time - window.start >= windowMs) {
      window = { start: time, count: 0 }
      if (count) windows.set(key, window)
    }
    if (window.count < limit.maxRequests) {
      if (count) window.count++
      return { allowed: true }
    }
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) }
  }

  return { take: (key) => decide(key, true), peek: (key) => decide(key, false) }
}

/**
 * Who is calling: the address our own proxy appended to X-Forwarded-For when TRUST_PROXY is on
 * (1/true; set it only behind a proxy that overwrites or appends that header), else the socket
 * address the Node adapter recorded. Null when neither is known (no limit can apply).
 */
export function getClientAddress(request: Request, env: Record<string, string | undefined> = process.env): string | null {
  if (/^(1|true)$/i.test(env.TRUST_PROXY?.trim() ?? '')) {
    // the right-most entry is the one the trusted proxy added; earlier ones come from the client
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean)
    const last = forwarded?.at(-1)
    if (last) return last
  }
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || null
}

/** 429 with Retry-After (seconds) and `{error: {code: 'rate_limited', message}, retryAfter}`. */
export function rateLimitedResponse(retryAfter: number): Response {
  return jsonError(429, 'Too many requests. Please wait a moment and try again.', FUNCTION_ERROR_CODES.rateLimited, retryAfter)
}

/** Applies a limiter to a request: a 429 response when refused, null when it may go on. */
export function checkRateLimit(limiter: RateLimiter, request: Request): Response | null {
  const address = getClientAddress(request)
  if (!address) return null
  const decision = limiter.take(address)
  return decision.allowed ? null : rateLimitedResponse(decision.retryAfter)
}
