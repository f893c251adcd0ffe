// printerFiscalReceipt: a sale, a reso or an annullo, read element by element in the order the
// printer executes them. The document is journaled at endFiscalReceipt; a refusal before that
// leaves it half open on the printer until resetPrinter, as FT's reset-after-failure implies.
import type { DepartmentTotal, FiscalDocument } from './fiscal-document.ts'
import type { CommandElement } from './soap.ts'
import type { PrinterContext } from './printer-context.ts'
import { assertPaperReady } from './printer-context.ts'
import { getCurrentZNumber, isClosureDue, type PrinterState } from './printer-state.ts'
import { acceptedAnswer, PrinterRefusal, RefusalStatus, ResponseCode, type PrinterAnswer } from './printer-answer.ts'
import {
  formatEpsonAmount,
  formatLocalIsoDateTime,
  formatReceiptDate,
  formatReceiptTime,
  formatReferenceDate,
  readPrinterClock,
} from './epson-formats.ts'
import {
  addItem,
  addItemAdjustment,
  addRefundLine,
  addSubtotalAdjustment,
  createDraft,
  getDraftTotal,
  type ReceiptDraft,
} from './receipt-draft.ts'
import { addMessage, applyReceiptDirectIo, readMessage, setLotteryCode } from './receipt-messages.ts'
import { addPayment } from './receipt-payments.ts'
import { isReferenceMessage, parseReference, resolveReference } from './receipt-reference.ts'
import { requireAttribute } from './receipt-fields.ts'

/** Prints one fiscal document, or throws the refusal of the first element the printer rejects. */
export function printFiscalReceipt(context: PrinterContext, command: CommandElement): PrinterAnswer {
  const { state, faults } = context
  assertPaperReady(context)
  if (state.openDocument) throw new PrinterRefusal(RefusalStatus.wrongSequence, 'a document is still open: send resetPrinter')
  if (isClosureDue(state) || faults.take('closureRequired')) {
    // no source names the status; IMPOSSIBILE ORA ("not possible at this time") fits best
    throw new PrinterRefusal(RefusalStatus.notNow, 'the daily closure (Z report) is due')
  }

  const draft = createDraft()
  let printed: FiscalDocument | null = null
  try {
    for (const [position, element] of command.children.entries()) {
      // endFiscalReceipt has printed the document: what follows is refused but cannot undo it
      if (printed) throw new PrinterRefusal(RefusalStatus.wrongSequence, `${element.name} after endFiscalReceipt`)
      applyElement(state, draft, element, position)
      if (draft.phase === 'ended') printed = journalDocument(state, draft)
    }
    if (!printed && isCompleteVoid(draft)) printed = journalDocument(state, draft)
    if (!printed) throw new PrinterRefusal(0, 'the payments or endFiscalReceipt are missing', ResponseCode.incompleteFile)
  } catch (error) {
    if (!printed && draft.phase !== 'start') state.openDocument = draft.payments.length > 0 ? 'payment' : 'fiscal'
    throw error
  }
  return acceptedAnswer(describeDocument(printed, state.answersSerial), true)
}

function applyElement(state: PrinterState, draft: ReceiptDraft, element: CommandElement, position: number): void {
  switch (element.name) {
    case 'printRecMessage':
      if (position === 0 && isReferenceMessage(element)) return openReference(state, draft, element)
      return addMessage(draft, readMessage(element))
    case 'beginFiscalReceipt':
      return beginReceipt(draft)
    case 'printRecItem':
      requireBody(draft, 'sale')
      return addItem(state, draft, element)
    case 'printRecItemAdjustment':
      requireBody(draft, 'sale')
      return addItemAdjustment(state, draft, element)
    case 'printRecSubtotalAdjustment':
      requireBody(draft, 'sale')
      return addSubtotalAdjustment(draft, element)
    case 'printRecRefund':
      requireBody(draft, 'refund')
      return addRefundLine(state, draft, element)
    case 'printRecVoid':
      // FT repeats the voided lines; the RT cancels the whole original anyway
      return requireBody(draft, 'void')
    case 'printRecLotteryID':
      requireInside(draft)
      return setLotteryCode(draft, requireAttribute(element, 'code'))
    case 'directIO':
      requireInside(draft)
      return applyReceiptDirectIo(draft, element)
    case 'printRecTotal':
      requireInside(draft)
      return addPayment(draft, element)
    case 'endFiscalReceipt':
      requireInside(draft)
      if (draft.kind !== 'void' && draft.phase !== 'paid') {
        throw new PrinterRefusal(0, 'endFiscalReceipt before the total is paid', ResponseCode.incompleteFile)
      }
      draft.phase = 'ended'
      return
    case 'printRecSubtotal':
      return requireInside(draft)
    case 'displayText':
    case 'printBarCode':
    case 'openDrawer':
      return
    default:
      throw new PrinterRefusal(0, `${element.name} is unknown or not simulated`, ResponseCode.invalidCommand)
  }
}

