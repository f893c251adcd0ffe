import { paths } from '@/config/paths'
import { NO_TIP, getTipPrompt } from '@/domain/tip-prompt'
import type { OrderContextUpdate } from './order-store'

interface Place {
  restaurant: { id: string; tip_prompt?: string }
  tableId: string
}

/**
 * Where a diner goes once they have chosen what to pay: the tip step, or — at a restaurant with
 * no tip step (issue 37) — the payment, with no tip stored so the payment sends none.
 */
export function getStepAfterChoosing({ restaurant, tableId }: Place, updateOrder: (update: OrderContextUpdate) => void): string {
  if (getTipPrompt(restaurant) !== 'off') return paths.diner.tips(restaurant.id, tableId)
  updateOrder({ contextTipMode: NO_TIP.mode, contextTipAmount: NO_TIP.amount, tipChosen: true })
  return paths.diner.payment(restaurant.id, tableId)
}

/** The step before the payment: the tip step, or what the diner chose to pay when there is none. */
export function getStepBeforePayment({ restaurant, tableId }: Place, paysAll: boolean): string {
  if (getTipPrompt(restaurant) !== 'off') return paths.diner.tips(restaurant.id, tableId)
  return paysAll ? paths.diner.bill(restaurant.id, tableId) : paths.diner.split(restaurant.id, tableId)
}
