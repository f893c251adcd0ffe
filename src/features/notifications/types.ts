import type { NotificationsRecord } from '@/domain/pocketbase-schema'
import type { BaseRecord } from '@/lib/api/pocketbase-types'

// The generated record (pb_migrations/…_created_notifications.js), with its JSON and expand said.

export type NotificationType = NotificationsRecord['type']

export interface NotificationRecord extends Omit<NotificationsRecord, 'data'> {
  data: Record<string, unknown> | null
  expand?: {
    table?: BaseRecord & { name: string; currency: string }
    transaction?: BaseRecord & { total_amount: number; base_amount: number; tip_amount: number; currency: string }
  }
}
