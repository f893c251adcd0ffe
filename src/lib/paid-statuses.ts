// What counts as paid: the one list the SPA and the functions import. PocketBase's views
// (pb_migrations) and pb_hooks cannot import it; tests/unit/business-rules-parity.test.ts holds
// them to it. No imports, so the functions can load it straight from here.

/** Transaction statuses whose money the restaurant holds: they make up an order's paid_amount. */
export const PAID_STATUSES = ['completed', 'partially_refunded'] as const

/** True for a transaction status that counts as paid. */
export function isPaidStatus(status: string): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status)
}
