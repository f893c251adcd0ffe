import { z } from 'zod'
import type { Context } from '../_lib/context.ts'
import { json, readJson } from '../_lib/http.ts'
import { callFunctionRoute } from '../_lib/pocketbase-admin.ts'
import { parseInput } from '../_lib/validation.ts'
import { sendPushes } from '../_lib/web-push.ts'
import { getWaiterCallPayload } from './waiter-call-payload.ts'

const callWaiterSchema = z.strictObject({
  tableId: z.string().regex(/^[a-z0-9]{15}$/, { message: 'must be a record id' }),
})

/**
 * POST /api/push/call-waiter {tableId} → {ok: true}. The waiter-call route checks the table and
 * its restaurant, limits calls to one per table per 30 s (429) and records the notification staff
 * see live; then every subscribed device of the restaurant's active staff gets a Web Push.
 */
export async function callWaiter(request: Request, ctx: Context): Promise<Response> {
  const { tableId } = parseInput(callWaiterSchema, await readJson(request))
  const call = await callFunctionRoute(ctx.pocketbase, 'callWaiter', {}, { tableId })
  await sendPushes(ctx, call.subscriptions, (language) => getWaiterCallPayload(language, call.table))
  return json({ ok: true })
}
