// A fiscal job as Epson's Fiscal ePOS-Print XML (issue 22, decision 031): what the Cassa page
// POSTs to the RT's /cgi-bin/fpmate.cgi. The rules each element follows are the ones
// scripts/rt-simulator/README.md cites; amounts are written with a comma, as Epson's samples do.
import type { z } from 'zod'
import type { VatCode } from '@/domain/vat'
import type { fiscalDocumentSchema, printedDocumentSchema } from '@/domain/conto-routes'

/**
 * A fiscal job's document as pb_hooks/fiscal-lib.js builds it: one schema both sides hold to
 * (src/domain/conto-routes.ts, checked against the hooks' answers by the contract test).
 */
export type SaleDocument = z.output<typeof fiscalDocumentSchema> & {
  /** printed at the foot: how the Cassa finds the document again after a lost answer */
  reference?: string
}

export type FiscalLine = SaleDocument['lines'][number]
export type PaymentMeans = SaleDocument['payments'][number]['means']

/** Where the original documento is in the RT's journal: what a reso or an annullo cites. */
export type PrintedDocument = z.output<typeof printedDocumentSchema>

/**
 * How each means is paid on the RT (printRecTotal paymentType / index): cash 0/0; card, app or
 * terminal 2/1 (index 0 would count as not collected); "other" in Conto is a meal voucher or a
 * similar ticket, 3/1 (tickets never take index 0).
 */
const PAYMENT_CODES: Record<PaymentMeans, { type: number; index: number; description: string }> = {
  cash: { type: 0, index: 0, description: 'CONTANTI' },
  electronic: { type: 2, index: 1, description: 'PAGAMENTO ELETTRONICO' },
  other: { type: 3, index: 1, description: 'TICKET' },
}

const SOAP_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/'

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** 1270 → "12,70" (the printer's own notation). */
export function formatEpsonAmount(minor: number): string {
  return `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`
}

function element(name: string, attributes: Record<string, string | number>): string {
  const text = Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeXml(String(value))}"`)
    .join(' ')
  return `<${name} ${text} />`
}

function envelope(command: string, body: string[]): string {
  return `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${SOAP_NAMESPACE}"><s:Body><${command}>${body.join('')}</${command}></s:Body></s:Envelope>`
}

function departmentOf(departments: Partial<Record<VatCode, number>>, vat: VatCode): number {
  const department = departments[vat]
  if (!department) throw new Error(`No printer department for VAT ${vat}`)
  return department
}

/** The most characters of a description the RT prints on a line (Epson's documented width). */
export const DESCRIPTION_MAX = 38

// Typographic characters a menu is typed with, as the plain characters every printer has
const PLAIN: Record<string, string> = { '‘': "'", '’': "'", '‚': "'", '“': '"', '”': '"', '„': '"', '–': '-', '—': '-', '…': '...', '\u00a0': ' ', '€': 'EUR' }

/**
 * A text in the printer's characters: its character table is not public, and a character it
 * lacks prints as "?", so only printable ASCII is sent. Typographic quotes and dashes become plain
 * ones, accented letters lose the accent ("Caffè" → "Caffe", as receipts print it), anything else
 * goes; cut at the width without an ellipsis, which would be one more character it may lack.
 */
export function toPrinterText(text: string, max = DESCRIPTION_MAX): string {
  const plain = [...text]
    .map((char) => PLAIN[char] ?? char)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.slice(0, max).trimEnd()
}

/** A line sold (printRecItem) or given back (printRecRefund), on its rate's department. */
function lineElement(name: 'printRecItem' | 'printRecRefund', line: FiscalLine, departments: Partial<Record<VatCode, number>>): string {
  return element(name, {
    operator: 1,
    description: toPrinterText(line.description),
    quantity: String(line.quantity).replace('.', ','),
    unitPrice: formatEpsonAmount(line.unitPrice),
    department: departmentOf(departments, line.vat),
    justification: 1,
  })
}

function paymentElements(payments: SaleDocument['payments']): string[] {
  return payments.map((payment) => {
    const code = PAYMENT_CODES[payment.means]
    return element('printRecTotal', { operator: 1, description: code.description, payment: formatEpsonAmount(payment.amount), paymentType: code.type, index: code.index, justification: 1 })
  })
}

function referenceMessage(reference: string | undefined): string[] {
  return reference ? [element('printRecMessage', { operator: 1, messageType: 3, index: 1, font: 1, message: toPrinterText(reference, 46) })] : []
}

// The lottery code after the lines and trailer, just before the payments: FT's element order and
// LY's (printRecLotteryID needs the newer firmware; older ones take directIO 1135 instead).
function lotteryElement(code: string | undefined): string[] {
  return code ? [element('printRecLotteryID', { operator: 1, code })] : []
}

