// The staff's side of the one ledger (docs/decisions/019): payments taken outside the QR flow,
// voids, corrections of lines, closing a table and the shift report. These are its words and
// rules; the writes are pb_hooks routes (pb_hooks/ledger.pb.js), called from
// src/features/orders/ledger-mutations.ts and src/lib/live/void-payment.ts.
import { CLOSE_REASONS, LEDGER_TEXT_MAX, PAYMENT_CHANNELS, RECORDED_METHODS } from './shared-rules.ts'
import type { SelectedItem } from './bill-selection.ts'
import { isManagerRole } from './roles.ts'

export { PAYMENT_CHANNELS }
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number]

export { CLOSE_REASONS, LEDGER_TEXT_MAX, RECORDED_METHODS }

export type RecordedMethod = (typeof RECORDED_METHODS)[number]

/** Why an order closed: `paid`, or one of CLOSE_REASONS for a balance left. */
export type CloseReason = (typeof CLOSE_REASONS)[number] | 'paid'

export type LineCorrection = 'void' | 'comp'

/** A transaction's channel; rows without one (from before 019) came through the QR flow. */
export function getPaymentChannel(transaction: { channel?: string }): PaymentChannel {
  return (PAYMENT_CHANNELS as readonly string[]).includes(transaction.channel ?? '') ? (transaction.channel as PaymentChannel) : 'qr'
}

/** A completed payment staff recorded can be voided (a QR payment is refunded instead). */
export function isVoidablePayment(transaction: { channel?: string; status: string }): boolean {
  return transaction.status === 'completed' && getPaymentChannel(transaction) !== 'qr'
}

/** Managers and admins void recorded payments and take lines off a bill; waiters do not. */
export function canCorrectLedger(role: string): boolean {
  return isManagerRole(role)
}

export interface RecordPaymentSplit {
  mode: 'full' | 'amount' | 'equal' | 'items'
  amount?: number
  totalGuests?: number
  payingFor?: number
  items?: SelectedItem[]
}
