import { useQuery } from '@tanstack/react-query'
import { pb } from '@/lib/api/pocketbase'
import { callConto } from '@/lib/api/conto-api'
import type { ContoRouteAnswer } from '@/domain/conto-routes'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import type { FiscalJobRow } from '@/domain/fiscal-status'
import type { PrintedDocument } from './epson-request'
import type { Baseline, QueueJob, Unclear } from './print-job'


export const cassaKeys = {
  queue: (restaurantId: string) => ['cassa', restaurantId, 'queue'] as const,
}

/** The restaurant's latest fiscal jobs, newest first, read again every few seconds. */
export function useFiscalQueue(restaurantId: string) {
  return useQuery({
    queryKey: cassaKeys.queue(restaurantId),
    queryFn: () =>
      pb.collection('fiscal_jobs').getList<FiscalJobRow>(1, 20, {
        filter: pb.filter('restaurant = {:restaurant}', { restaurant: restaurantId }),
        sort: '-created',
        // each row names its table, as staff know the payment
        expand: 'order.table',
        skipTotal: true,
        requestKey: null,
      }),
    refetchInterval: 3_000,
    meta: { persist: false },
  })
}

/** Enrols this device as one of the restaurant's tills (managers): its credential, given once. */
export function enrolTill(restaurantId: string, name: string): Promise<{ till: { id: string; name: string }; device: string }> {
  return callConto('enrolTill', {}, { restaurant: restaurantId, name })
}

/** Stops an enrolled till (managers): its credential is refused from then on, wherever it is kept. */
export function revokeTill(tillId: string): Promise<{ till: { id: string; revoked: true } }> {
  return callConto('revokeTill', { tillId })
}

/** What the printer said of a fiscal day: its document count, and at the closure the day's amount. */
export interface PrinterDay {
  count: number
  amount?: number
}

/**
 * What Conto recorded as printed on this printer (serial) in this fiscal day (Z), to compare; with
 * what the printer said, the comparison is kept for the dashboard and the shift report.
 */
export function readFiscalDay(restaurantId: string, device: string, serial: string, zNumber: number, printer?: PrinterDay): Promise<{ printed: number; certified: number }> {
  const said = printer ? { printerCount: printer.count, printerAmount: printer.amount } : {}
  return callConto('fiscalDay', {}, { restaurant: restaurantId, device, serial, zNumber, ...said })
}

/** The queue's next job for this till; its document typed as the Cassa prints it (print-job.ts). */
type NextJob = Omit<ContoRouteAnswer<'takeNextJob'>, 'job'> & { job: QueueJob | null }

export function takeNextJob(restaurantId: string, device: string): Promise<NextJob> {
  return callConto('takeNextJob', {}, { restaurant: restaurantId, device }) as Promise<NextJob>
}

/** True while this till still holds the job (its lease renewed); false once another till took it over. */
export async function renewLease(jobId: string, device: string, baseline: Baseline | null): Promise<boolean> {
  try {
    await callConto('renewLease', { jobId }, { device, baseline })
    return true
  } catch (error) {
    if (isPocketBaseError(error) && error.status === 409) return false
    throw error
  }
}

export function reportPrinted(jobId: string, device: string, result: PrintedDocument): Promise<unknown> {
  return callConto('reportPrinted', { jobId }, { device, result })
}

export function reportFailed(jobId: string, device: string, error: string): Promise<unknown> {
  return callConto('reportFailed', { jobId }, { device, error })
}

export function reportUnclear(jobId: string, device: string, unclear: Unclear): Promise<unknown> {
  return callConto('reportUnclear', { jobId }, { device, unclear })
}

/** A manager's word on a job nobody could settle from the printer: printed (with its number) or not. */
export function resolveUnclearJob(jobId: string, decision: { printed: true; result: PrintedDocument } | { printed: false }): Promise<unknown> {
  return callConto('resolveUnclearJob', { jobId }, decision)
}

export function retryJob(jobId: string): Promise<unknown> {
  return callConto('retryJob', { jobId })
}
