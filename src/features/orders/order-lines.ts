import { getLineLedger, type LedgerLine } from '@/domain/bill-ledger'

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

/** What taking one away does: lower the line, delete it, or nothing once only covered units remain. */
export type LineRemoval = { kind: 'decrement'; quantity: number } | { kind: 'delete' } | { kind: 'blocked' }

/**
 * One fewer of a line. Units paid, held by a diner paying now, or the shared unit in progress are
 * covered: the server refuses to go below them (line_paid), so the floor never offers it.
 */
export function planLineRemoval(line: LedgerLine): LineRemoval {
  if (getLineLedger(line).freeUnits <= 0) return { kind: 'blocked' }
  if (line.total_quantity <= 1) return { kind: 'delete' }
  return { kind: 'decrement', quantity: line.total_quantity - 1 }
}

/** Units of a line that payments or live claims cover (the shared unit in progress counts as one). */
export function getCoveredUnits(line: LedgerLine): number {
  return Math.max(0, line.total_quantity - getLineLedger(line).freeUnits)
}

/**
 * Whether staff change the order's lines in Conto: only while it is open, and never on a POS
 * check (`pos_check` set, decision 044), whose lines the POS owns — PocketBase refuses the writes
 * and the void route answers `pos_owns_check`, so the screens do not offer them.
 */
export function canChangeLines(order: { closed_at: string; pos_check: string }): boolean {
  return !order.closed_at && !order.pos_check
}
