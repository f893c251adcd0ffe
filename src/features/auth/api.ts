import { pb, type RecordSubscription } from '@/lib/api/pocketbase'
import { callConto } from '@/lib/api/conto-api'
import type { ContoRouteAnswer, ContoRouteBody } from '@/domain/conto-routes'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import type { CompanyRecord, UserRecord } from '@/lib/api/pocketbase-types'
import { AUTH_RATE_LIMITS, getWaitMinutes, isRateLimited } from '@/lib/api/rate-limits'

export const authKeys = {
  all: ['auth'] as const,
  refresh: () => [...authKeys.all, 'refresh'] as const,
  check: (userId: string) => [...authKeys.all, 'check', userId] as const,
  company: (userId: string, companyId: string) => [...authKeys.all, 'company', userId, companyId] as const,
  signupStatus: () => [...authKeys.all, 'signup-status'] as const,
  verification: (token: string) => [...authKeys.all, 'verification', token] as const,
}

const USER_EXPAND = 'company'

/** Thrown when the server answers a sign-in without the signed-in record. */
export class UnknownLoginResponseError extends Error {
  constructor() {
    super('Unknown response from login')
    this.name = 'UnknownLoginResponseError'
  }
}

/** Thrown when a signed-in user belongs to no company, so the admin area cannot load. */
export class MissingCompanyError extends Error {
  constructor() {
    super('No company ID found')
    this.name = 'MissingCompanyError'
  }
}

/** A password sign-in either signs the member in or, for a second factor, asks for the e-mailed code. */
export type PasswordSignIn = { kind: 'signedIn'; user: UserRecord } | { kind: 'code'; email: string; mfaId: string; otpId: string }

/** The MFA id PocketBase answers a right password with when the account needs a second factor. */
function readMfaId(error: unknown): string | null {
  if (!isPocketBaseError(error) || error.status !== 401) return null
  const mfaId = error.response.mfaId
  return typeof mfaId === 'string' && mfaId ? mfaId : null
}

/**
 * Signs in a staff member with email and password, loading their company with them. An
 * administrator or manager whose company asks for a sign-in code gets one by e-mail
 * (docs/decisions/028): the answer then says so instead of signing in.
 */
export async function loginWithPassword(email: string, password: string): Promise<PasswordSignIn> {
  const identity = email.trim()
  let answer
  try {
    answer = await pb.collection('users').authWithPassword<UserRecord>(identity, password, { expand: USER_EXPAND })
  } catch (error) {
    const mfaId = readMfaId(error)
    if (!mfaId) throw error
    const { otpId } = await pb.collection('users').requestOTP(identity)
    return { kind: 'code', email: identity, mfaId, otpId }
  }
  if (!answer?.record?.id) {
    pb.authStore.clear()
    throw new UnknownLoginResponseError()
  }
  return { kind: 'signedIn', user: answer.record }
}

/** Completes a sign-in with the code from the e-mail. */
export async function loginWithCode(otpId: string, code: string, mfaId: string): Promise<UserRecord> {
  const answer = await pb.collection('users').authWithOTP<UserRecord>(otpId, code.replace(/\s/g, ''), { mfaId, expand: USER_EXPAND })
  if (!answer?.record?.id) {
    pb.authStore.clear()
    throw new UnknownLoginResponseError()
  }
  return answer.record
}

/** Sends a new sign-in code; its id replaces the previous one's. */
export async function resendSignInCode(email: string): Promise<string> {
  return (await pb.collection('users').requestOTP(email)).otpId
}

export type LoginErrorDescription =
  | { kind: 'rateLimited'; minutes: number }
  | { kind: 'accountLocked'; minutes: number }
  | { kind: 'wrongCredentials' }
  | { kind: 'deactivated' }
  | { kind: 'unknownResponse' }
  | { kind: 'generic' }

/** The wait PocketBase's per-account guard names (pocketbase/sign_in_guard.go), in seconds. */
function readAccountLockSeconds(error: unknown): number | null {
  if (!isPocketBaseError(error) || error.status !== 429) return null
  const data = error.response.data as { code?: unknown; retryAfter?: unknown } | undefined
  return data?.code === 'account_locked' && typeof data.retryAfter === 'number' ? data.retryAfter : null
}

/** Which message a failed sign-in shows, always one of ours: the server's own are English. */
export function describeLoginError(error: unknown): LoginErrorDescription {
  if (error instanceof UnknownLoginResponseError) return { kind: 'unknownResponse' }
  const lockSeconds = readAccountLockSeconds(error)
  if (lockSeconds !== null) return { kind: 'accountLocked', minutes: getWaitMinutes(lockSeconds) }
  if (isRateLimited(error)) return { kind: 'rateLimited', minutes: getWaitMinutes(AUTH_RATE_LIMITS.authWithPassword.seconds) }
  if (isPocketBaseError(error) && error.status === 400) return { kind: 'wrongCredentials' }
  // the only refusal of a right password: a deactivated account (pb_hooks/staff.pb.js)
  if (isPocketBaseError(error) && error.status === 403) return { kind: 'deactivated' }
  return { kind: 'generic' }
}

