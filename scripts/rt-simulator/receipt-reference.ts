// Reso and annullo: the first element cites the original as
// "REFUND|VOID ZZZZ NNNN DDMMYYYY MATRICOLA" (FT, ODOO, OCA, PRO, LY; research notes §2).
import type { DocumentReference, FiscalDocument } from './fiscal-document.ts'
import type { PrinterState } from './printer-state.ts'
import type { CommandElement } from './soap.ts'
import { isValidReferenceDate } from './epson-formats.ts'
import { PrinterRefusal, RefusalStatus } from './printer-answer.ts'

/** Serial FT cites for a reso whose original is unknown (with Z and document 0000). */
export const UNREFERENCED_SERIAL = 'ND'

const REFERENCE = /^(REFUND|VOID) (\d{4}) (\d{4}) (\d{8}) (\S+)$/

/** Whether an element is a printRecMessage type 4 that opens a reso or an annullo. */
export function isReferenceMessage(element: CommandElement): boolean {
  return (
    element.name === 'printRecMessage' &&
    element.attributes.messageType === '4' &&
    /^(REFUND|VOID)\b/.test(element.attributes.message ?? '')
  )
}

/** Parses the reference message; a malformed one is VALORE ERRATO, an impossible date DATA ERRATA. */
export function parseReference(message: string): Omit<DocumentReference, 'found'> {
  const match = REFERENCE.exec(message.trim())
  if (!match) throw new PrinterRefusal(RefusalStatus.wrongValue, 'the reference reads KIND ZZZZ NNNN DDMMYYYY SERIAL')
  const [, kind, z, doc, date, serialNumber] = match as unknown as [string, 'REFUND' | 'VOID', string, string, string, string]
  if (!isValidReferenceDate(date)) throw new PrinterRefusal(RefusalStatus.dateInvalid, `${date} is not a date`)
  return { kind, zRepNumber: Number(z), fiscalReceiptNumber: Number(doc), date, serialNumber }
}

/**
 * Finds the original in this printer's journal and applies the printer's refusals:
 * 39 already voided, 40 already (fully) refunded, 41 the original is itself an annullo, 42 a reso.
 * An original cited with this printer's serial must exist here (DATI INESISTENTI otherwise). Another
 * device's serial, or FT's "ND" for an unknown original, cannot be checked and is accepted for a reso;
 * an annullo needs a known original. Returns the original, or null when it is not in this journal.
 */
export function resolveReference(state: PrinterState, reference: Omit<DocumentReference, 'found'>): FiscalDocument | null {
  if (reference.serialNumber !== state.serialNumber) {
    if (reference.kind === 'VOID' && reference.serialNumber === UNREFERENCED_SERIAL) {
      throw new PrinterRefusal(RefusalStatus.noSuchData, 'an annullo needs the document it cancels')
    }
    return null
  }
  const original = state.journal.find(
    (document) =>
      document.zRepNumber === reference.zRepNumber &&
      document.fiscalReceiptNumber === reference.fiscalReceiptNumber &&
      document.referenceDate === reference.date,
  )
  if (!original) throw new PrinterRefusal(RefusalStatus.noSuchData, 'no such document in this printer’s journal')
  if (original.kind === 'void') throw new PrinterRefusal(RefusalStatus.referenceIsVoid, 'the original is an annullo')
  if (original.kind === 'refund') throw new PrinterRefusal(RefusalStatus.referenceIsRefund, 'the original is a reso')
  if (original.voided) throw new PrinterRefusal(RefusalStatus.alreadyVoided, 'the original was already voided')
  if (reference.kind === 'VOID' && original.refundedCents > 0) {
    throw new PrinterRefusal(RefusalStatus.alreadyRefunded, 'the original was already (partly) refunded')
  }
  if (reference.kind === 'REFUND' && original.refundedCents >= original.amountCents) {
    throw new PrinterRefusal(RefusalStatus.alreadyRefunded, 'the original was already refunded')
  }
  return original
}
