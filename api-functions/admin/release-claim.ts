import { z } from 'zod'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import { MANAGER_ROLES } from '../../src/domain/roles.ts'
import type { Context } from '../_lib/context.ts'
import { HttpError, json, readJson } from '../_lib/http.ts'
import { parseInput } from '../_lib/validation.ts'
import { expireSessions, releaseClaim } from '../stripe/claims.ts'
import { getRecord } from './records.ts'
import { requireStaff } from './staff-auth.ts'
import type { RestaurantsRecord, TransactionsRecord } from '../../src/domain/pocketbase-schema.ts'

const releaseSchema = z.strictObject({ transactionId: z.string().regex(/^[a-z0-9]{15}$/, { message: 'must be a record id' }) })

type ClaimRecord = Pick<TransactionsRecord, 'id' | 'status' | 'stripe_session_id'> & {
  expand?: { restaurant?: Pick<RestaurantsRecord, 'id' | 'company'> }
}

/**
 * POST /api/admin/release-claim {transactionId} — a manager or admin ends a diner's live claim on
 * a table (a phone left on the payment page, a prank) so the rest of the table can pay at once.
 * The release is logged with who made it, and the claim's Stripe session is expired.
 */
export async function releaseClaimByStaff(request: Request, ctx: Context): Promise<Response> {
  const staff = await requireStaff(request, ctx, MANAGER_ROLES, 'release payments in progress')
  const input = parseInput(releaseSchema, await readJson(request))
  const tx = await getRecord<ClaimRecord>(ctx, 'transactions', input.transactionId, 'expand=restaurant')
  // another company's claim does not exist for this caller
  if (!tx || tx.expand?.restaurant?.company !== staff.company) {
    throw new HttpError(404, 'This payment in progress was not found.', FUNCTION_ERROR_CODES.claimNotFound)
  }
  const answer = await releaseClaim(ctx, tx.id, 'released_by_staff', staff.id)
  if (!answer.released) throw new HttpError(409, 'This payment is no longer in progress.', FUNCTION_ERROR_CODES.claimEnded)
  await expireSessions(ctx, [{ id: tx.id, sessionId: answer.sessionId }])
  return json({ released: true })
}
