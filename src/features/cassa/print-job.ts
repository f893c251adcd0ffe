// Prints one fiscal job on the RT, exactly once (issues 22 and 35, decision 031). Whether a
// document printed is learned only from what the printer documents: right before a document is
// sent, the printer's last emitted document (directIO 1387) is read and stored with the job as its
// baseline; when the answer is lost or late, the printer is asked again. Not moved → not printed;
// moved to the next document (of the day, or the first after closures) with this job's amount →
// printed; anything else, or no baseline → a person decides.
import {
  buildLastEmittedRequest,
  buildRefundRequest,
  buildResetRequest,
  buildSaleRequest,
  buildSerialRequest,
  buildStatusRequest,
  buildVoidRequest,
  type PrintedDocument,
  type SaleDocument,
} from './epson-request.ts'
import { parseEpsonResponse, readLastEmitted, readPrintedDocument, readSerial, type EpsonResponse, type LastEmittedDocument, type PrinterPosition } from './epson-response.ts'
import type { VatCode } from '@/domain/vat'

/** Where the printer stood right before the job was sent; unknown when it could not be read. */
export type Baseline = PrinterPosition | { unknown: true }

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
  /** stored by the till that was about to send it (null: never sent) */
  baseline?: Baseline | null
}

/** The printer, as the Cassa reaches it; the page gives fetch against its address. */
export interface PrinterLink {
  send(xml: string): Promise<EpsonResponse>
}

/** Why a job waits: the printer can print it once a person acts, or once it answers again. */
export type WaitReason = 'paper' | 'closure_due' | 'unreachable' | 'busy'

/** Why nobody can tell whether a job printed, so a person must look at the paper. */
export type UnclearReason =
  /** the printer's position before the send could not be read */
  | 'no_baseline'
  /** the printer's last document is not fiscal (a pre-bill, a copy): its counter cannot be compared */
  | 'not_fiscal'
  /** the counter moved, but not by exactly this one document */
  | 'moved'
  /**
   * the printer answered "printed" with a number that is not the next after the baseline: another
   * document came out between, perhaps this same one twice (a browser resends a request whose
   * connection closed before any answer, and the printer cannot tell a resent sale from a new one)
   */
  | 'not_next'

export interface Unclear {
  reason: UnclearReason
  baseline: Baseline
  /** what the printer said it emitted last */
  seen: LastEmittedDocument | null
}

export type PrintOutcome =
  | { kind: 'printed'; result: PrintedDocument }
  | { kind: 'waiting'; reason: WaitReason }
  | { kind: 'refused'; error: string }
  | ({ kind: 'unclear' } & Unclear)
  /** another till holds the job now: this one must not print it */
  | { kind: 'taken' }

/**
 * Asked right before the document goes to the printer, with the baseline to store: whether this
 * till still holds the job. False when another took it over (this one was frozen or cut off).
 * Given null after the printer refused the document in so many words: nothing was printed, and a
 * baseline kept past a daily closure would make the counter look moved.
 */
export type ConfirmHold = (baseline: Baseline | null) => Promise<boolean>

function buildRequest(job: QueueJob): string {
  const document = { ...job.document, reference: job.reference }
  if (job.kind === 'sale') return buildSaleRequest(document, job.departments)
  if (!job.original) throw new Error('The original document has no printer number')
  if (job.kind === 'refund') return buildRefundRequest(document, job.original, job.departments)
  return buildVoidRequest(job.original, job.reference, job.document.payments)
}

const serials = new WeakMap<PrinterLink, string>()

/** The printer's serial, read once per link (directIO 3217 and the RT type); throws when unreadable. */
export async function readPrinterSerial(printer: PrinterLink): Promise<string> {
  const known = serials.get(printer)
  if (known) return known
  const serial = readSerial(await printer.send(buildSerialRequest()), await printer.send(buildStatusRequest()))
  if (!serial) throw new Error('The printer did not give its serial (directIO 3217)')
  serials.set(printer, serial)
  return serial
}

/** The printer's last emitted document; throws when the printer does not answer. */
export async function askLastEmitted(printer: PrinterLink): Promise<LastEmittedDocument | null> {
  return readLastEmitted(await printer.send(buildLastEmittedRequest()))
}

const samePosition = (a: PrinterPosition, b: PrinterPosition) => a.zNumber === b.zNumber && a.documentNumber === b.documentNumber

/**
 * Whether `seen` is the document right after `baseline`: the next of the same day, or the first of
 * a later one when daily closures came between (a closure emits no document of its own, so the
 * last one still carries the old day's Z).
 */
function isNextPosition(baseline: PrinterPosition, seen: PrinterPosition): boolean {
  return (seen.zNumber === baseline.zNumber && seen.documentNumber === baseline.documentNumber + 1) || (seen.zNumber > baseline.zNumber && seen.documentNumber === 1)
}

/**
 * After a lost or late answer, or for a job another till may have sent: asks the printer where its
 * counter stands and compares it with the baseline. The printer does one thing at a time, so an
 * answer to this question means the document sent before it has run, or never will.
 */
