import { getAmountLeft } from '@/lib/money'
import type { OrderPaymentStatusRecord, TableStatusRecord } from '@/lib/pocketbase-types'

export type BillState = 'none' | 'open' | 'paid'

export interface BillSummary {
  state: BillState
  totalAmount: number
  paidAmount: number
  amountLeft: number
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
  const amountLeft = getAmountLeft(totalAmount, paidAmount)
  const state: BillState = !table.order_id || totalAmount <= 0 ? 'none' : amountLeft === 0 ? 'paid' : 'open'
  return { state, totalAmount, paidAmount, amountLeft, currency: table.currency }
}
