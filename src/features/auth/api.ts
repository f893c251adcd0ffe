import { pb, type RecordSubscription } from '@/lib/pocketbase'
import { isPocketBaseError, getServerMessage } from '@/lib/pocketbase-errors'
import type { CompanyRecord, UserRecord } from '@/lib/pocketbase-types'
import { AUTH_RATE_LIMITS, getWaitMinutes, isRateLimited } from '@/lib/rate-limits'

export const authKeys = {
  all: ['auth'] as const,
  refresh: () => [...authKeys.all, 'refresh'] as const,
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

/** Signs in a staff member with email and password, loading their company with them. */
export async function loginWithPassword(email: string, password: string): Promise<UserRecord> {
  const answer = await pb.collection('users').authWithPassword<UserRecord>(email.trim(), password, { expand: USER_EXPAND })
  if (!answer?.record?.id) {
    pb.authStore.clear()
    throw new UnknownLoginResponseError()
  }
  return answer.record
}

export type LoginErrorDescription =
  | { kind: 'rateLimited'; minutes: number }
  | { kind: 'server'; message: string }
  | { kind: 'unknownResponse' }
  | { kind: 'generic' }

/** Which message a failed sign-in shows: the server's own, or one of ours. */
export function describeLoginError(error: unknown): LoginErrorDescription {
  if (error instanceof UnknownLoginResponseError) return { kind: 'unknownResponse' }
  if (isRateLimited(error)) return { kind: 'rateLimited', minutes: getWaitMinutes(AUTH_RATE_LIMITS.authWithPassword.seconds) }
  const message = isPocketBaseError(error) ? getServerMessage(error) : undefined
  return message ? { kind: 'server', message } : { kind: 'generic' }
}

/** Refreshes the stored session; null (and signed out) when it is no longer valid. */
export async function refreshSession(): Promise<UserRecord | null> {
  try {
    const answer = await pb.collection('users').authRefresh<UserRecord>({ expand: USER_EXPAND })
    return answer.record
  } catch {
    pb.authStore.clear()
    return null
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
export interface SignupStatus {
  open: boolean
  firstRun: boolean
}

export function fetchSignupStatus(): Promise<SignupStatus> {
  return pb.send<SignupStatus>('/api/conto/signup', { method: 'GET' })
}

export interface SignupRequest {
  companyName: string
  name: string
  email: string
  password: string
  passwordConfirm: string
  language: 'it' | 'en'
}

export interface SignupAnswer {
  ok: true
  email: string
  /** False when the account exists but its verification e-mail could not be sent. */
  mailSent: boolean
}

/** Creates a company and its first administrator; they confirm their e-mail, then sign in. */
export function signUp(request: SignupRequest): Promise<SignupAnswer> {
  return pb.send<SignupAnswer>('/api/conto/signup', { method: 'POST', body: request })
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