async function settle(job: QueueJob, printer: PrinterLink, baseline: Baseline): Promise<PrintOutcome | { kind: 'not_printed' }> {
  let seen: LastEmittedDocument | null
  try {
    seen = await askLastEmitted(printer)
  } catch {
    return { kind: 'waiting', reason: 'unreachable' } // silence is no answer: ask again later
  }
  if ('unknown' in baseline) return { kind: 'unclear', reason: 'no_baseline', baseline, seen }
  if (!seen?.fiscal) return { kind: 'unclear', reason: 'not_fiscal', baseline, seen }
  if (samePosition(seen, baseline)) return { kind: 'not_printed' }
  const next = isNextPosition(baseline, seen)
  // an annullo's total is the original's on some printers and nothing on others: only the position counts
  if (next && (job.kind === 'void' || seen.amount === job.document.total)) {
    return { kind: 'printed', result: { zNumber: seen.zNumber, documentNumber: seen.documentNumber, date: seen.date, serial: seen.serial || (await readPrinterSerial(printer)) } }
  }
  return { kind: 'unclear', reason: 'moved', baseline, seen }
}

/**
 * A document the printer answered "printed" is this job's only if it is the next one after the
 * baseline. The printer is asked where its counter stands (directIO 1387, as after a lost answer):
 * the answer's number must be its last document, right after the baseline, Z included (no source
 * says whether a sale's zRepNumber counts as 1387's Z). A browser may have sent the sale twice, and
 * then the answer is the second copy's. Without a number, or when the printer says nothing more,
 * the answer is checked as a lost one is; a success the counter does not show stops for a person.
 */
async function checkAnswered(job: QueueJob, printer: PrinterLink, baseline: Baseline, answered: PrintedDocument): Promise<PrintOutcome> {
  const numbered = Number.isInteger(answered.documentNumber) && answered.documentNumber >= 1 && Number.isInteger(answered.zNumber)
  if ('unknown' in baseline) return numbered ? { kind: 'printed', result: answered } : { kind: 'unclear', reason: 'no_baseline', baseline, seen: null }
  let seen: LastEmittedDocument | null
  try {
    seen = await askLastEmitted(printer)
  } catch {
    // silent now: the answer's own number, right after the baseline's, is the best word there is
    if (numbered && answered.documentNumber === baseline.documentNumber + 1) return { kind: 'printed', result: answered }
    return { kind: 'unclear', reason: numbered ? 'not_next' : 'moved', baseline, seen: null }
  }
  if (!seen?.fiscal) return { kind: 'unclear', reason: 'not_fiscal', baseline, seen }
  // with the answer's number the position says it all; without, the amount must be this job's too
  const agrees = numbered ? seen.documentNumber === answered.documentNumber : job.kind === 'void' || seen.amount === job.document.total
  if (agrees && isNextPosition(baseline, seen)) {
    // the answer's own numbers when it has them (as the documento prints them), else the counter's
    return { kind: 'printed', result: numbered ? answered : { zNumber: seen.zNumber, documentNumber: seen.documentNumber, date: seen.date || answered.date, serial: seen.serial || answered.serial } }
  }
  return { kind: 'unclear', reason: numbered ? 'not_next' : 'moved', baseline, seen }
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
  let serial: string
  let baseline: Baseline
  try {
    serial = await readPrinterSerial(printer)
    if (job.mode !== 'print' && job.baseline) {
      const verdict = await settle(job, printer, job.baseline)
      if (verdict.kind !== 'not_printed') return verdict
    }
    const last = await askLastEmitted(printer)
    baseline = last?.fiscal ? { zNumber: last.zNumber, documentNumber: last.documentNumber } : { unknown: true }
  } catch {
    return { kind: 'waiting', reason: 'unreachable' }
  }
  // Conto's answer, not the printer's: a failure here is the caller's to handle (no print happened)
  if (!(await confirmHold(baseline))) return { kind: 'taken' }
  let response: EpsonResponse
  try {
    response = await printer.send(request)
  } catch {
    // no answer: the document may have printed before the line dropped. Ask, never print twice.
    const verdict = await settle(job, printer, baseline)
    return verdict.kind === 'not_printed' ? { kind: 'waiting', reason: 'unreachable' } : verdict
  }
  if (response.success) return checkAnswered(job, printer, baseline, readPrintedDocument(response, serial))
  // refused: not printed. If Conto does not hear it, a person settles the stale baseline later.
  await confirmHold(null).catch(() => undefined)
  if (refusedLotteryCode(job, response)) {
    // the documento must be issued all the same: clear the refused one and print it without the code
    await printer.send(buildResetRequest()).catch(() => undefined)
    return printJob({ ...job, mode: 'print', baseline: null, document: { ...job.document, lotteryCode: undefined } }, printer, confirmHold)
  }
  // a document an earlier refusal left open blocks every other: close it, then try again
  if (response.status === 11) await printer.send(buildResetRequest()).catch(() => undefined)
  const reason = waitReason(response)
  return reason ? { kind: 'waiting', reason } : { kind: 'refused', error: `${response.code || 'PRINTER'} ${response.status}`.trim() }
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
  }
}
