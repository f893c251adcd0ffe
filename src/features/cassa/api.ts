import { useQuery } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import { isPocketBaseError } from '@/lib/pocketbase-errors'
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
  return pb.send('/api/conto/fiscal/tills', { method: 'POST', body: { restaurant: restaurantId, name }, requestKey: null })
}

/** Stops an enrolled till (managers): its credential is refused from then on, wherever it is kept. */
export function revokeTill(tillId: string): Promise<{ till: { id: string; revoked: true } }> {
  return pb.send(`/api/conto/fiscal/tills/${encodeURIComponent(tillId)}/revoke`, { method: 'POST', requestKey: null })
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
  return pb.send('/api/conto/fiscal/day', { method: 'POST', body: { restaurant: restaurantId, device, serial, zNumber, ...said }, requestKey: null })
}

export function takeNextJob(restaurantId: string, device: string): Promise<{ job: QueueJob | null; busy?: boolean; unclear?: { id: string } }> {
  return pb.send('/api/conto/fiscal/next', { method: 'POST', body: { restaurant: restaurantId, device }, requestKey: null })
}

/** True while this till still holds the job (its lease renewed); false once another till took it over. */
export async function renewLease(jobId: string, device: string, baseline: Baseline | null): Promise<boolean> {
  try {
    await pb.send(`/api/conto/fiscal/jobs/${encodeURIComponent(jobId)}/renew`, { method: 'POST', body: { device, baseline }, requestKey: null })
    return true
  } catch (error) {
    if (isPocketBaseError(error) && error.status === 409) return false
    throw error
  }
}

export function reportPrinted(jobId: string, device: string, result: PrintedDocument): Promise<unknown> {
  return pb.send(`/api/conto/fiscal/jobs/${encodeURIComponent(jobId)}/printed`, { method: 'POST', body: { device, result }, requestKey: null })
}

export function reportFailed(jobId: string, device: string, error: string): Promise<unknown> {
  return pb.send(`/api/conto/fiscal/jobs/${encodeURIComponent(jobId)}/failed`, { method: 'POST', body: { device, error }, requestKey: null })
}

export function reportUnclear(jobId: string, device: string, unclear: Unclear): Promise<unknown> {
  return pb.send(`/api/conto/fiscal/jobs/${encodeURIComponent(jobId)}/unclear`, { method: 'POST', body: { device, unclear }, requestKey: null })
}

/** A manager's word on a job nobody could settle from the printer: printed (with its number) or not. */
export function resolveUnclearJob(jobId: string, decision: { printed: true; result: PrintedDocument } | { printed: false }): Promise<unknown> {
  return pb.send(`/api/conto/fiscal/jobs/${encodeURIComponent(jobId)}/resolve`, { method: 'POST', body: decision, requestKey: null })
}

export function retryJob(jobId: string): Promise<unknown> {
  return pb.send(`/api/conto/fiscal/jobs/${encodeURIComponent(jobId)}/retry`, { method: 'POST', requestKey: null })
}
