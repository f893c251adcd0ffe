// What a payer chooses of a bill (docs/decisions/018): the guests of an equal split, whole units
// of lines and shares of one unit. Shared by the diner's split and the staff's recorded payments.
import { MAX_SPLIT_GUESTS, getQuantityLeft, getUnitShareAmount, type ItemLine } from './bill-maths.ts'
import { getLineLedger, getShareOptions, type LedgerLine } from './bill-ledger.ts'

/** `parts` of `of` equal shares of one unit. */
export interface UnitShare {
  parts: number
  of: number
}

export interface SelectedItem {
  orderItemId: string
  /** Whole units. */
  quantity: number
  /** Shares of one more unit of the line. */
  share?: UnitShare
}

export interface GuestSplit {
  totalGuests: number
  payingFor: number
}

export const MIN_GUESTS = 1

/** Paying for 1 when alone, else for everyone but one (SPEC §4 default). */
export function getDefaultPayingFor(totalGuests: number): number {
  return totalGuests <= 1 ? 1 : totalGuests - 1
}

/** Guests kept between 1 and MAX_SPLIT_GUESTS, whole. */
export function clampGuests(value: number): number {
  if (!Number.isFinite(value)) return MIN_GUESTS
  return Math.min(MAX_SPLIT_GUESTS, Math.max(MIN_GUESTS, Math.trunc(value)))
}

/** At least one guest; lowering the guests below paying-for lowers paying-for with it. */
export function changeTotalGuests(current: GuestSplit, next: number): GuestSplit {
  const totalGuests = clampGuests(next)
  return { totalGuests, payingFor: Math.min(Math.max(MIN_GUESTS, current.payingFor), totalGuests) }
}

/** Paying-for stays between 1 and the total guests. */
export function changePayingFor(current: GuestSplit, next: number): GuestSplit {
  const payingFor = Number.isFinite(next) ? Math.trunc(next) : MIN_GUESTS
  return { totalGuests: current.totalGuests, payingFor: Math.min(current.totalGuests, Math.max(MIN_GUESTS, payingFor)) }
}

/** Units of a bill line nobody has paid yet. */
export function getUnpaidQuantity(item: Pick<LedgerLine, 'total_quantity' | 'paid_quantity'>): number {
  return getQuantityLeft(item.total_quantity, item.paid_quantity)
}

/** True when every unit of the line is paid (struck through on the bill). */
export function isItemFullyPaid(item: Pick<LedgerLine, 'total_quantity' | 'paid_quantity'>): boolean {
  return item.total_quantity > 0 && getUnpaidQuantity(item) === 0
}

export type SplitLine = { id: string; price: number } & LedgerLine

/** True when the diner can choose anything of the line now: a free unit or a free share. */
export function isLineChoosable(item: LedgerLine): boolean {
  return getLineLedger(item).freeUnits > 0 || getShareOptions(item) !== undefined
}

/** Whole units of the line the diner may choose beside a share (a share of a new unit takes one). */
export function getMaxWholeUnits(item: LedgerLine, share: UnitShare | undefined): number {
  const ledger = getLineLedger(item)
  return Math.max(0, ledger.freeUnits - (share && !ledger.unitInProgress ? 1 : 0))
}

/** The share re-checked against the line: its way still offered, its parts capped; else none. */
function checkShare(item: LedgerLine, quantity: number, share: UnitShare | undefined): UnitShare | undefined {
  if (!share) return undefined
  const options = getShareOptions(item, quantity)
  if (!options || !options.ways.includes(share.of)) return undefined
  const parts = Math.min(Math.trunc(share.parts), options.maxParts(share.of))
  return parts >= 1 ? { parts, of: share.of } : undefined
}

function toEntry(orderItemId: string, quantity: number, share: UnitShare | undefined): SelectedItem | undefined {
  if (quantity <= 0 && !share) return undefined
  return share ? { orderItemId, quantity, share } : { orderItemId, quantity }
}

