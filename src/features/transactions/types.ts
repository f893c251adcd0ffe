import type * as Schema from '@/domain/pocketbase-schema'
import type { BaseRecord } from '@/lib/api/pocketbase-types'
import type { FiscalJobRow } from '@/domain/fiscal-status'

// Record shapes of transactions as staff read them (pb_migrations/1763700070_created_transactions.js).

import { TRANSACTION_STATUSES } from '@/domain/shared-rules'

export { TRANSACTION_STATUSES }
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
  expand?: {
    table?: BaseRecord & { name: string }
    /** the order's documenti commerciali (issue 22): what certified each of its payments */
    fiscal_jobs_via_order?: FiscalJobRow[]
  }
}

export interface TransactionPerson extends BaseRecord {
  name: string
  email: string
}

export interface TransactionRecord extends Omit<Schema.TransactionsRecord, 'logs' | 'status'> {
  /** Read as any string: a status this build does not know shows as 'unknown' (getStatusLabel). */
  status: string
  logs: TransactionLog[] | null
  expand?: {
    order?: TransactionOrder
    waiter?: TransactionPerson
    /** Who recorded a payment taken outside the QR flow. */
    recorded_by?: TransactionPerson
    restaurant?: BaseRecord & { name: string; fiscal_departments?: unknown }
  }
}

export interface TransactionItemRecord extends Schema.TransactionItemsRecord {
  expand?: {
    order_item?: BaseRecord & { unit_price: number; quantity: number; expand?: { item?: BaseRecord & { name: string } } }
  }
}

export function getStatusLabel(status: string): TransactionStatusLabel {
  return (TRANSACTION_STATUSES as readonly string[]).includes(status) ? (status as TransactionStatus) : 'unknown'
}
