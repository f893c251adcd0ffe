// One step of the Cassa's till (issue 22, decision 031): take the head job, print it exactly once,
// say what the printer answered. Free of React and PocketBase, so the page runs it on a timer and
// the storm test runs it in a process it can kill (tests/support/till-main.ts). Relative imports
// carry `.ts` so plain Node can load this file.
import type { PrintedDocument } from './epson-request.ts'
import { printJob, type PrinterLink, type QueueJob, type WaitReason } from './print-job.ts'

/** Conto's fiscal queue as the till reaches it; each call throws when Conto does not agree. */
export interface TillQueue {
  takeNextJob(restaurantId: string, device: string): Promise<{ job: QueueJob | null; busy?: boolean }>
  /** Renews the lease right before printing; false when another till holds the job now. */
  renewLease(jobId: string, device: string): Promise<boolean>
  reportPrinted(jobId: string, device: string, result: PrintedDocument): Promise<unknown>
  reportFailed(jobId: string, device: string, error: string): Promise<unknown>
}

/** How long the till rests before its next step: nothing to print, or something to wait out. */
export interface TillPauses {
  idleMs: number
  retryMs: number
}

export const TILL_PAUSES: TillPauses = { idleMs: 3_000, retryMs: 5_000 }

export type TillStep =
  | { kind: 'idle' | 'elsewhere' | 'disconnected'; pauseMs: number }
  | { kind: 'waiting'; jobId: string; reason: WaitReason; pauseMs: number }
  | { kind: 'printed'; jobId: string; result: PrintedDocument; pauseMs: number }
  | { kind: 'failed'; jobId: string; error: string; pauseMs: number }

export interface TillStepInput {
  queue: TillQueue
  printer: PrinterLink
  restaurantId: string
  device: string
  pauses?: TillPauses
  /** told once the head job is this till's, before the printer hears of it */
  onPrinting?: (job: QueueJob) => void
}

/** Takes the head job, prints it exactly once and reports it; never throws. */
export async function runTillStep({ queue, printer, restaurantId, device, pauses = TILL_PAUSES, onPrinting }: TillStepInput): Promise<TillStep> {
  try {
    const { job, busy } = await queue.takeNextJob(restaurantId, device)
    if (!job) return { kind: busy ? 'elsewhere' : 'idle', pauseMs: pauses.idleMs }
    onPrinting?.(job)
    const outcome = await printJob(job, printer, () => queue.renewLease(job.id, device))
    if (outcome.kind === 'taken') return { kind: 'elsewhere', pauseMs: pauses.idleMs }
    if (outcome.kind === 'waiting') return { kind: 'waiting', jobId: job.id, reason: outcome.reason, pauseMs: pauses.retryMs }
    if (outcome.kind === 'printed') {
      await queue.reportPrinted(job.id, device, outcome.result)
      return { kind: 'printed', jobId: job.id, result: outcome.result, pauseMs: 0 }
    }
    await queue.reportFailed(job.id, device, outcome.error)
    return { kind: 'failed', jobId: job.id, error: outcome.error, pauseMs: 0 }
  } catch {
    // Conto itself did not answer: the job stays this till's, resumed on the next try
    return { kind: 'disconnected', pauseMs: pauses.retryMs }
  }
}
