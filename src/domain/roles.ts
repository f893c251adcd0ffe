// Who may do what, by role: the one home of the role lists (shared-rules.ts, also generated into
// pb_hooks) and of the check every screen and function makes of them.
import { MANAGER_ROLES, STAFF_ROLES } from './shared-rules.ts'

export { MANAGER_ROLES, STAFF_ROLES }

/** Managers and administrators run the restaurant; waiters serve. */
export function isManagerRole(role: string): boolean {
  return (MANAGER_ROLES as readonly string[]).includes(role)
}
