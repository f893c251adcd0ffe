// printerNonFiscal: a management document such as a pre-bill (beginNonFiscal, printNormal, endNonFiscal; PRO, LY).
import type { CommandElement } from './soap.ts'
import type { PrinterContext } from './printer-context.ts'
import { assertPaperReady } from './printer-context.ts'
import { acceptedAnswer, PrinterRefusal, RefusalStatus, ResponseCode, type PrinterAnswer } from './printer-answer.ts'

/** Prints free text lines; nothing reaches the fiscal journal. */
export function printNonFiscal(context: PrinterContext, command: CommandElement): PrinterAnswer {
  const { state } = context
  assertPaperReady(context)
  if (state.openDocument) throw new PrinterRefusal(RefusalStatus.wrongSequence, 'a document is still open: send resetPrinter')
  const [first, ...rest] = command.children
  const last = rest.pop()
  if (first?.name !== 'beginNonFiscal' || last?.name !== 'endNonFiscal') {
    throw new PrinterRefusal(0, 'a non-fiscal document runs from beginNonFiscal to endNonFiscal', ResponseCode.incompleteFile)
  }
  const lines: string[] = []
  for (const element of rest) {
    if (element.name === 'displayText') continue
    if (element.name !== 'printNormal') throw new PrinterRefusal(0, `${element.name} in a non-fiscal document`, ResponseCode.invalidCommand)
    // no source gives printNormal's length limit, so none is checked
    lines.push(element.attributes.data ?? '')
  }
  state.nonFiscalDocuments.push(lines)
  state.lastEmitted = 'nonFiscal'
  return acceptedAnswer([], true)
}
