// Record shapes the SPA reads: the generated schema types (src/domain/pocketbase-schema.ts, from
// pb_migrations/) narrowed where the schema cannot say more — JSON fields, the statuses the views
// compute, and `expand`.
import type { LedgerCounts } from '@/domain/bill-ledger'
import type * as Schema from '@/domain/pocketbase-schema'

export type { BaseRecord } from '@/domain/pocketbase-schema'

export type UserRole = Schema.UsersRecord['role']
export type UserStatus = Schema.UsersRecord['status']
export type Language = Exclude<Schema.UsersRecord['language'], ''>

export interface CompanyRecord extends Omit<Schema.CompaniesRecord, 'phone_numbers'> {
  phone_numbers: string[] | null
}

export interface UserRecord extends Schema.UsersRecord {
  expand?: { company?: CompanyRecord }
}

export interface RestaurantRecord extends Omit<Schema.RestaurantsRecord, 'phone_numbers'> {
  phone_numbers: string[] | null
}

/** Computed by the table_status view (pb_migrations/1763701000_updated_status_views_inline.js). */
export type TableStatus = 'free' | 'occupied' | 'paying' | 'paid'

export interface TableStatusRecord extends Omit<Schema.TableStatusRecord, 'status'> {
  status: TableStatus
}

/** Computed by the order_payments_status view. */
export type OrderPaymentState = 'pending' | 'paying' | 'paid'

export interface OrderPaymentStatusRecord extends Omit<Schema.OrderPaymentsStatusRecord, 'status'> {
  status: OrderPaymentState
}

export type ItemRecord = Schema.ItemsRecord

export type TableRecord = Schema.TablesRecord

/** An order_items_status row as the view answers it: its live ledger is one JSON value. */
export interface OrderItemStatusRow extends Schema.OrderItemsStatusRecord {
  expand?: { item?: ItemRecord }
}

/** A bill line with its ledger read into fields (src/domain/bill-ledger.ts readOrderItemStatus). */
export type OrderItemStatusRecord = Omit<OrderItemStatusRow, 'ledger'> & LedgerCounts
