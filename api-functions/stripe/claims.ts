import { createBatcher } from '../_lib/batcher.ts'
import { perContext, type Context } from '../_lib/context.ts'
import type { FunctionsConfig } from '../_lib/env.ts'
import { callFunctionRoute, readRouteAnswer, type PocketBaseAnswer } from '../_lib/pocketbase-admin.ts'
import type { CheckoutRequest } from '../../src/domain/checkout-contract.ts'
import { FUNCTION_ROUTES, type FunctionRouteBody } from '../../src/domain/function-routes.ts'

/** What the claim route (pb_hooks/claims.pb.js) answers for a granted claim. */
export interface Claim {
  transaction: { id: string; currency: string; base: number; tip: number; total: number; claimExpiresAt: string }
  order: { id: string; number: number }
  table: { id: string; name: string }
  restaurant: { id: string; name: string }
  company: { stripeAccountId: string; chargesEnabled: boolean }
  /** The previous claim of the same browser, ended to make room for this one. */
  released: EndedClaim | null
  /** Claims on the same order whose time had passed, ended now; their sessions are to be expired. */
  lapsed: EndedClaim[]
}

/** A claim that was just ended, with the Stripe session that must no longer be payable. */
export interface EndedClaim {
  id: string
  sessionId: string
}

/** The claim lengths and caps the claim route applies, from the functions' configuration (decisions 018, 026). */
export function getClaimLimits(config: FunctionsConfig) {
  return {
    idleSeconds: Math.min(config.CONTO_CLAIM_IDLE_SECONDS, config.CONTO_CLAIM_MAX_SECONDS),
    heartbeatSeconds: config.CONTO_CLAIM_HEARTBEAT_SECONDS,
    maxSeconds: config.CONTO_CLAIM_MAX_SECONDS,
    cooldownSeconds: config.CONTO_CLAIM_COOLDOWN_SECONDS,
    barSeconds: config.CONTO_CLAIM_BAR_SECONDS,
    claimsPerClient: config.CONTO_CLAIMS_PER_ADDRESS,
    holdSecondsPerHour: config.CONTO_ORDER_HOLD_SECONDS_PER_HOUR,
  }
}

/** Claims the amount/items atomically; 404/409/400 from the route become HttpErrors. */
export async function claimBill(
  ctx: Context,
  input: CheckoutRequest,
  options: { client: string; replaceTransactionId: string | null },
): Promise<Claim> {
  const claim = {
    tableId: input.tableId,
    split: input.split,
    tips: input.tips,
    limits: getClaimLimits(ctx.config),
    client: options.client,
    replaceTransactionId: options.replaceTransactionId ?? '',
  }
  return readRouteAnswer(BATCH_ROUTE, (await getBatcher(ctx)({ claim })) as PocketBaseAnswer<Claim>)
}

/** Records the claim's Stripe session; answers the claim's status (no longer `pending` when it ended meanwhile). */
export async function attachSession(ctx: Context, transactionId: string, sessionId: string, paymentIntentId: string) {
  const answer = await getBatcher(ctx)({ session: { id: transactionId, sessionId, paymentIntentId } })
  return readRouteAnswer(BATCH_ROUTE, answer as PocketBaseAnswer<{ id: string; status: string }>)
}

const BATCH_ROUTE = FUNCTION_ROUTES.claimsBatch.path({})
type BatchRequest = FunctionRouteBody<'claimsBatch'>['requests'][number]

/**
 * A checkout's writes (its claim, its Stripe session) that arrive while others are on their way to
 * PocketBase go together, at most 50: one request and one commit for many, decided one after the
 * other as if sent apart (pb_hooks/claims.pb.js; docs/decisions/017). Two requests may be out at
 * once: while one holds SQLite's write lock, PocketBase reads the next one's tables on its other core.
 */
const getBatcher = perContext((ctx) =>
  createBatcher(
    async (requests: BatchRequest[]) => {
      const answer = await ctx.pocketbase.send<{ answers: PocketBaseAnswer<unknown>[] }>('POST', BATCH_ROUTE, { requests })
      return readRouteAnswer(BATCH_ROUTE, answer).answers
    },
    { maxSize: 50, inFlight: 2 },
  ),
)

/** Ends a claim that will not be paid; `by` names the staff member who ended it. */
export function releaseClaim(ctx: Context, transactionId: string, reason: string, by?: string) {
  return callFunctionRoute(ctx.pocketbase, 'releaseClaim', { transactionId }, { reason, by })
}

/** Renews a live claim (the payment page's heartbeat); 409 claim_ended when it is over. */
export function renewClaim(ctx: Context, transactionId: string) {
  return callFunctionRoute(ctx.pocketbase, 'renewClaim', { transactionId }, { limits: getClaimLimits(ctx.config) })
}

/** Ends every claim whose time has passed; returns them so their sessions can be expired. */
export async function endLapsedClaims(ctx: Context): Promise<EndedClaim[]> {
  return (await callFunctionRoute(ctx.pocketbase, 'endLapsedClaims', {}, {})).ended
}

/**
 * Makes ended claims' Stripe sessions unpayable. A session Stripe cannot expire any more was
 * completed meanwhile: its payment is counted or refunded when it is reconciled.
 */
export async function expireSessions(ctx: Context, claims: readonly EndedClaim[]): Promise<void> {
  await Promise.all(
    claims
      .filter((claim) => claim.sessionId)
      .map(async ({ sessionId }) => {
        try {
          await ctx.stripe.checkout.sessions.expire(sessionId)
        } catch (error) {
          console.warn(`Could not expire session ${sessionId}:`, (error as Error).message)
        }
      }),
  )
}
