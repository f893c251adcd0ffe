import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import type { Context } from '../_lib/context.ts'
import { HttpError } from '../_lib/http.ts'
import { PocketBaseUnavailableError } from '../_lib/pocketbase-admin.ts'
import type { UsersRecord } from '../../src/domain/pocketbase-schema.ts'

export type StaffRole = UsersRecord['role']

/** The signed-in staff member a request comes from, as PocketBase knows them right now. */
export type StaffCaller = Pick<UsersRecord, 'id' | 'email' | 'name' | 'role' | 'status' | 'company' | 'restaurant'>

const TIMEOUT_MS = 10_000

/** The PocketBase token of the Authorization header ('Bearer ' optional, as the SDK sends it bare). */
export function readBearerToken(request: Request): string {
  const header = request.headers.get('authorization') ?? ''
  return header.replace(/^Bearer\s+/i, '').trim()
}

/**
 * Verifies the caller's PocketBase token by refreshing it against PocketBase (which also refuses
 * deactivated members) and checks their role. 401 without a valid session, 403 for other roles
 * and for a member who has not confirmed their e-mail address yet.
 */
export async function requireStaff(request: Request, ctx: Context, roles: readonly StaffRole[], action: string): Promise<StaffCaller> {
  const token = readBearerToken(request)
  if (!token) throw new HttpError(401, 'Sign in to continue.', FUNCTION_ERROR_CODES.signInRequired)
  let response: Response
  try {
    response = await fetch(`${ctx.config.POCKETBASE_URL.replace(/\/$/, '')}/api/collections/users/auth-refresh`, {
      method: 'POST',
      headers: { authorization: token },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw new PocketBaseUnavailableError(`PocketBase auth-refresh failed: ${(error as Error).message}`)
  }
  if (response.status >= 500) throw new PocketBaseUnavailableError(`PocketBase auth-refresh answered ${response.status}.`)
  if (response.status !== 200) throw new HttpError(401, 'Your session has ended. Please sign in again.', FUNCTION_ERROR_CODES.sessionEnded)
  const { record } = (await response.json()) as { record?: Partial<StaffCaller> & { verified?: boolean } }
  if (!record?.id || record.status !== 'active' || !record.company) {
    throw new HttpError(401, 'Your session has ended. Please sign in again.', FUNCTION_ERROR_CODES.sessionEnded)
  }
  // as the API rules say: nothing is set up or changed before the address is confirmed (decision 021)
  if (record.verified === false) {
    throw new HttpError(403, 'Confirm your e-mail address first: we sent you a link.', FUNCTION_ERROR_CODES.emailNotVerified)
  }
  const caller: StaffCaller = {
    id: record.id,
    email: record.email ?? '',
    name: record.name ?? '',
    role: record.role as StaffRole,
    status: record.status,
    company: record.company,
    restaurant: record.restaurant ?? '',
  }
  if (!roles.includes(caller.role)) throw new HttpError(403, `Your role cannot ${action}.`, FUNCTION_ERROR_CODES.roleForbidden)
  return caller
}
