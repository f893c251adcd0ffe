import type * as Schema from '@/domain/pocketbase-schema'
import type { ItemRecord, OrderPaymentState, UserRecord } from '@/lib/api/pocketbase-types'

// The floor's record shapes: the generated schema types, with what `expand` brings.

export type TableRecord = Schema.TablesRecord

export interface OrderRecord extends Schema.OrdersRecord {
  expand?: { table?: TableRecord; waiter?: UserRecord }
}

export type MenuItemRecord = ItemRecord

export type OrderLineRecord = Schema.OrderItemsRecord

export type TransactionStatus = Schema.TransactionsRecord['status']

export interface TransactionRecord extends Schema.TransactionsRecord {
  expand?: { recorded_by?: UserRecord }
}

/** A correction on an order (pb_hooks/ledger.pb.js): a void, a comp, a close with a balance, a voided payment. */
export interface OrderEventRecord extends Schema.OrderEventsRecord {
  expand?: { item?: ItemRecord; by?: UserRecord }
}

/** A diner's claim on the bill: a pending transaction with the rows of what it covers. */
export interface LiveClaimRecord extends Omit<TransactionRecord, 'expand'> {
  expand?: { transaction_items_via_transaction?: Schema.TransactionItemsRecord[] }
}

/** An order with its derived payment state (order_payments_status). */
export interface OrderWithStatus extends OrderRecord {
  total_amount: number
  paid_amount: number
  /** What diners' live claims hold: someone is paying it now. */
  held_amount: number
  status: OrderPaymentState | 'unknown'
}
