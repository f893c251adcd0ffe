import { getBaseAmount, getAmountAvailable, type SplitMode } from '@/domain/bill-maths'
import {
  MIN_GUESTS,
  clampGuests,
  getDefaultPayingFor,
  getSelectedLines,
  reconcileSelection,
  type GuestSplit,
  type SelectedItem,
  type SplitLine,
} from '@/domain/bill-selection'

/** How the diner pays (SPEC §4); each maps to the split mode the server understands. */
export type OrderPaymentType = 'pay-full' | 'split-equal' | 'split-items'

export const SPLIT_MODE_BY_PAYMENT_TYPE: Record<OrderPaymentType, SplitMode> = {
  'pay-full': 'full',
  'split-equal': 'equal',
  'split-items': 'items',
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

/** Opening the split page while paying in full switches to an equal split. */
export function getPaymentTypeOnSplitEntry(type: OrderPaymentType): OrderPaymentType {
  return type === 'pay-full' ? 'split-equal' : type
}

export interface PaymentSelection {
  type: OrderPaymentType
  guests: GuestSplit
  selectedItems: readonly SelectedItem[]
}

export interface BillNumbers {
  totalAmount: number
  paidAmount: number
  /** Held by live claims (others paying right now); 0 when the caller's own claim may be among them. */
  heldAmount?: number
}

/**
 * What this diner's payment covers before the tip, as the server will compute it (the server's
 * answer is still the one charged: it also knows the shares others have claimed).
 */
export function getSelectionBase(selection: PaymentSelection, bill: BillNumbers, items: readonly SplitLine[]): number {
  return getBaseAmount({
    mode: SPLIT_MODE_BY_PAYMENT_TYPE[selection.type],
    total: bill.totalAmount,
    available: getAmountAvailable(bill.totalAmount, bill.paidAmount, bill.heldAmount ?? 0),
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
export function toSplitPayload(selection: PaymentSelection, items: readonly SplitLine[]): SplitPayload {
  const mode = SPLIT_MODE_BY_PAYMENT_TYPE[selection.type]
  return {
    mode,
    totalGuests: selection.guests.totalGuests,
    payingFor: selection.guests.payingFor,
    items: mode === 'items' ? reconcileSelection(selection.selectedItems, items) : [],
  }
}
