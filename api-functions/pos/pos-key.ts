import { perContext, type Context } from '../_lib/context.ts'
import { HttpError } from '../_lib/http.ts'
import { callFunctionRoute } from '../_lib/pocketbase-admin.ts'
import { createRateLimiter, type RateLimit } from '../_lib/rate-limit.ts'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import type { PosScope } from '../../src/domain/pos-api.ts'

/**
 * Per key: a POS that reconciles once a minute makes a few calls; 120 a minute leaves room for a
 * busy evening's paging and stops a loop gone wrong before it costs the restaurant's diners.
 */
const PER_KEY: RateLimit = { maxRequests: 120, windowSeconds: 60 }
const getLimiter = perContext(() => createRateLimiter(PER_KEY))

export interface PosCaller {
  keyId: string
  restaurant: string
}

/**
 * The restaurant the request's key (`Authorization: Bearer conto_pos_…`) acts for, when the key is
 * live and has `scope`; 401/403/429 otherwise. Each call is logged with the key, never the secret.
 */
export async function authenticatePos(request: Request, ctx: Context, scope: PosScope): Promise<PosCaller> {
  const header = request.headers.get('authorization') ?? ''
  const key = /^Bearer (\S{1,200})$/i.exec(header)?.[1]
  if (!key) throw new HttpError(401, 'Send your POS key as "Authorization: Bearer conto_pos_…".', FUNCTION_ERROR_CODES.posKeyInvalid)
  const caller = await callFunctionRoute(ctx.pocketbase, 'posAuthenticate', {}, { key, scope })
  const decision = getLimiter(ctx).take(caller.keyId)
  if (!decision.allowed) {
    throw new HttpError(429, 'Too many calls with this POS key. Wait a moment.', FUNCTION_ERROR_CODES.rateLimited, decision.retryAfter)
  }
  console.info(`POS API: key ${caller.keyId} (restaurant ${caller.restaurant}) ${request.method} ${new URL(request.url).pathname}`)
  return caller
}
