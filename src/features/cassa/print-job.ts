// Prints one fiscal job on the RT, exactly once (issue 22, decision 031). A job the Cassa may
// already have printed (its answer lost, or taken over from a silent till) is first looked for on
// the printer: the queue guarantees the printer's last document is this job's or the one before,
// and every document carries the job's reference at its foot.
import { buildRefundRequest, buildResetRequest, buildSaleRequest, buildStatusRequest, buildVoidRequest, type PrintedDocument, type SaleDocument } from './epson-request.ts'
import { parseEpsonResponse, readPrintedDocument, type EpsonResponse } from './epson-response.ts'
import type { VatCode } from '@/domain/vat'

export interface QueueJob {
  id: string
  kind: 'sale' | 'refund' | 'void'
  /** print: never tried; resume / verify: may have printed, look first */
  mode: 'print' | 'resume' | 'verify'
  /** printed at the document's foot, e.g. "Conto sale:abc" */
  reference: string
  document: SaleDocument
  original: PrintedDocument | null
  departments: Partial<Record<VatCode, number>>
}

/** What the printer's last document says (its rec.json). */
export interface LastDocument extends PrintedDocument {
  trailerLines: string[]
}

/** The printer, as the Cassa reaches it; the page gives fetch against its address. */
export interface PrinterLink {
  send(xml: string): Promise<EpsonResponse>
  readLastDocument(): Promise<LastDocument | null>
}

/** Why a job waits: the printer can print it once a person acts, or once it answers again. */
export type WaitReason = 'paper' | 'closure_due' | 'unreachable' | 'busy'

export type PrintOutcome =
  | { kind: 'printed'; result: PrintedDocument }
  | { kind: 'waiting'; reason: WaitReason }
  | { kind: 'refused'; error: string }
  /** another till holds the job now: this one must not print it */
  | { kind: 'taken' }

/**
 * Asked right before the document goes to the printer: whether this till still holds the job.
 * False when another took it over (this one was frozen or cut off longer than its lease).
 */
export type ConfirmHold = () => Promise<boolean>

function buildRequest(job: QueueJob): string {
  const document = { ...job.document, reference: job.reference }
  if (job.kind === 'sale') return buildSaleRequest(document, job.departments)
  if (!job.original) throw new Error('The original document has no printer number')
  if (job.kind === 'refund') return buildRefundRequest(document, job.original, job.departments)
  return buildVoidRequest(job.original, job.reference)
}

async function findOnPrinter(job: QueueJob, printer: PrinterLink): Promise<PrintedDocument | null> {
  // the printer does one thing at a time: a document sent before (by a till that died or stopped
  // waiting) may still be queued behind a slow answer. Any command answered after it has run it.
  await printer.send(buildStatusRequest())
  const last = await printer.readLastDocument()
  if (!last || !last.trailerLines.includes(job.reference)) return null
  return { zNumber: last.zNumber, documentNumber: last.documentNumber, date: last.date, serial: last.serial }
}

/** The printer statuses a person or time fixes; any other refusal is the document's fault. */
function waitReason(response: EpsonResponse): WaitReason | null {
  if (response.code === 'EPTR_REC_EMPTY' || response.status === 3) return 'paper'
  if (response.status === 17) return 'closure_due'
  if (/NO_ANSWER|LAN_|TM_NO_ANSWER/.test(response.code) || response.status === 11) return 'busy'
  return null
}

/**
 * The printer refused the diner's lottery code: its check failed (30, CHECKSUM ERRATO — a typo the
 * format check cannot see) or its firmware predates printRecLotteryID (Non valid XML command).
 */
function refusedLotteryCode(job: QueueJob, response: EpsonResponse): boolean {
  return job.kind === 'sale' && Boolean(job.document.lotteryCode) && (response.status === 30 || response.code === 'Non valid XML command')
}

export async function printJob(job: QueueJob, printer: PrinterLink, confirmHold: ConfirmHold = async () => true): Promise<PrintOutcome> {
  let request: string
  try {
    request = buildRequest(job)
  } catch (error) {
    return { kind: 'refused', error: error instanceof Error ? error.message : String(error) }
  }
  try {
    if (job.mode !== 'print') {
      const found = await findOnPrinter(job, printer)
      if (found) return { kind: 'printed', result: found }
    }
  } catch {
    return { kind: 'waiting', reason: 'unreachable' }
  }
  // Conto's answer, not the printer's: a failure here is the caller's to handle (no print happened)
  if (!(await confirmHold())) return { kind: 'taken' }
  try {
    const response = await printer.send(request)
    if (response.success) return { kind: 'printed', result: readPrintedDocument(response) }
    if (refusedLotteryCode(job, response)) {
      // the documento must be issued all the same: clear the refused one and print it without the code
      await printer.send(buildResetRequest())
      return await printJob({ ...job, mode: 'print', document: { ...job.document, lotteryCode: undefined } }, printer, confirmHold)
    }
    // a document an earlier refusal left open blocks every other: close it, then try again
    if (response.status === 11) await printer.send(buildResetRequest())
    const reason = waitReason(response)
    return reason ? { kind: 'waiting', reason } : { kind: 'refused', error: `${response.code || 'PRINTER'} ${response.status}`.trim() }
  } catch {
    // no answer: the document may have been printed before the line dropped; look, never print twice
    try {
      const found = await findOnPrinter(job, printer)
      return found ? { kind: 'printed', result: found } : { kind: 'waiting', reason: 'unreachable' }
    } catch {
      return { kind: 'waiting', reason: 'unreachable' }
    }
  }
}

/** The printer at `baseUrl` over fetch, as the Cassa page and the tests reach it. */
export function createPrinterLink(baseUrl: string, timeoutMs = 10_000): PrinterLink {
  const origin = baseUrl.replace(/\/+$/, '')
  return {
    async send(xml) {
      const response = await fetch(`${origin}/cgi-bin/fpmate.cgi?devid=local_printer&timeout=${timeoutMs}`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        body: xml,
        signal: AbortSignal.timeout(timeoutMs + 5_000),
      })
      return parseEpsonResponse(await response.text())
    },
    async readLastDocument() {
      const response = await fetch(`${origin}/www/json_files/rec.json`, { signal: AbortSignal.timeout(timeoutMs) })
      if (response.status === 404) return null
      const last = (await response.json()) as { zRepNumber: number; fiscalReceiptNumber: number; fiscalReceiptDate: string; serialNumber: string; trailerLines?: { message: string }[] }
      return {
        zNumber: last.zRepNumber,
        documentNumber: last.fiscalReceiptNumber,
        date: last.fiscalReceiptDate,
        serial: last.serialNumber,
        trailerLines: (last.trailerLines ?? []).map((line) => line.message),
      }
    },
  }
}
