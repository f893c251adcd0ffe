/**
 * Log actions with a translated label (office:transactionDetail.logActions.*): every action the
 * server writes (tests/unit/log-actions.test.ts reads them from pb_hooks and api-functions).
 */
export const KNOWN_LOG_ACTIONS = [
  'claimed',
  'checkout_created',
  'checkout_session_created',
  'checkout_failed',
  'replaced',
  'released',
  'expired',
  'failed',
  'processing',
  'completed',
  'payment_completed',
  'overpayment',
  'refund',
  'refunded',
  'checkout_found',
  'lapsed',
  'recorded',
  'voided',
  'refund_reserved',
  'refund_retry',
  'refund_released',
  'receipt',
  'released_by_staff',
  'released_for_staff',
  'stopped_holding',
] as const
export type KnownLogAction = (typeof KNOWN_LOG_ACTIONS)[number]

export function isKnownLogAction(action: string): action is KnownLogAction {
  return (KNOWN_LOG_ACTIONS as readonly string[]).includes(action)
}

/** An unknown action made readable: 'payment_intent.succeeded' → 'Payment intent succeeded'. */
export function humaniseAction(action: string): string {
  const words = action.replace(/[._-]+/g, ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : ''
}

/** Logs oldest first, whatever order they were stored in; entries without an action dropped. */
export function sortLogs<T extends { action?: unknown; time?: unknown }>(logs: readonly T[] | null | undefined): T[] {
  if (!Array.isArray(logs)) return []
  return logs
    .filter((log) => typeof log?.action === 'string' && log.action !== '')
    .map((log, index) => ({ log, index, time: typeof log.time === 'string' ? Date.parse(log.time.replace(' ', 'T')) : NaN }))
    .sort((a, b) => (Number.isNaN(a.time) || Number.isNaN(b.time) ? a.index - b.index : a.time - b.time || a.index - b.index))
    .map(({ log }) => log)
}
