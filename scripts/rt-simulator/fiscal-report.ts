// printerFiscalReport: the X report (totals so far) and the Z report (daily closure), research notes §1.3.
import type { CommandElement } from './soap.ts'
import type { PrinterContext } from './printer-context.ts'
import { assertPaperReady } from './printer-context.ts'
import { getCurrentZNumber, type PrinterState } from './printer-state.ts'
import { acceptedAnswer, PrinterRefusal, RefusalStatus, ResponseCode, type PrinterAnswer } from './printer-answer.ts'
import { formatEpsonAmount, formatReceiptDate, formatReceiptTime, readPrinterClock } from './epson-formats.ts'

/** Runs the report elements in order; answers zRepNumber and dailyAmount ("176,40", PEP sample). */
export function printFiscalReport(context: PrinterContext, command: CommandElement): PrinterAnswer {
  const { state } = context
  const reports = command.children.filter((element) => element.name !== 'displayText')
  const unknown = reports.find((element) => !['printZReport', 'printXReport', 'printXZReport'].includes(element.name))
  if (unknown) throw new PrinterRefusal(0, `${unknown.name} is unknown or not simulated`, ResponseCode.invalidCommand)
  if (reports.length === 0) throw new PrinterRefusal(0, 'no report requested', ResponseCode.incompleteFile)
  assertPaperReady(context)
  if (state.openDocument) throw new PrinterRefusal(RefusalStatus.wrongSequence, 'a document is still open: send resetPrinter')

  let answer: [string, string][] = []
  for (const report of reports) {
    // an X report reads the day so far; a Z closes it, so the figures are read before closing
    answer = [
      ['zRepNumber', String(getCurrentZNumber(state))],
      ['dailyAmount', formatEpsonAmount(state.dailyAmountCents)],
    ]
    if (report.name !== 'printXReport') closeFiscalDay(context)
  }
  return acceptedAnswer(answer, true)
}

/** The Z report: Z number + 1, document numbers start again from 1, the daily totals reset. */
function closeFiscalDay({ state, faults }: PrinterContext): void {
  const clock = readPrinterClock(state.readClock())
  state.lastZNumber += 1
  state.zReports.push({
    zRepNumber: state.lastZNumber,
    dailyAmountCents: state.dailyAmountCents,
    documents: state.lastDocumentNumber,
    date: formatReceiptDate(clock),
    time: formatReceiptTime(clock),
  })
  resetFiscalDay(state)
  faults.clear('closureRequired')
}

function resetFiscalDay(state: PrinterState): void {
  state.lastDocumentNumber = 0
  state.dailyAmountCents = 0
  state.fiscalDayOpenedAt = null
}
