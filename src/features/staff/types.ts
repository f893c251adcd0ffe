import type { BaseRecord, UserRecord } from '@/lib/api/pocketbase-types'

/** A staff member as the staff list shows them, with their restaurant. */
export interface StaffMember extends UserRecord {
  expand?: UserRecord['expand'] & { restaurant?: BaseRecord & { name: string } }
}

export interface StaffFormValues {
  name: string
  email: string
  phone: string
  role: UserRecord['role']
  restaurant: string
  language: 'it' | 'en'
}