function openReference(state: PrinterState, draft: ReceiptDraft, element: CommandElement): void {
  const reference = parseReference(element.attributes.message ?? '')
  const original = resolveReference(state, reference)
  draft.kind = reference.kind === 'VOID' ? 'void' : 'refund'
  draft.reference = { ...reference, found: original !== null }
  draft.original = original
  // the RT copies the original's lottery code itself when it finds the original (OB-45875)
  draft.lotteryCode = original?.lotteryCode ?? null
  draft.phase = 'open'
}

// A sale needs beginFiscalReceipt first. A reso or annullo may carry it right after the reference
// (FT, Openbravo) or leave it out (OCA, PRO): the sources disagree, so both are accepted.
function beginReceipt(draft: ReceiptDraft): void {
  const atStartOfSale = draft.kind === 'sale' && draft.phase === 'start'
  const rightAfterReference = draft.kind !== 'sale' && draft.phase === 'open' && draft.lines.length === 0
  if (draft.begun || !(atStartOfSale || rightAfterReference)) {
    throw new PrinterRefusal(RefusalStatus.wrongSequence, 'beginFiscalReceipt out of place')
  }
  draft.begun = true
  draft.phase = 'open'
}

/** Lines go into an open document of their kind, before any payment. */
function requireBody(draft: ReceiptDraft, kind: ReceiptDraft['kind']): void {
  if (draft.kind !== kind || draft.phase !== 'open') {
    throw new PrinterRefusal(RefusalStatus.wrongSequence, `this line does not belong here in a ${draft.kind} document`)
  }
}

function requireInside(draft: ReceiptDraft): void {
  if (draft.phase === 'start' || draft.phase === 'ended') throw new PrinterRefusal(RefusalStatus.wrongSequence, 'outside an open document')
}

// LY's printCancel sends the VOID message alone; the annullo is then complete without total or end.
function isCompleteVoid(draft: ReceiptDraft): boolean {
  return draft.kind === 'void' && draft.phase === 'open' && !draft.begun
}

function journalDocument(state: PrinterState, draft: ReceiptDraft): FiscalDocument {
  const printedAt = state.readClock()
  const clock = readPrinterClock(printedAt)
  state.fiscalDayOpenedAt ??= printedAt
  state.lastDocumentNumber += 1
  const amountCents = getDraftTotal(draft)
  const document: FiscalDocument = {
    kind: draft.kind,
    serialNumber: state.serialNumber,
    zRepNumber: getCurrentZNumber(state),
    fiscalReceiptNumber: state.lastDocumentNumber,
    date: formatReceiptDate(clock),
    time: formatReceiptTime(clock),
    isoDateTime: formatLocalIsoDateTime(clock),
    referenceDate: formatReferenceDate(clock),
    amountCents,
    lines: draft.lines,
    vat: draft.kind === 'void' ? (draft.original?.vat.map((total) => ({ ...total })) ?? []) : computeVat(state, draft.grossByDepartment),
    payments: draft.payments,
    changeCents: draft.changeCents,
    lotteryCode: draft.lotteryCode,
    customerTaxId: draft.customerTaxId,
    customerId: draft.customerId,
    headerLines: draft.headerLines,
    trailerLines: draft.trailerLines,
    reference: draft.reference,
    refundedCents: 0,
    voided: false,
  }
  state.journal.push(document)
  state.lastEmitted = 'fiscal'
  state.dailyAmountCents += draft.kind === 'sale' ? amountCents : -amountCents
  if (draft.original && draft.kind === 'refund') draft.original.refundedCents += amountCents
  if (draft.original && draft.kind === 'void') draft.original.voided = true
  state.openDocument = null
  return document
}

/** VAT inside each department's gross (prices include VAT): gross × rate / (100 + rate). */
function computeVat(state: PrinterState, grossByDepartment: Map<number, number>): DepartmentTotal[] {
  return [...grossByDepartment]
    .sort(([a], [b]) => a - b)
    .map(([department, grossCents]) => {
      const programmed = state.departments.get(department)
      const rate = programmed?.rate ?? 0
      return {
        department,
        rate: programmed?.rate ?? null,
        nature: programmed?.nature ?? null,
        grossCents,
        vatCents: Math.round((grossCents * rate) / (100 + rate)),
      }
    })
}

/** The addInfo of a printed document (PEP sample; FT PrinterReceiptReceiptInfo for the newer fields). */
function describeDocument(document: FiscalDocument, withSerial: boolean): [string, string][] {
  const fields: [string, string][] = [
    ['fiscalReceiptNumber', String(document.fiscalReceiptNumber)],
    ['fiscalReceiptAmount', formatEpsonAmount(document.amountCents)],
    ['fiscalReceiptDate', document.date],
    ['fiscalReceiptTime', document.time],
    ['receiptISODateTime', document.isoDateTime],
    ['zRepNumber', String(document.zRepNumber)],
  ]
  return withSerial ? [...fields, ['serialNumber', document.serialNumber]] : fields
}
