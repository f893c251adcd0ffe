import type { PosDeliveriesRecord, PosEventsRecord } from '@/domain/pocketbase-schema'

export type PosEventType = PosEventsRecord['type']

/** An event type's name in office.json `restaurant.pos.deliveries.events`. */
export const EVENT_TEXT_KEYS = {
  'payment.completed': 'completed',
  'payment.certified': 'certified',
  'payment.refunded': 'refunded',
  'payment.voided': 'voided',
  'check.paid': 'checkPaid',
  'check.closed': 'checkClosed',
} as const satisfies Record<PosEventType, string>

export interface EventPayment {
  /** Minor units: what was paid, or for a refund what has been given back. */
  amount: number
  currency: string
  tableName: string | null
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * The payment an event's payload describes (its `data`, as the POS receives it; for a check event,
 * the check with its total); null when the
 * payload is not the shape written by pb_hooks/pos-outbox-lib.js, so the row shows no amount.
 */
export function readEventPayment(type: PosEventType, payload: unknown): EventPayment | null {
  const data = isRecord(payload) ? payload.data : undefined
  if (!isRecord(data) || typeof data.currency !== 'string') return null
  const amount = type === 'payment.refunded' ? data.refunded : data.total
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return null
  const table = isRecord(data.table) && typeof data.table.name === 'string' ? data.table.name : null
  return { amount, currency: data.currency, tableName: table }
}

export type DeliveryState =
  | { kind: 'delivered' }
  | { kind: 'failed' }
  /** `tries`: how many were made so far (the functions count a try when they start it) */
  | { kind: 'pending'; tries: number }
  /** waiting, but its endpoint is disabled: the functions no longer send it */
  | { kind: 'onHold' }

/** What the log says of a delivery. */
export function getDeliveryState(delivery: Pick<PosDeliveriesRecord, 'status' | 'attempts'>, endpointActive: boolean): DeliveryState {
  if (delivery.status === 'delivered') return { kind: 'delivered' }
  if (delivery.status === 'failed') return { kind: 'failed' }
  if (!endpointActive) return { kind: 'onHold' }
  return { kind: 'pending', tries: delivery.attempts }
}
