import { getRefundable, type RefundableTransaction } from '@/lib/refunds'

export { getRefundable, validateRefundAmount, type RefundAmountError } from '@/lib/refunds'

/** Only administrators and managers refund, and only a payment with something left to refund. */
export function canRefund(role: string, transaction: RefundableTransaction): boolean {
  return (role === 'admin' || role === 'manager') && getRefundable(transaction) > 0
}
