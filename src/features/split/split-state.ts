import {
  MAX_SPLIT_GUESTS,
  getBaseAmount,
  getAmountAvailable,
  getQuantityLeft,
  type ItemLine,
  type SplitMode,
} from '@/lib/bill-maths'
import type { OrderItemStatusRecord } from '@/lib/pocketbase-types'

/** How the diner pays (SPEC §4); each maps to the split mode the server understands. */
export type OrderPaymentType = 'pay-full' | 'split-equal' | 'split-items'

export const SPLIT_MODE_BY_PAYMENT_TYPE: Record<OrderPaymentType, SplitMode> = {
  'pay-full': 'full',
  'split-equal': 'equal',
  'split-items': 'items',
}

export interface SelectedItem {
  orderItemId: string
  quantity: number
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

function clampGuests(value: number): number {
  if (!Number.isFinite(value)) return MIN_GUESTS
  return Math.min(MAX_SPLIT_GUESTS, Math.max(MIN_GUESTS, Math.trunc(value)))
}

/**
 * The guests of an equal split. Zero in the stored context means "not chosen yet": total guests
 * then come from the table's order and paying-for from the default.
 */
export function resolveGuestSplit(stored: GuestSplit, orderGuests: number): GuestSplit {
  const totalGuests = clampGuests(stored.totalGuests > 0 ? stored.totalGuests : orderGuests)
  const payingFor = stored.payingFor > 0 ? Math.min(stored.payingFor, totalGuests) : getDefaultPayingFor(totalGuests)
  return { totalGuests, payingFor: Math.max(MIN_GUESTS, payingFor) }
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

/** Opening the split page while paying in full switches to an equal split. */
export function getPaymentTypeOnSplitEntry(type: OrderPaymentType): OrderPaymentType {
  return type === 'pay-full' ? 'split-equal' : type
}

/** Units of a bill line nobody has paid yet. */
export function getUnpaidQuantity(item: Pick<OrderItemStatusRecord, 'total_quantity' | 'paid_quantity'>): number {
  return getQuantityLeft(item.total_quantity, item.paid_quantity)
}

/** True when every unit of the line is paid (struck through on the bill). */
export function isItemFullyPaid(item: Pick<OrderItemStatusRecord, 'total_quantity' | 'paid_quantity'>): boolean {
  return item.total_quantity > 0 && getUnpaidQuantity(item) === 0
}

/** Sets one line's chosen quantity, kept between 0 and what is unpaid; zero lines are dropped. */
export function setItemQuantity(
  selected: readonly SelectedItem[],
  item: Pick<OrderItemStatusRecord, 'id' | 'total_quantity' | 'paid_quantity'>,
  quantity: number,
): SelectedItem[] {
  const safe = Number.isFinite(quantity) ? Math.trunc(quantity) : 0
  const clamped = Math.min(getUnpaidQuantity(item), Math.max(0, safe))
  const others = selected.filter((entry) => entry.orderItemId !== item.id)
  if (clamped === 0) return others
  const index = selected.findIndex((entry) => entry.orderItemId === item.id)
  const next = { orderItemId: item.id, quantity: clamped }
  if (index === -1) return [...others, next]
  // keep the diner's order of choice stable
  return selected.map((entry) => (entry.orderItemId === item.id ? next : entry))
}

/** The chosen quantity of a line (0 when not chosen). */
export function getSelectedQuantity(selected: readonly SelectedItem[], orderItemId: string): number {
  return selected.find((entry) => entry.orderItemId === orderItemId)?.quantity ?? 0
}

/**
 * The selection re-checked against the live bill: lines that vanished are dropped and quantities
 * others paid meanwhile are lowered, so the diner never sends more than is unpaid.
 */
export function reconcileSelection(selected: readonly SelectedItem[], items: readonly OrderItemStatusRecord[]): SelectedItem[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  const result: SelectedItem[] = []
  for (const entry of selected) {
    const item = byId.get(entry.orderItemId)
    if (!item) continue
    const quantity = Math.min(entry.quantity, getUnpaidQuantity(item))
    if (quantity > 0) result.push({ orderItemId: entry.orderItemId, quantity })
  }
  return result
}

/** Units chosen across all lines ("positions" on the split page). */
export function countPositions(selected: readonly SelectedItem[]): number {
  return selected.reduce((sum, entry) => sum + Math.max(0, entry.quantity), 0)
}

/** Chosen lines with their unit prices, for the shared subtotal maths. */
export function getSelectedLines(selected: readonly SelectedItem[], items: readonly OrderItemStatusRecord[]): ItemLine[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  return reconcileSelection(selected, items).map((entry) => ({
    unitPrice: byId.get(entry.orderItemId)?.price ?? 0,
    quantity: entry.quantity,
  }))
}

export interface PaymentSelection {
  type: OrderPaymentType
  guests: GuestSplit
  selectedItems: readonly SelectedItem[]
}

export interface BillNumbers {
  totalAmount: number
  paidAmount: number
}

/**
 * What this diner's payment covers before the tip, as the server will compute it (the server's
 * answer is still the one charged: it also knows the shares others have claimed).
 */
export function getSelectionBase(selection: PaymentSelection, bill: BillNumbers, items: readonly OrderItemStatusRecord[]): number {
  return getBaseAmount({
    mode: SPLIT_MODE_BY_PAYMENT_TYPE[selection.type],
    total: bill.totalAmount,
    available: getAmountAvailable(bill.totalAmount, bill.paidAmount),
    totalGuests: selection.guests.totalGuests,
    payingFor: selection.guests.payingFor,
    items: getSelectedLines(selection.selectedItems, items),
  })
}

export interface SplitPayload {
  mode: SplitMode
  totalGuests: number
  payingFor: number
  items: SelectedItem[]
}

/** The `split` part of create-checkout-session (SPEC §7). */
export function toSplitPayload(selection: PaymentSelection, items: readonly OrderItemStatusRecord[]): SplitPayload {
  const mode = SPLIT_MODE_BY_PAYMENT_TYPE[selection.type]
  return {
    mode,
    totalGuests: selection.guests.totalGuests,
    payingFor: selection.guests.payingFor,
    items: mode === 'items' ? reconcileSelection(selection.selectedItems, items) : [],
  }
}
