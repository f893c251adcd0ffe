// One step of the Cassa's till (issue 22, decision 031): take the head job, print it exactly once,
// say what the printer answered. Free of React and PocketBase, so the page runs it on a timer and
// the storm test runs it in a process it can kill (tests/support/till-main.ts). Relative imports
// carry `.ts` so plain Node can load this file.
import type { PrintedDocument } from './epson-request.ts'
import { printJob, type Baseline, type PrinterLink, type QueueJob, type Unclear, type WaitReason } from './print-job.ts'

/** Conto's fiscal queue as the till reaches it; each call throws when Conto does not agree. */
export interface TillQueue {
  /** The head job for this till; `unclear` when the head waits for a person's word. */
  takeNextJob(restaurantId: string, device: string): Promise<{ job: QueueJob | null; busy?: boolean; unclear?: { id: string } }>
  /** Renews the lease and stores the baseline right before printing; false when another till holds the job now. */
  renewLease(jobId: string, device: string, baseline: Baseline | null): Promise<boolean>
  reportPrinted(jobId: string, device: string, result: PrintedDocument): Promise<unknown>
  reportFailed(jobId: string, device: string, error: string): Promise<unknown>
  /** Nobody can tell whether it printed: the queue holds until a manager says. */
  reportUnclear(jobId: string, device: string, unclear: Unclear): Promise<unknown>
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
  /** the queue holds: a person must say whether this job printed */
  | { kind: 'unclear'; jobId: string; pauseMs: number }
  /** the printer printed it, but Conto refused to record it: recording is retried, printing never */
  | { kind: 'unrecorded'; jobId: string; result: PrintedDocument; error: string; pauseMs: number }

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
    const { job, busy, unclear } = await queue.takeNextJob(restaurantId, device)
    if (unclear) return { kind: 'unclear', jobId: unclear.id, pauseMs: pauses.retryMs }
    if (!job) return { kind: busy ? 'elsewhere' : 'idle', pauseMs: pauses.idleMs }
    onPrinting?.(job)
    const outcome = await printJob(job, printer, (baseline) => queue.renewLease(job.id, device, baseline))
    if (outcome.kind === 'taken') return { kind: 'elsewhere', pauseMs: pauses.idleMs }
    if (outcome.kind === 'waiting') return { kind: 'waiting', jobId: job.id, reason: outcome.reason, pauseMs: pauses.retryMs }
    if (outcome.kind === 'unclear') {
      const { reason, baseline, seen } = outcome
      await queue.reportUnclear(job.id, device, { reason, baseline, seen })
      return { kind: 'unclear', jobId: job.id, pauseMs: pauses.retryMs }
    }
    if (outcome.kind === 'printed') {
      try {
        await queue.reportPrinted(job.id, device, outcome.result)
      } catch (error) {
        // the job stays this till's; the next step finds it on the printer (its counter moved by
        // this one document) and reports it again, never prints it again
        return { kind: 'unrecorded', jobId: job.id, result: outcome.result, error: describeError(error), pauseMs: pauses.retryMs }
      }
      return { kind: 'printed', jobId: job.id, result: outcome.result, pauseMs: 0 }
    }
    await queue.reportFailed(job.id, device, outcome.error)
    return { kind: 'failed', jobId: job.id, error: outcome.error, pauseMs: 0 }
  } catch {
    // Conto itself did not answer: the job stays this till's, resumed on the next try
    return { kind: 'disconnected', pauseMs: pauses.retryMs }
  }
}

function describeError(error: unknown): string {
  const code = (error as { response?: { error?: { code?: unknown } }; status?: unknown })?.response?.error?.code
  if (typeof code === 'string') return code
  return error instanceof Error ? error.message : String(error)
}
