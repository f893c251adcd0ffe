import type { NotificationRecord, NotificationType } from './types'

export const NOTIFICATION_TYPES = ['waiter_call', 'payment', 'review', 'refund', 'overpayment'] as const satisfies readonly NotificationType[]

export interface NotificationText {
  /** floor:notifications.titles.<key>[WithTable] */
  key: 'waiterCall' | 'payment' | 'review' | 'refund' | 'overpayment'
  withTable: boolean
  table: string
  /** Minor units and currency when the notification is about money. */
  amount: { value: number; currency: string } | null
  /** Star rating of a review, when the server sent one. */
  rating: number | null
  /** The tip in a payment, minor units, when there was one. */
  tip: number | null
}

const keys: Record<NotificationType, NotificationText['key']> = {
  waiter_call: 'waiterCall',
  payment: 'payment',
  review: 'review',
  refund: 'refund',
  overpayment: 'overpayment',
}

function readNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/**
 * What a notification is about, for its title: the kind, the table (expanded relation or the
 * server's `data.table_name`), the amount (expanded transaction or `data.amount`/`data.currency`)
 * and a review's rating (`data.rating`).
 */
export function describeNotification(notification: Pick<NotificationRecord, 'type' | 'data' | 'expand'>): NotificationText {
  const data = notification.data ?? {}
  const table = notification.expand?.table?.name ?? (typeof data.table_name === 'string' ? data.table_name : '')
  const transaction = notification.expand?.transaction
  const dataAmount = readNumber(data.amount)
  const dataCurrency = typeof data.currency === 'string' ? data.currency : ''
  const amount = transaction
    ? { value: transaction.total_amount, currency: transaction.currency }
    : dataAmount !== null && dataCurrency
      ? { value: dataAmount, currency: dataCurrency }
      : null
  const rating = readNumber(data.rating)
  const tip = readNumber(data.tip)
  return {
    key: keys[notification.type] ?? 'payment',
    withTable: table !== '',
    table,
    amount,
    rating: rating !== null && rating >= 1 && rating <= 5 ? Math.round(rating) : null,
    tip: tip !== null && tip > 0 ? tip : null,
  }
}

/** A badge shows at most two digits: 7, 42, 99+. */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.floor(count)))
}
