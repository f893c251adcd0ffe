import type { UserRole } from '@/lib/api/pocketbase-types'

/** Only administrators see and manage the POS keys (the pos_keys rules and the routes say the same). */
export function canManagePosKeys(role: UserRole): boolean {
  return role === 'admin'
}
