import type { BaseRecord } from '@/lib/pocketbase-types'

// Record shapes of transactions as staff read them (pb_migrations/1763700070_created_transactions.js).

export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'refunded', 'partially_refunded'] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]
/** SPEC §4 also names 'unknown': anything the schema does not know is shown as that. */
export type TransactionStatusLabel = TransactionStatus | 'unknown'

export interface TransactionLog {
  action: string
  time: string
  [key: string]: unknown
}

export interface TransactionOrder extends BaseRecord {
  number: number
  table: string
  expand?: { table?: BaseRecord & { name: string } }
}

export interface TransactionPerson extends BaseRecord {
  name: string
  email: string
}

export interface TransactionRecord extends BaseRecord {
  order: string
  restaurant: string
  waiter: string
  status: string
  currency: string
  base_amount: number
  tip_amount: number
  service_fee: number
  fee: number
  total_amount: number
  refund_amount: number
  split_mode: 'full' | 'equal' | 'items' | ''
  split_group: string
  split_total_guests: number
  split_paying_for: number
  tip_mode: 'percent' | 'fixed' | ''
  payment_method: string
  stripe_session_id: string
  stripe_payment_intent_id: string
  stripe_charge_id: string
  receipt_email: string
  paid_at: string
  logs: TransactionLog[] | null
  created: string
  updated: string
  expand?: {
    order?: TransactionOrder
    waiter?: TransactionPerson
    restaurant?: BaseRecord & { name: string }
  }
}

export interface TransactionItemRecord extends BaseRecord {
  transaction: string
  order_item: string
  quantity: number
  expand?: {
    order_item?: BaseRecord & { unit_price: number; quantity: number; expand?: { item?: BaseRecord & { name: string } } }
  }
}

export function getStatusLabel(status: string): TransactionStatusLabel {
  return (TRANSACTION_STATUSES as readonly string[]).includes(status) ? (status as TransactionStatus) : 'unknown'
}
