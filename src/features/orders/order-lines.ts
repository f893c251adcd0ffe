/** What adding one of a menu item does to an order: raise a line, or start a new one. */
export type LineAddition = { kind: 'increment'; lineId: string; quantity: number } | { kind: 'create'; unitPrice: number }

interface Line {
  id: string
  item: string
  price: number
  total_quantity: number
}

/**
 * One more of `item`: the existing line at today's menu price grows by one; otherwise a new line
 * is started at the menu price (a line keeps the price it was added at, so a changed price gets
 * its own line instead of repricing what was already served).
 */
export function planLineAddition(lines: readonly Line[], item: { id: string; price: number }): LineAddition {
  const line = lines.find((candidate) => candidate.item === item.id && candidate.price === item.price)
  return line
    ? { kind: 'increment', lineId: line.id, quantity: line.total_quantity + 1 }
    : { kind: 'create', unitPrice: item.price }
}

/** What taking one away does: lower the line, delete it, or nothing once only paid units remain. */
export type LineRemoval = { kind: 'decrement'; quantity: number } | { kind: 'delete' } | { kind: 'blocked' }

export function planLineRemoval(line: { total_quantity: number; paid_quantity: number }): LineRemoval {
  if (line.total_quantity <= line.paid_quantity) return { kind: 'blocked' }
  if (line.total_quantity <= 1) return { kind: 'delete' }
  return { kind: 'decrement', quantity: line.total_quantity - 1 }
}

/** Staff close an order once it is paid, or when it was opened by mistake and holds nothing. */
export function canCloseOrder(status: { total_amount: number; paid_amount: number; status: string }): boolean {
  return status.status === 'paid' || (status.total_amount === 0 && status.paid_amount === 0)
}
