import { isPocketBaseError } from '@/lib/api/pocketbase-errors'

/**
 * How long PocketBase keeps refusing once a rule of pb_migrations/1763701100_updated_settings_rate_limits.js
 * is used up (its 429 carries no Retry-After, so the screens tell the rule's whole window).
 * tests/integration/rate-limits.test.ts checks these against the migrated settings.
 */
export const AUTH_RATE_LIMITS = {
  authWithPassword: { label: '*:authWithPassword', seconds: 60 },
  requestPasswordReset: { label: '*:requestPasswordReset', seconds: 300 },
  requestVerification: { label: '*:requestVerification', seconds: 300 },
  signup: { label: 'POST /api/conto/signup', seconds: 60 },
} as const

/** True when PocketBase refused the request for too many attempts (429). */
export function isRateLimited(error: unknown): boolean {
  return isPocketBaseError(error) && error.status === 429
}

/** Whole minutes to tell the user to wait, at least one. */
export function getWaitMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60))
}
