import { getPaymentChannel } from '@/domain/ledger'
import { getRefundable, type RefundableTransaction } from '@/domain/refunds'
import { isManagerRole } from '@/domain/roles'

export { getRefundable, validateRefundAmount, type RefundAmountError } from '@/domain/refunds'

/**
 * Only administrators and managers refund, and only a card (QR) payment with something left to
 * refund: money staff recorded (cash, terminal, other) never went through Stripe, it is voided.
 */
export function canRefund(role: string, transaction: RefundableTransaction & { channel?: string }): boolean {
  return isManagerRole(role) && getPaymentChannel(transaction) === 'qr' && getRefundable(transaction) > 0
}
