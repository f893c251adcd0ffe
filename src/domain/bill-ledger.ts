// What each bill line's live ledger says (docs/decisions/018): whole units paid, held by live
// claims, and the one shared unit in progress. Shared by the bill and split features.
import { MAX_UNIT_SHARES, getQuantityLeft } from './bill-maths.ts'

/** The ledger's fields a line carries once `readOrderItemStatus` has read its `ledger` JSON. */
export interface LedgerCounts {
  /** Whole units held by live claims. */
  held_quantity: number
  /** Shares per unit the line is split into (0: never shared). */
  share_of: number
  /** Paid shares of the unit in progress. */
  shares_paid: number
  /** Shares held by live claims. */
  shares_held: number
}

export interface LedgerLine extends LedgerCounts {
  total_quantity: number
  paid_quantity: number
}

/** An order_items_status row as the view answers it: the counts, and the shares in one JSON. */
interface LedgerRow {
  total_quantity: number
  paid_quantity: number
  ledger: unknown
}

export interface LineLedger {
  /** Whole units nobody has paid or holds, the shared unit in progress not counted. */
  freeUnits: number
  /** Whole units held by live claims. */
  heldUnits: number
  /** One unit of the line is being paid in shares (some paid or held, not all paid). */
  unitInProgress: boolean
  /** The line's shares per unit (0 = never shared). */
  shareOf: number
  sharesPaid: number
  sharesHeld: number
  /** Shares of the unit in progress still free to take (0 when none is in progress). */
  sharesLeft: number
}

function readCount(ledger: unknown, key: string): number {
  const value = ledger && typeof ledger === 'object' ? (ledger as Record<string, unknown>)[key] : 0
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0
}

/**
 * A line as order_items_status answers it, with its `ledger` JSON (one lookup per line instead
 * of four, docs/decisions/018) read into fields. Paid shares count toward the unit in progress
 * only while the line has a unit left to share.
 */
export function readOrderItemStatus<Row extends LedgerRow>(row: Row): Omit<Row, 'ledger'> & LedgerCounts {
  const { ledger, ...line } = row
  const shareOf = readCount(ledger, 'of')
  const paidShares = readCount(ledger, 'paidShares')
  return {
    ...line,
    held_quantity: readCount(ledger, 'held'),
    share_of: shareOf,
    shares_paid: shareOf > 0 && line.paid_quantity < line.total_quantity ? paidShares % shareOf : 0,
    shares_held: readCount(ledger, 'heldShares'),
  }
}

/** The live ledger of one line, read from its status row. */
export function getLineLedger(line: LedgerLine): LineLedger {
  const shareOf = Math.max(0, line.share_of)
  const sharesPaid = shareOf > 0 ? Math.max(0, line.shares_paid) : 0
  const sharesHeld = shareOf > 0 ? Math.max(0, line.shares_held) : 0
  const unitInProgress = shareOf > 0 && sharesPaid + sharesHeld > 0
  const heldUnits = Math.max(0, line.held_quantity)
  const freeUnits = Math.max(0, getQuantityLeft(line.total_quantity, line.paid_quantity, heldUnits) - (unitInProgress ? 1 : 0))
  return {
    freeUnits,
    heldUnits,
    unitInProgress,
    shareOf,
    sharesPaid,
    sharesHeld,
    sharesLeft: unitInProgress ? Math.max(0, shareOf - sharesPaid - sharesHeld) : 0,
  }
}

/** True when some of the line is held by a live claim (whole units or shares). */
export function isLineBeingPaid(line: LedgerLine): boolean {
  const ledger = getLineLedger(line)
  return ledger.heldUnits > 0 || ledger.sharesHeld > 0
}

export interface ShareOptions {
  /** The ways a share may split a unit: the unit in progress fixes it, else 2…12. */
  ways: number[]
  /** Most parts one diner may take of a unit split `of` ways. */
  maxParts: (of: number) => number
}

/**
 * Which shares of one more unit a diner may take, beside `wholeUnits` whole units: the rest of
 * the unit in progress, else a free unit (a line is shared one way, so a line shared before
 * keeps its way). Undefined when no share is possible.
 */
export function getShareOptions(line: LedgerLine, wholeUnits = 0): ShareOptions | undefined {
  const ledger = getLineLedger(line)
  if (ledger.unitInProgress) {
    if (ledger.sharesLeft < 1) return undefined
    return { ways: [ledger.shareOf], maxParts: (of) => (of === ledger.shareOf ? ledger.sharesLeft : 0) }
  }
  if (ledger.freeUnits < wholeUnits + 1) return undefined
  const ways = ledger.shareOf >= 2 ? [ledger.shareOf] : Array.from({ length: MAX_UNIT_SHARES - 1 }, (_, index) => index + 2)
  return { ways, maxParts: (of) => (ways.includes(of) ? of - 1 : 0) }
}

/**
 * The lines as if nobody held anything: the payment page's own claim is among the holds the
 * views report, so it checks the diner's choice against what is unpaid and lets the server,
 * which knows whose claim is whose, decide.
 */
export function withoutHolds<T extends LedgerLine>(lines: readonly T[]): T[] {
  return lines.map((line) => ({ ...line, held_quantity: 0, shares_held: 0 }))
}
