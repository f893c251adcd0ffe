import type { Context } from '../_lib/context.ts'
import { callRoute } from '../_lib/pocketbase-admin.ts'
import type { CheckoutRequest } from './checkout-request.ts'

/** What the claim route (pb_hooks/claims.pb.js) answers for a granted claim. */
export interface Claim {
  transaction: { id: string; currency: string; base: number; tip: number; total: number; claimExpiresAt: string }
  order: { id: string; number: number }
  table: { id: string; name: string }
  restaurant: { id: string; name: string }
  company: { stripeAccountId: string; chargesEnabled: boolean }
  /** The previous claim of the same browser, ended to make room for this one. */
  released: { id: string; sessionId: string } | null
}

/** Claims the amount/items atomically; 404/409/400 from the route become HttpErrors. */
export function claimBill(
  ctx: Context,
  input: CheckoutRequest,
  options: { claimSeconds: number; replaceTransactionId: string | null },
): Promise<Claim> {
  return callRoute<Claim>(ctx.pocketbase, '/api/conto/claims', {
    tableId: input.tableId,
    split: input.split,
    tips: input.tips,
    claimSeconds: options.claimSeconds,
    replaceTransactionId: options.replaceTransactionId ?? '',
  })
}

export function attachSession(ctx: Context, transactionId: string, sessionId: string, paymentIntentId: string) {
  return callRoute(ctx.pocketbase, `/api/conto/claims/${transactionId}/session`, { sessionId, paymentIntentId })
}

/** Ends a claim that will not be paid (its checkout could not be created, or it was replaced). */
export function releaseClaim(ctx: Context, transactionId: string, reason: string) {
  return callRoute(ctx.pocketbase, `/api/conto/claims/${transactionId}/release`, { reason })
}
