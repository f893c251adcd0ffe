import { useQuery } from '@tanstack/react-query'
import { floorQueryKey } from '@/lib/live/floor-live'
import type { CloseReason, LineCorrection, RecordPaymentSplit, RecordedMethod } from '@/domain/ledger'
import { callConto } from '@/lib/api/conto-api'
import { pb } from '@/lib/api/pocketbase'
import type { ContoRouteAnswer, ContoRouteBody } from '@/domain/conto-routes'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import { voidPayment } from '@/lib/live/void-payment'
import { orderKeys } from './api'

// The floor's ledger writes (docs/decisions/019): pb_hooks routes that each run in one database
// transaction and refuse with `{error: {code, message}}`. Each sheet shows its own refusal
// inline, so none of them toasts; all refetch the floor (the order, its lines, payments and totals).

export interface RecordPaymentInput {
  orderId: string
  method: RecordedMethod
  split: RecordPaymentSplit
  /** Minor units. */
  tip?: number
  note?: string
  /** The idempotency key: the same again returns the payment it recorded (src/lib/api/request-ids.ts). */
  requestId?: string
}

export type RecordedPayment = ContoRouteAnswer<'recordPayment'>

/** Records a payment taken at the table (cash, the restaurant's terminal, a voucher). */
function recordPayment({ orderId, method, split, tip, note, requestId }: RecordPaymentInput): Promise<RecordedPayment> {
  const items = split.items?.map(({ orderItemId, quantity, share }) => (share ? { orderItemId, quantity, share } : { orderItemId, quantity }))
  const body = { method, split: { ...split, items }, tip: tip || undefined, note: note?.trim() || undefined, requestId }
  return callConto('recordPayment', { orderId }, body as ContoRouteBody<'recordPayment'>)
}

export interface LineCorrectionInput {
  orderId: string
  lineId: string
  quantity: number
  reason: string
  action: LineCorrection
}

/** Takes unpaid units off a line: a mistake (void) or on the house (comp). */
function correctLine({ orderId, lineId, quantity, reason, action }: LineCorrectionInput): Promise<unknown> {
  return callConto('correctLine', { orderId, lineId }, { quantity, reason: reason.trim(), action })
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
function closeOrder({ orderId, reason, note }: CloseOrderInput): Promise<unknown> {
  return callConto('closeOrder', { orderId }, reason ? { reason, note: note?.trim() || undefined } : {})
}

const TRANSACTIONS_KEY = ['transactions'] as const

function useLedgerMutation<TInput, TResult>(restaurantId: string, mutationFn: (input: TInput) => Promise<TResult>) {
  return useAppMutation({ mutationFn, errorToast: false, invalidates: () => [floorQueryKey(restaurantId), TRANSACTIONS_KEY] })
}

/** Records cash, the card terminal or a voucher on an open order. */
export function useRecordPayment(restaurantId: string) {
  return useLedgerMutation(restaurantId, (input: RecordPaymentInput) => recordPayment(input))
}

/** A manager cancels a recorded payment, with a reason. */
export function useVoidPayment(restaurantId: string) {
  return useLedgerMutation(restaurantId, ({ transactionId, reason }: { transactionId: string; reason: string }) =>
    voidPayment(transactionId, reason),
  )
}

/** A manager takes unpaid units off a line: void (a mistake) or comp (on the house). */
export function useLineCorrection(restaurantId: string) {
  return useLedgerMutation(restaurantId, (input: LineCorrectionInput) => correctLine(input))
}

/** Closes an order: at once when paid, else with the reason its balance is left. */
export function useOrderClose(restaurantId: string) {
  return useLedgerMutation(restaurantId, (input: CloseOrderInput) => closeOrder(input))
}

export interface CardPaymentOfLine {
  id: string
  total_amount: number
  currency: string
  paid_at: string
  created: string
}

/** The card (QR) payments that covered a line, for the refund links when it cannot be changed. */
export function useCardPaymentsOfLine(restaurantId: string, lineId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...orderKeys.all(restaurantId), 'line-card-payments', lineId],
    queryFn: async () => {
      const rows = await pb.collection('transaction_items').getFullList<{ expand?: { transaction?: CardPaymentOfLine } }>({
        // card payments came through the QR flow (rows from before 019 have no channel)
        filter: pb.filter(
          "order_item = {:lineId} && (transaction.channel = 'qr' || transaction.channel = '') && (transaction.status = 'completed' || transaction.status = 'partially_refunded')",
          { lineId },
        ),
        expand: 'transaction',
      })
      const byId = new Map<string, CardPaymentOfLine>()
      for (const row of rows) if (row.expand?.transaction) byId.set(row.expand.transaction.id, row.expand.transaction)
      return [...byId.values()]
    },
    enabled,
  })
}