/** A sale's documento commerciale. */
export function buildSaleRequest(document: SaleDocument, departments: Partial<Record<VatCode, number>>): string {
  return envelope('printerFiscalReceipt', [
    element('beginFiscalReceipt', { operator: 1 }),
    ...document.lines.map((line) => lineElement('printRecItem', line, departments)),
    ...referenceMessage(document.reference),
    ...lotteryElement(document.lotteryCode),
    ...paymentElements(document.payments),
    element('endFiscalReceipt', { operator: 1 }),
  ])
}

/** "REFUND 0046 0003 04092024 99IEB040473": the reference a reso or an annullo starts with. */
export function formatOriginalReference(kind: 'REFUND' | 'VOID', original: PrintedDocument): string {
  const [day = '', month = '', year = ''] = original.date.split(/[/-]/)
  const date = `${day.padStart(2, '0')}${month.padStart(2, '0')}${year}`
  return `${kind} ${String(original.zNumber).padStart(4, '0')} ${String(original.documentNumber).padStart(4, '0')} ${date} ${original.serial}`
}

/** A reso: the lines given back, citing the original. */
export function buildRefundRequest(document: SaleDocument, original: PrintedDocument, departments: Partial<Record<VatCode, number>>): string {
  return envelope('printerFiscalReceipt', [
    element('printRecMessage', { operator: 1, messageType: 4, message: formatOriginalReference('REFUND', original) }),
    element('beginFiscalReceipt', { operator: 1 }),
    ...document.lines.map((line) => lineElement('printRecRefund', line, departments)),
    ...referenceMessage(document.reference),
    ...paymentElements(document.payments),
    element('endFiscalReceipt', { operator: 1 }),
  ])
}

/**
 * An annullo: the whole original cancelled. Its total is paid back by the original's means: a
 * bare printRecTotal counts as cash (OCA, procassa), and since 2026 the RT matches electronic
 * payments against the POS data. Without the means (jobs queued before they were kept), bare.
 */
export function buildVoidRequest(original: PrintedDocument, reference?: string, payments?: SaleDocument['payments']): string {
  return envelope('printerFiscalReceipt', [
    element('printRecMessage', { operator: 1, messageType: 4, message: formatOriginalReference('VOID', original) }),
    ...referenceMessage(reference),
    ...(payments && payments.length > 0 ? paymentElements(payments) : [element('printRecTotal', { operator: 1 })]),
    element('endFiscalReceipt', { operator: 1 }),
  ])
}

/** Clears a document a refusal left half open on the printer (status 11 until then). */
export function buildResetRequest(): string {
  return envelope('printerCommand', [element('resetPrinter', { operator: 1 })])
}

/** The printer's state (queryPrinterStatus): read-only, answered once what was sent before has run. */
export function buildStatusRequest(): string {
  return envelope('printerCommand', [element('queryPrinterStatus', { operator: 1, statusType: 1 })])
}

/**
 * The daily closure: printXZReport, the X and Z reports in one, as OCA's fiscal_epos_print closes
 * the day (it marks plain printZReport "forbidden by Epson by default"); the day's totals are
 * certified and sent, the counters reset.
 */
export function buildZReportRequest(): string {
  return envelope('printerFiscalReport', [element('printXZReport', { operator: 1 })])
}

/** Epson's factory password for the printer login, which journal reprints need (ODOO's default). */
export const DEFAULT_PRINTER_PASSWORD = '12345'

/** The printer login (directIO 4038): "02" and the password, padded to 100. */
export function buildLoginRequest(password = DEFAULT_PRINTER_PASSWORD): string {
  return envelope('printerCommand', [element('directIO', { command: '4038', data: `02${password}`.padEnd(100, ' ') })])
}

/**
 * A copy of one printed documento from the journal (directIO 3098): "01", its day as DDMMYY and its
 * number as first and last. Not fiscal: the RT marks it as a copy.
 */
export function buildReprintRequest(original: PrintedDocument): string {
  const [day = '', month = '', year = ''] = original.date.split(/[/-]/)
  const number = String(original.documentNumber).padStart(4, '0')
  const data = `01${day.padStart(2, '0')}${month.padStart(2, '0')}${year.slice(-2)}${number}${number}`
  return envelope('printerCommand', [element('directIO', { command: '3098', data })])
}

/** The printer's serial (directIO 3217), which a sale's answer does not carry (FT, ODOO). */
export function buildSerialRequest(): string {
  return envelope('printerCommand', [element('directIO', { command: '3217', data: '01' })])
}

/**
 * The last document the printer emitted (directIO 1387, FT's "last emitted document"): its Z and
 * number, total and whether it was fiscal. Read before a document is sent, and again when its
 * answer is lost, to tell "printed" from "not printed" by the printer's own counter.
 */
export function buildLastEmittedRequest(): string {
  return envelope('printerCommand', [element('directIO', { command: '1387', data: '01' })])
}
