import { readClaimCookie } from '../_lib/claim-cookie.ts'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import type { Context } from '../_lib/context.ts'
import { runEvery } from '../_lib/every.ts'
import { HttpError, json, readBody } from '../_lib/http.ts'
import { endLapsedClaims, expireSessions, releaseClaim, renewClaim } from './claims.ts'

// A claim lives while its payment page does (docs/decisions/018-live-ledger.md): the page renews
// it, leaving the page releases it, and the sweep ends the ones nobody renewed. The claim cookie
// set by create-checkout-session names the claim, so only the browser holding it can renew or
// release it.

/** POST /api/stripe/claim-heartbeat → {claimExpiresAt}; 409 claim_ended when it is over. */
export async function renewClaimHeartbeat(request: Request, ctx: Context): Promise<Response> {
  await readBody(request)
  const transactionId = readClaimCookie(request, ctx.config.STRIPE_SECRET_KEY)
  if (!transactionId) throw new HttpError(409, 'This payment has ended. Please start it again.', FUNCTION_ERROR_CODES.claimEnded)
  return json(await renewClaim(ctx, transactionId))
}

/**
 * POST /api/stripe/release-claim → {released}. Sent with navigator.sendBeacon when the diner
 * leaves the payment page; answers 200 even when there was nothing to release.
 */
export async function releaseClaimOnLeave(request: Request, ctx: Context): Promise<Response> {
  await readBody(request)
  const transactionId = readClaimCookie(request, ctx.config.STRIPE_SECRET_KEY)
  if (!transactionId) return json({ released: false })
  const answer = await releaseClaim(ctx, transactionId, 'released')
  if (answer.released) await expireSessions(ctx, [{ id: transactionId, sessionId: answer.sessionId }])
  return json({ released: answer.released })
}

/** Ends every lapsed claim and expires its session; returns how many were ended. */
export async function sweepLapsedClaims(ctx: Context): Promise<number> {
  const ended = await endLapsedClaims(ctx)
  await expireSessions(ctx, ended)
  return ended.length
}

/** How often a running server ends lapsed claims (a lapsed claim already stops counting at once). */
export const CLAIM_SWEEP_INTERVAL_MS = 30_000

/**
 * Runs the sweep every 30 s in this process (the Node servers call it; a serverless deployment
 * relies on the sweep each granted claim does for its own order). Quiet while the functions are
 * not configured; a failed sweep is logged and tried again next time.
 */
export function startClaimSweep(getContext: () => Context, intervalMs = CLAIM_SWEEP_INTERVAL_MS): () => void {
  return runEvery('Claim sweep', intervalMs, getContext, sweepLapsedClaims)
}