/** Replaces one line's entry (kept in the diner's order of choice), or drops it. */
function replaceEntry(selected: readonly SelectedItem[], orderItemId: string, next: SelectedItem | undefined): SelectedItem[] {
  const index = selected.findIndex((entry) => entry.orderItemId === orderItemId)
  if (index === -1) return next ? [...selected, next] : [...selected]
  return next ? selected.map((entry) => (entry.orderItemId === orderItemId ? next : entry)) : selected.filter((entry) => entry.orderItemId !== orderItemId)
}

/** The chosen entry of a line, if any. */
export function getSelectedEntry(selected: readonly SelectedItem[], orderItemId: string): SelectedItem | undefined {
  return selected.find((entry) => entry.orderItemId === orderItemId)
}

/** Sets one line's whole units, kept between 0 and what is free beside its share; empty lines are dropped. */
export function setItemQuantity(selected: readonly SelectedItem[], item: SplitLine, quantity: number): SelectedItem[] {
  const share = getSelectedEntry(selected, item.id)?.share
  const safe = Number.isFinite(quantity) ? Math.trunc(quantity) : 0
  const clamped = Math.min(getMaxWholeUnits(item, share), Math.max(0, safe))
  return replaceEntry(selected, item.id, toEntry(item.id, clamped, share))
}

/** Sets (or with undefined clears) the share of one more unit the diner takes of a line. */
export function setItemShare(selected: readonly SelectedItem[], item: SplitLine, share: UnitShare | undefined): SelectedItem[] {
  const quantity = getSelectedEntry(selected, item.id)?.quantity ?? 0
  // a share of a new unit needs a free unit beside the whole ones: it lowers them if need be
  const whole = share ? Math.min(quantity, getMaxWholeUnits(item, share)) : quantity
  const checked = checkShare(item, whole, share)
  return replaceEntry(selected, item.id, toEntry(item.id, checked ? whole : quantity, checked))
}

/** The chosen whole units of a line (0 when not chosen). */
export function getSelectedQuantity(selected: readonly SelectedItem[], orderItemId: string): number {
  return getSelectedEntry(selected, orderItemId)?.quantity ?? 0
}

/**
 * The selection re-checked against the live bill: lines that vanished are dropped, quantities
 * others paid or hold meanwhile are lowered and shares no longer offered are dropped, so the
 * diner never sends more than is free.
 */
export function reconcileSelection(selected: readonly SelectedItem[], items: readonly SplitLine[]): SelectedItem[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  const result: SelectedItem[] = []
  for (const entry of selected) {
    const item = byId.get(entry.orderItemId)
    if (!item) continue
    const quantity = Math.max(0, Math.min(entry.quantity, getLineLedger(item).freeUnits))
    const next = toEntry(entry.orderItemId, quantity, checkShare(item, quantity, entry.share))
    if (next) result.push(next)
  }
  return result
}

/** Units chosen across all lines ("positions" on the split page); a share counts as one. */
export function countPositions(selected: readonly SelectedItem[]): number {
  return selected.reduce((sum, entry) => sum + Math.max(0, entry.quantity) + (entry.share ? 1 : 0), 0)
}

/**
 * What a share of one unit of the line covers, as the server will work it out: the shares of the
 * unit in progress are taken, and what they cover is estimated as floor(P·taken/of).
 */
export function getShareAmount(item: SplitLine, share: UnitShare): number {
  const ledger = getLineLedger(item)
  const taken = ledger.unitInProgress ? ledger.sharesPaid + ledger.sharesHeld : 0
  const covered = Math.floor((item.price * taken) / share.of)
  return getUnitShareAmount({ unitPrice: item.price, of: share.of, taken, covered, parts: share.parts })
}

/** Chosen lines with their unit prices and shares, for the shared subtotal maths. */
export function getSelectedLines(selected: readonly SelectedItem[], items: readonly SplitLine[]): ItemLine[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  return reconcileSelection(selected, items).map((entry) => {
    const item = byId.get(entry.orderItemId)
    return {
      unitPrice: item?.price ?? 0,
      quantity: entry.quantity,
      shareAmount: item && entry.share ? getShareAmount(item, entry.share) : 0,
    }
  })
}
