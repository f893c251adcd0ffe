import type { BaseRecord } from '@/lib/pocketbase-types'

// Shape of pb_migrations/1763700100_created_notifications.js.

export type NotificationType = 'waiter_call' | 'payment' | 'review' | 'refund' | 'overpayment'

export interface NotificationRecord extends BaseRecord {
  restaurant: string
  type: NotificationType
  table: string
  order: string
  transaction: string
  message: string
  data: Record<string, unknown> | null
  read: boolean
  read_by: string
  created: string
  expand?: {
    table?: BaseRecord & { name: string; currency: string }
    transaction?: BaseRecord & { total_amount: number; base_amount: number; tip_amount: number; currency: string }
  }
}
