import { getPaymentChannel } from '@/lib/ledger'
import { getRefundable, type RefundableTransaction } from '@/lib/refunds'

export { getRefundable, validateRefundAmount, type RefundAmountError } from '@/lib/refunds'

/**
 * Only administrators and managers refund, and only a card (QR) payment with something left to
 * refund: money staff recorded (cash, terminal, other) never went through Stripe, it is voided.
 */
export function canRefund(role: string, transaction: RefundableTransaction & { channel?: string }): boolean {
  return (role === 'admin' || role === 'manager') && getPaymentChannel(transaction) === 'qr' && getRefundable(transaction) > 0
}
