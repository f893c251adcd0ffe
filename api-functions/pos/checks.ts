import type { Context } from '../_lib/context.ts'
import { errorBody, HttpError, json, readJson } from '../_lib/http.ts'
import { callFunctionRoute } from '../_lib/pocketbase-admin.ts'
import { parseInput } from '../_lib/validation.ts'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import { posCheckInputSchema, posCloseCheckSchema, type PosCheck } from '../../src/domain/pos-api.ts'
import { POS_REF_PATTERN } from '../../src/domain/shared-rules.ts'
import { authenticatePos } from './pos-key.ts'

// Checks in from the POS (docs/decisions/044): /api/pos/v1/checks/{checkId}, scope checks:write.
// The hooks (pb_hooks/pos-checks-lib.js) keep the ledger's rules; here the key, the body's shape
// and the version the POS read (If-Match in, ETag out).

const CHECK_PATH = /^\/api\/pos\/v1\/checks\/([^/]+)(\/close)?$/
const POS_REF = new RegExp(POS_REF_PATTERN)
/** An ETag as Conto gives it ("3"), weak or bare forms accepted. */
const ETAG = /^(?:W\/)?"?(\d{1,15})"?$/

export const CHECKS_PREFIX = '/api/pos/v1/checks/'

/** GET, PUT …/checks/{checkId} and POST …/checks/{checkId}/close. */
export async function handlePosCheck(request: Request, ctx: Context): Promise<Response> {
  const match = CHECK_PATH.exec(new URL(request.url).pathname)
  const checkId = match?.[1] ? safeDecode(match[1]) : ''
  const close = Boolean(match?.[2])
  const allowed = close ? ['POST'] : ['GET', 'PUT']
  if (!allowed.includes(request.method)) {
    return json(errorBody(FUNCTION_ERROR_CODES.methodNotAllowed, `Use ${allowed.join(' or ')}.`), 405, { allow: allowed.join(', ') })
  }
  const caller = await authenticatePos(request, ctx, 'checks:write')
  if (!POS_REF.test(checkId)) throw new HttpError(404, 'A check id is 1–100 letters, digits or _ . : / -.', FUNCTION_ERROR_CODES.checkNotFound)
  const restaurant = caller.restaurant
  if (close) {
    const body = parseInput(posCloseCheckSchema, await readJson(request))
    return answer((await callFunctionRoute(ctx.pocketbase, 'posCloseCheck', {}, { ...body, restaurant, checkId })).check)
  }
  if (request.method === 'GET') return answer((await callFunctionRoute(ctx.pocketbase, 'posCheck', {}, { restaurant, checkId })).check)
  const check = parseInput(posCheckInputSchema, await readJson(request))
  const version = readIfMatch(request.headers.get('if-match'))
  return answer((await callFunctionRoute(ctx.pocketbase, 'posPutCheck', {}, { restaurant, checkId, version, check })).check)
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return ''
  }
}

/** The version a PUT was made against: null without If-Match; a tag Conto never gave is stale. */
function readIfMatch(header: string | null): number | null {
  if (header === null) return null
  const match = ETAG.exec(header.trim())
  if (!match) throw new HttpError(412, 'If-Match must be the ETag Conto gave, such as "3".', FUNCTION_ERROR_CODES.versionStale)
  return Number(match[1])
}

function answer(check: PosCheck): Response {
  return json({ check }, 200, { etag: `"${check.version}"` })
}
