import { getAmountAvailable } from '@/domain/bill-maths'
import { getAmountLeft } from '@/domain/money'
import type { OrderPaymentStatusRecord, TableStatusRecord } from '@/lib/api/pocketbase-types'

/** No bill; something left to pay; everything left is being paid by others right now; all paid. */
export type BillState = 'none' | 'open' | 'held' | 'paid'

export interface BillSummary {
  state: BillState
  totalAmount: number
  paidAmount: number
  /** Held by live claims: others at the table are paying it right now. */
  heldAmount: number
  /** Left to pay: total − paid − held. */
  amountLeft: number
  /** Not paid yet, held or not: total − paid. */
  unpaidAmount: number
  currency: string
}

/**
 * What the diner still owes. The order's payment status is authoritative; until it arrives the
 * table status (same numbers, one poll older) fills in so the amount never flickers.
 */
export function getBillSummary(table: TableStatusRecord, payment: OrderPaymentStatusRecord | undefined): BillSummary {
  const source = payment ?? table
  const totalAmount = source.total_amount
  const paidAmount = source.paid_amount
  const unpaidAmount = getAmountLeft(totalAmount, paidAmount)
  // never more held than unpaid: a claim paid a moment ago may still count in an older row
  const heldAmount = Math.min(unpaidAmount, Math.max(0, source.held_amount ?? 0))
  const amountLeft = getAmountAvailable(totalAmount, paidAmount, heldAmount)
  const state: BillState =
    !table.order_id || totalAmount <= 0 ? 'none' : unpaidAmount === 0 ? 'paid' : amountLeft === 0 ? 'held' : 'open'
  return { state, totalAmount, paidAmount, heldAmount, amountLeft, unpaidAmount, currency: table.currency }
}

/** True while something on the bill is unpaid (free or being paid). */
export function isBillUnpaid(summary: Pick<BillSummary, 'state'>): boolean {
  return summary.state === 'open' || summary.state === 'held'
}

/** The bill as if nobody held anything (see withoutHolds): the payment page's own claim is among the holds. */
export function ignoreHolds(summary: BillSummary): BillSummary {
  return { ...summary, heldAmount: 0, amountLeft: summary.unpaidAmount, state: summary.state === 'held' ? 'open' : summary.state }
}
