import type { ContoRouteAnswer } from '@/domain/conto-routes'

/** A payment the restaurant's POS has not taken yet (GET /api/conto/pos/unsynced, decision 044). */
export type UnsyncedPayment = ContoRouteAnswer<'posUnsynced'>['payments'][number]

/** How often the list is read again: often while something is missing, rarely when all is in. */
export const POLL_WHILE_MISSING_MS = 10_000
export const POLL_WHILE_SYNCED_MS = 30_000
/** Right after a retry (or while a try is in flight): the delivery loop looks every 5 s, so the row can leave soon. */
export const POLL_WHILE_SENDING_MS = 2_000
/** How long a retry keeps the list on the quick pace: a few of the loop's rounds. */
export const HURRY_AFTER_RETRY_MS = 20_000

/** The wait before the next read of the list. */
export function getPollInterval(payments: readonly UnsyncedPayment[], hurry: boolean): number {
  if (hurry || payments.some((payment) => payment.sending)) return POLL_WHILE_SENDING_MS
  return payments.length > 0 ? POLL_WHILE_MISSING_MS : POLL_WHILE_SYNCED_MS
}

/**
 * Whether staff should hear of it. A payment just taken is on the list until the delivery loop's
 * first try (at most a few seconds): telling the floor of every payment for those seconds would
 * only teach them to ignore the alert. So a payment shows once a try has failed, or when a try
 * was made and never reported (its worker died: the lease lapses and it will be tried again), or
 * when no try came at all for a while (the delivery loop itself is down).
 */
export function isWorthTelling(
  payment: Pick<UnsyncedPayment, 'status' | 'attempts' | 'lastStatus' | 'lastError' | 'sending' | 'createdAt'>,
  now = Date.now(),
): boolean {
  if (payment.status === 'failed') return true
  if (payment.lastStatus > 0 || payment.lastError !== '') return true
  if (payment.attempts === 0) return now - Date.parse(payment.createdAt) > UNTRIED_FOR_MS
  return !payment.sending
}

/** The loop tries every 5 s: a payment still untried after this says the loop is not running. */
export const UNTRIED_FOR_MS = 60_000

export type UnsyncedState =
  /** the till itself refused it (Lightspeed): no retry can help, staff enter it on the till */
  | { kind: 'refused' }
  /** a try is in flight right now: retrying would add nothing */
  | { kind: 'sending' }
  /** the tries ran out: only a retry sends it again */
  | { kind: 'failed' }
  /** `tries`: how many were made so far; the delivery loop tries again by itself */
  | { kind: 'pending'; tries: number }

/** What the row says of a payment's way to the POS. */
export function getUnsyncedState(payment: Pick<UnsyncedPayment, 'status' | 'attempts' | 'sending' | 'refusedByTill'>): UnsyncedState {
  if (payment.refusedByTill) return { kind: 'refused' }
  if (payment.sending) return { kind: 'sending' }
  if (payment.status === 'failed') return { kind: 'failed' }
  return { kind: 'pending', tries: payment.attempts }
}

/** Whether "Retry" is offered: not for a payment the till refused (the server answers 409 `till_refused`). */
export function canRetry(payment: Pick<UnsyncedPayment, 'refusedByTill'>): boolean {
  return !payment.refusedByTill
}
