// Without React, so the pre-paint (pre-paint.ts) can tell whether this tab holds choices already.

/** sessionStorage key: one context per table, forgotten when the browser tab closes. */
export function getOrderContextKey(tableId: string): string {
  return `conto.order.${tableId}`
}

/** Whether this tab has kept split/tip choices for the table (order-store.ts). */
export function hasOrderContext(tableId: string): boolean {
  try {
    return window.sessionStorage.getItem(getOrderContextKey(tableId)) !== null
  } catch {
    return true // storage refused: assume choices could exist, never skip past them
  }
}
