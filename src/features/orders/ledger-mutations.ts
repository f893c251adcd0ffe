import { useQuery } from '@tanstack/react-query'
import { floorQueryKey } from '@/lib/floor-live'
import { closeOrder, correctLine, recordPayment, voidPayment, type CloseOrderInput, type LineCorrectionInput, type RecordPaymentInput } from '@/lib/ledger'
import { pb } from '@/lib/pocketbase'
import { useAppMutation } from '@/lib/use-app-mutation'
import { orderKeys } from './api'

// The floor's ledger writes (docs/decisions/019). Each sheet shows its own refusal inline, so
// none of them toasts; all refetch the floor (the order, its lines, payments and totals).

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
