import type { BaseRecord, ItemRecord, OrderPaymentState, UserRecord } from '@/lib/pocketbase-types'

// Record shapes of pb_migrations/1763700050 (orders), …60 (order_items), …70 (transactions).

export interface TableRecord extends BaseRecord {
  restaurant: string
  name: string
  section: string
  seats: number
  currency: string
  waiter: string
}

export interface OrderRecord extends BaseRecord {
  restaurant: string
  table: string
  number: number
  waiter: string
  guests: number
  /** '' while the order is open */
  closed_at: string
  created: string
  updated: string
  expand?: { table?: TableRecord; waiter?: UserRecord }
}

export interface MenuItemRecord extends ItemRecord {
  restaurant: string
  category: string
  description: string
  available: boolean
}

export interface OrderLineRecord extends BaseRecord {
  order: string
  item: string
  quantity: number
  unit_price: number
}

export type TransactionStatus = 'pending' | 'completed' | 'failed' | 'refunded' | 'partially_refunded'

export interface TransactionRecord extends BaseRecord {
  order: string
  restaurant: string
  waiter: string
  status: TransactionStatus
  currency: string
  base_amount: number
  tip_amount: number
  service_fee: number
  fee: number
  total_amount: number
  refund_amount: number
  split_mode: 'full' | 'equal' | 'items'
  payment_method: string
  paid_at: string
  created: string
}

/** An order with its derived payment state (order_payments_status). */
export interface OrderWithStatus extends OrderRecord {
  total_amount: number
  paid_amount: number
  status: OrderPaymentState | 'unknown'
}
