// What counts as paid (the list itself is in src/domain/shared-rules.ts). Relative imports with
// their extension, so the functions can load this file in plain Node.
import { PAID_STATUSES } from './shared-rules.ts'

export { PAID_STATUSES }

/** True for a transaction status that counts as paid. */
export function isPaidStatus(status: string): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status)
}
