// The one ledger write two features make (docs/decisions/019): the floor's order panel and the
// transaction screen both void recorded payments. The ledger's rules are in src/domain/ledger.ts.
import { callConto } from '@/lib/api/conto-api'

/** Cancels a recorded payment: it stops counting, the record stays. */
export function voidPayment(transactionId: string, reason: string): Promise<unknown> {
  return callConto('voidPayment', { transactionId }, { reason: reason.trim() })
}
