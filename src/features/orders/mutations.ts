import { useTranslation } from 'react-i18next'
import type { LedgerLine } from '@/domain/bill-ledger'
import { describeStaffFunctionError } from '@/lib/errors/describe-function-error'
import { floorQueryKey } from '@/lib/live/floor-live'
import { FunctionError, callFunction } from '@/lib/api/functions-client'
import { pb } from '@/lib/api/pocketbase'
import { getErrorMessage } from '@/lib/errors/error-message'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import { planLineAddition, planLineRemoval } from './order-lines'
import type { OrderRecord } from './types'

interface LineState extends LedgerLine {
  id: string
  item: string
  price: number
}

/** Every floor mutation refetches the floor and toasts its failure (a guard's line_paid in staff words). */
function useFloorMutation<TInput, TResult>(restaurantId: string, mutationFn: (input: TInput) => Promise<TResult>) {
  return useAppMutation({ mutationFn, errorToast: describeStaffFunctionError, invalidates: () => [floorQueryKey(restaurantId)] })
}

export interface OpenOrderInput {
  tableId: string
  guests: number
  waiter: string
}

/** Seats guests at a free table: a new open order, numbered by the server (pb_hooks/orders.pb.js). */
export function useOrderOpen(restaurantId: string) {
  return useFloorMutation(restaurantId, ({ tableId, guests, waiter }: OpenOrderInput) =>
    pb.collection('orders').create<OrderRecord>({ restaurant: restaurantId, table: tableId, guests, waiter }),
  )
}

/** One more of a menu item on an open order, always at its menu price. */
export function useOrderLineAdd(restaurantId: string) {
  return useFloorMutation(
    restaurantId,
    async ({ orderId, item, lines }: { orderId: string; item: { id: string; price: number }; lines: readonly LineState[] }) => {
      const plan = planLineAddition(lines, item)
      if (plan.kind === 'increment') {
        return pb.collection('order_items').update(plan.lineId, { quantity: plan.quantity })
      }
      // the rule requires unit_price to equal the menu price: a bill is never typed by hand
      return pb.collection('order_items').create({ order: orderId, item: item.id, quantity: 1, unit_price: plan.unitPrice })
    },
  )
}

/** One fewer of a line; the last unit removes the line. Covered units are never removed. */
export function useOrderLineRemove(restaurantId: string) {
  return useFloorMutation(restaurantId, async (line: LineState) => {
    const plan = planLineRemoval(line)
    if (plan.kind === 'decrement') return pb.collection('order_items').update(line.id, { quantity: plan.quantity })
    if (plan.kind === 'delete') return pb.collection('order_items').delete(line.id)
    return null
  })
}

/** Why a release failed, as a key under floor's `order.claims.errors`; undefined for anything else. */
export function getReleaseErrorKey(error: unknown): 'claim_not_found' | 'claim_ended' | 'forbidden' | 'network' | undefined {
  if (!(error instanceof FunctionError)) return undefined
  if (error.code === 'claim_not_found' || error.code === 'claim_ended') return error.code
  if (error.status === 403) return 'forbidden'
  if (error.status === 0) return 'network'
  return undefined
}

/**
 * A manager or admin ends a diner's live claim (POST /api/admin/release-claim): the rest of the
 * table can pay at once, and that diner's payment page stops. The floor refetches either way, so
 * a claim that had already ended leaves the list too.
 */
export function useClaimRelease(restaurantId: string) {
  const { t } = useTranslation('floor')
  return useAppMutation({
    mutationFn: (transactionId: string) =>
      callFunction<{ released: boolean }>('/api/admin/release-claim', { transactionId }, { token: pb.authStore.token }),
    errorToast: (error) => {
      const key = getReleaseErrorKey(error)
      return key ? t(`order.claims.errors.${key}`) : t('order.claims.errors.other', { message: getErrorMessage(error) })
    },
    invalidates: () => [floorQueryKey(restaurantId)],
  })
}
