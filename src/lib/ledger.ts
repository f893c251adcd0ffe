// The staff's side of the one ledger (docs/decisions/019): payments taken outside the QR flow,
// voids, corrections of lines, closing a table and the shift report. Every write is a pb_hooks
// route that runs in one database transaction; failures answer `{error: {code, message}}`.
import { CLOSE_REASONS, LEDGER_TEXT_MAX, RECORDED_METHODS } from '@/domain/shared-rules'
import { pb } from './pocketbase'
import { isPocketBaseError } from './pocketbase-errors'
import type { UserRole } from './pocketbase-types'
import type { SelectedItem } from './bill-selection'

/** How a payment came in: the diner's QR card payment, or one staff recorded. */
export const PAYMENT_CHANNELS = ['qr', 'cash', 'terminal', 'other'] as const
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
export function canCorrectLedger(role: UserRole): boolean {
  return role === 'admin' || role === 'manager'
}

export interface RecordPaymentSplit {
  mode: 'full' | 'amount' | 'equal' | 'items'
  amount?: number
  totalGuests?: number
  payingFor?: number
  items?: SelectedItem[]
}

export interface RecordPaymentInput {
  orderId: string
  method: RecordedMethod
  split: RecordPaymentSplit
  /** Minor units. */
  tip?: number
  note?: string
  /** The idempotency key: the same again returns the payment it recorded (src/lib/request-ids.ts). */
  requestId?: string
}

export interface RecordedPayment {
  transaction: { id: string; base: number; tip: number; total: number; currency: string }
}

const enc = encodeURIComponent

/** Records a payment taken at the table (cash, the restaurant's terminal, a voucher). */
export function recordPayment({ orderId, method, split, tip, note, requestId }: RecordPaymentInput): Promise<RecordedPayment> {
  const items = split.items?.map(({ orderItemId, quantity, share }) => (share ? { orderItemId, quantity, share } : { orderItemId, quantity }))
  return pb.send(`/api/conto/orders/${enc(orderId)}/payments`, {
    method: 'POST',
    body: { method, split: { ...split, items }, tip: tip || undefined, note: note?.trim() || undefined, requestId },
  })
}

/** Cancels a recorded payment: it stops counting, the record stays. */
export function voidPayment(transactionId: string, reason: string): Promise<unknown> {
  return pb.send(`/api/conto/payments/${enc(transactionId)}/void`, { method: 'POST', body: { reason: reason.trim() } })
}

export interface LineCorrectionInput {
  orderId: string
  lineId: string
  quantity: number
  reason: string
  action: LineCorrection
}

/** Takes unpaid units off a line: a mistake (void) or on the house (comp). */
export function correctLine({ orderId, lineId, quantity, reason, action }: LineCorrectionInput): Promise<unknown> {
  return pb.send(`/api/conto/orders/${enc(orderId)}/lines/${enc(lineId)}/void`, {
    method: 'POST',
    body: { quantity, reason: reason.trim(), action },
  })
}

export interface CloseOrderInput {
  orderId: string
  /** Needed when a balance is left. */
  reason?: Exclude<CloseReason, 'paid'>
  note?: string
}

/**
 * The balance the server found when it refused to close without a reason (close_reason_required),
 * or null for any other outcome.
 */
export function readCloseBalance(error: unknown): number | null {
  if (!isPocketBaseError(error)) return null
  const refusal = error.response.error as { code?: unknown; balance?: unknown } | undefined
  return refusal?.code === 'close_reason_required' && typeof refusal.balance === 'number' ? refusal.balance : null
}

/** Closes an order: paid, or with the reason its balance is left. */
export function closeOrder({ orderId, reason, note }: CloseOrderInput): Promise<unknown> {
  return pb.send(`/api/conto/orders/${enc(orderId)}/close`, {
    method: 'POST',
    body: reason ? { reason, note: note?.trim() || undefined } : {},
  })
}
