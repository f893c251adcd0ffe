// Refund arithmetic shared by the transaction screen and api-functions/admin/refund.ts
// (relative imports only, so the functions can load it straight from here).

import { isPaidStatus } from './paid-statuses.ts'

export interface RefundableTransaction {
  status: string
  total_amount: number
  refund_amount: number
}

/** What can still be refunded of a payment: the total minus what was refunded already. */
export function getRefundable(transaction: RefundableTransaction): number {
  if (!isPaidStatus(transaction.status)) return 0
  return Math.max(0, transaction.total_amount - (transaction.refund_amount || 0))
}

export type RefundAmountError = 'required' | 'notPositive' | 'tooLarge'

/** Why an amount (minor units, null when unreadable) cannot be refunded, or null when it can. */
export function validateRefundAmount(amount: number | null, refundable: number): RefundAmountError | null {
  if (amount === null || !Number.isFinite(amount)) return 'required'
  if (amount <= 0 || !Number.isInteger(amount)) return 'notPositive'
  if (amount > refundable) return 'tooLarge'
  return null
}