export type CodeErrorDescription = { kind: 'wrongCode' } | { kind: 'tooManyCodes' } | { kind: 'expired' } | { kind: 'generic' }

/** Which message a refused sign-in code shows. */
export function describeCodeError(error: unknown): CodeErrorDescription {
  if (!isPocketBaseError(error)) return { kind: 'generic' }
  if (error.status === 429) return { kind: 'tooManyCodes' }
  // the password step is only good for a while (users.mfa.duration): start again
  if (error.status === 400 && /MFA/i.test(String(error.response.message ?? ''))) return { kind: 'expired' }
  if (error.status === 400) return { kind: 'wrongCode' }
  return { kind: 'generic' }
}

/**
 * Refreshes the stored session; null (and signed out) when the server says it no longer stands.
 * When it cannot be asked (offline, or the request cut short because the page is being left) the
 * session stays as it is: signing out then lost a fresh sign-in when the next page opened at once.
 */
export async function refreshSession(): Promise<UserRecord | null> {
  try {
    const answer = await pb.collection('users').authRefresh<UserRecord>({ expand: USER_EXPAND })
    return answer.record
  } catch (error) {
    if (isPocketBaseError(error) && [401, 403, 404].includes(error.status)) {
      pb.authStore.clear()
      return null
    }
    const stored = pb.authStore.isValid ? pb.authStore.record : null
    return stored && stored.collectionName === 'users' ? (stored as unknown as UserRecord) : null
  }
}

/**
 * Asks the server whether the stored session still stands: 'ended' when it says no (the member
 * deactivated, the token revoked or the user deleted), 'unknown' when it cannot be asked
 * (offline: the saved screens stay, as the offline copy promises).
 */
export async function checkSession(): Promise<'valid' | 'ended' | 'unknown'> {
  try {
    await pb.collection('users').authRefresh<UserRecord>({ expand: USER_EXPAND })
    return 'valid'
  } catch (error) {
    return isPocketBaseError(error) && [401, 403, 404].includes(error.status) ? 'ended' : 'unknown'
  }
}

/** Re-reads the signed-in user (verified elsewhere, say); a failure keeps the session as it is. */
export async function reloadCurrentUser(): Promise<void> {
  try {
    await pb.collection('users').authRefresh<UserRecord>({ expand: USER_EXPAND })
  } catch {
    // offline for a moment: the live subscription or the next look at the tab tries again
  }
}

/** The signed-in user's company: the expanded one if present, otherwise fetched. */
export async function fetchUserCompany(user: UserRecord): Promise<CompanyRecord> {
  if (user.expand?.company) return user.expand.company
  if (!user.company) throw new MissingCompanyError()
  return pb.collection('companies').getOne<CompanyRecord>(user.company)
}

export function requestPasswordReset(email: string): Promise<boolean> {
  return pb.collection('users').requestPasswordReset(email.trim())
}

/** Whether /signup may be used, and whether no company exists yet (GET /api/conto/signup). */
export type SignupStatus = ContoRouteAnswer<'signupStatus'>

export function fetchSignupStatus(): Promise<SignupStatus> {
  return callConto('signupStatus', {})
}

export type SignupRequest = ContoRouteBody<'signUp'>

/** `mailSent`: false when the account exists but its verification e-mail could not be sent. */
export type SignupAnswer = ContoRouteAnswer<'signUp'>

/** Creates a company and its first administrator; they confirm their e-mail, then sign in. */
export function signUp(request: SignupRequest): Promise<SignupAnswer> {
  return callConto('signUp', {}, request)
}

/** Sends the verification e-mail again (PocketBase answers the same whether or not it sent one). */
export function requestVerification(email: string): Promise<boolean> {
  return pb.collection('users').requestVerification(email.trim())
}

/** Confirms an e-mail address with the token from the verification e-mail's link. */
export async function confirmVerification(token: string): Promise<true> {
  await pb.collection('users').confirmVerification(token)
  return true
}

export function signOut(): void {
  pb.authStore.clear()
}

/** Replaces the stored user with a newer copy of the record, keeping the token. */
export function replaceCurrentUser(next: UserRecord): void {
  const current = pb.authStore.record as UserRecord | null
  // Realtime events may arrive without the expansion; keep the company we already have.
  const expand = { ...current?.expand, ...next.expand }
  pb.authStore.save(pb.authStore.token, { ...next, expand } as unknown as typeof pb.authStore.record)
}

/** Live updates of one user record; resolves to the unsubscribe function. */
export function subscribeToUser(userId: string, onEvent: (event: RecordSubscription<UserRecord>) => void) {
  return pb.collection('users').subscribe<UserRecord>(userId, onEvent, { expand: USER_EXPAND })
}
