// The JSON files the printer serves over plain GET: www/json_files/rec.json (the last document)
// and www/json_files/zrep.json (the last Z), which FT's older SCU downloads after printing.
// FT keeps them as raw text, so their real field names are not public: these are the simulator's
// own, named after the addInfo fields. rec.json is the recovery read: a client whose answer was
// lost reads it to learn whether its document was printed, matching its own trailer line.
import type { PrinterState } from './printer-state.ts'
import { formatEpsonAmount } from './epson-formats.ts'

/** rec.json: the last fiscal document, or null before the first one. */
export function describeLastDocument(state: PrinterState): object | null {
  const last = state.journal.at(-1)
  if (!last) return null
  return {
    serialNumber: last.serialNumber,
    documentType: last.kind,
    zRepNumber: last.zRepNumber,
    fiscalReceiptNumber: last.fiscalReceiptNumber,
    fiscalReceiptDate: last.date,
    fiscalReceiptTime: last.time,
    receiptISODateTime: last.isoDateTime,
    fiscalReceiptAmount: formatEpsonAmount(last.amountCents),
    lotteryCode: last.lotteryCode,
    customerId: last.customerId,
    trailerLines: last.trailerLines,
    reference: last.reference,
  }
}

/** zrep.json: the last daily closure, or null before the first one. */
export function describeLastZReport(state: PrinterState): object | null {
  const last = state.zReports.at(-1)
  if (!last) return null
  return {
    serialNumber: state.serialNumber,
    zRepNumber: last.zRepNumber,
    dailyAmount: formatEpsonAmount(last.dailyAmountCents),
    documents: last.documents,
    date: last.date,
    time: last.time,
  }
}
