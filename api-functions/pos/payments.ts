import type { Context } from '../_lib/context.ts'
import { json } from '../_lib/http.ts'
import { callFunctionRoute } from '../_lib/pocketbase-admin.ts'
import { parseInput } from '../_lib/validation.ts'
import { posPaymentsQuerySchema } from '../../src/domain/pos-api.ts'
import { authenticatePos } from './pos-key.ts'

/**
 * GET /api/pos/v1/payments?since=&cursor=&limit= (scope payments:read): the restaurant's payments
 * that moved money, oldest change first, a page at a time (pb_hooks/pos-feed-lib.js). A POS
 * reconciles by Conto's payment id.
 */
export async function listPosPayments(request: Request, ctx: Context): Promise<Response> {
  const caller = await authenticatePos(request, ctx, 'payments:read')
  const query = parseInput(posPaymentsQuerySchema, Object.fromEntries(new URL(request.url).searchParams))
  const page = await callFunctionRoute(ctx.pocketbase, 'posPayments', {}, { restaurant: caller.restaurant, ...query })
  return json(page)
}
