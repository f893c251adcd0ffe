// What staff see of a payment's documento commerciale (issue 22): its state and the number the RT
// gave it, read from the fiscal jobs of the payment's order. A restaurant printing one documento
// per table shows the table's documento on every payment of the bill.
import type { FiscalJobsRecord } from './pocketbase-schema.ts'

/** A fiscal job as staff screens read it (pb_migrations/1763702200_created_fiscal_jobs.js). */
export interface FiscalJobRow extends Pick<FiscalJobsRecord, 'id' | 'key' | 'transaction' | 'kind' | 'status' | 'last_error' | 'created'> {
  document: { total?: number; currency?: string; payments?: { means: 'cash' | 'electronic' | 'other'; amount: number }[] } | null
  /** the printer's answer once printed */
  result: { zNumber: number; documentNumber: number; date: string; serial: string } | null
  /** what the till saw when it could not tell whether the job printed (status unclear) */
  unclear?: { reason: string; seen: { zNumber: number; documentNumber: number; amount: number; date: string; fiscal: boolean } | null } | null
  /** the order and its table, when the screen asked for them (the Cassa's queue) */
  expand?: { order?: { number: number; expand?: { table?: { name: string } } } }
}

export type FiscalState =
  | { kind: 'queued' }
  | { kind: 'printed'; number: string }
  | { kind: 'failed' }

export interface PaymentFiscal {
  sale: FiscalState
  /** the annullo of a voided payment, the resi of a refunded one, oldest first */
  corrections: { kind: 'void' | 'refund'; state: FiscalState }[]
}

/** "0046-0012": Z number and document number, as the RT prints DOCUMENTO N. on the receipt. */
export function formatDocumentNumber(result: { zNumber: number; documentNumber: number }): string {
  return `${String(result.zNumber).padStart(4, '0')}-${String(result.documentNumber).padStart(4, '0')}`
}

function stateOf(job: FiscalJobRow): FiscalState {
  if (job.status === 'printed' && job.result) return { kind: 'printed', number: formatDocumentNumber(job.result) }
  return job.status === 'failed' ? { kind: 'failed' } : { kind: 'queued' }
}

/** The payment's documento and its corrections among its order's jobs; null when none certifies it. */
export function getPaymentFiscal(transactionId: string, orderJobs: readonly FiscalJobRow[]): PaymentFiscal | null {
  const own = orderJobs.filter((job) => job.transaction === transactionId)
  const sale = own.find((job) => job.kind === 'sale') ?? orderJobs.find((job) => job.kind === 'sale' && job.key.startsWith('table:'))
  if (!sale) return null
  const corrections = own
    .filter((job) => job.kind !== 'sale')
    .sort((a, b) => a.created.localeCompare(b.created))
    .map((job) => ({ kind: job.kind as 'void' | 'refund', state: stateOf(job) }))
  return { sale: stateOf(sale), corrections }
}

/** How often a screen showing a documento on its way to the printer reads it again. */
export const FISCAL_POLL_MS = 5_000

/** Whether any job is still on its way to the printer: screens showing them read again soon. */
export function hasQueuedJob(jobs: readonly FiscalJobRow[]): boolean {
  return jobs.some((job) => job.status === 'pending' || job.status === 'printing' || job.status === 'unclear')
}
