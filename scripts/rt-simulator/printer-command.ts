// printerCommand: status queries, resetPrinter, the duplicate, and the directIO reads (notes §1.4).
import type { CommandElement } from './soap.ts'
import type { PrinterContext } from './printer-context.ts'
import { assertPaperReady, readPaperCondition } from './printer-context.ts'
import { getPrinterStatus, getRtType, type PrinterState } from './printer-state.ts'
import { acceptedAnswer, PrinterRefusal, RefusalStatus, ResponseCode, type PrinterAnswer } from './printer-answer.ts'
import { padNumber } from './epson-formats.ts'
import { readWholeNumber, requireAttribute } from './receipt-fields.ts'

/** Runs the command's children in order and answers for the last one. */
export function runPrinterCommand(context: PrinterContext, command: CommandElement): PrinterAnswer {
  if (command.children.length === 0) throw new PrinterRefusal(0, 'no command', ResponseCode.incompleteFile)
  let answer = acceptedAnswer()
  for (const element of command.children) answer = runOne(context, element)
  return answer
}

function runOne(context: PrinterContext, element: CommandElement): PrinterAnswer {
  const { state } = context
  switch (element.name) {
    case 'queryPrinterStatus':
      return acceptedAnswer(queryStatus(context, readWholeNumber(element, 'statusType', 0)))
    case 'resetPrinter':
      // FT sends it after every failed receipt to clear the half-open document
      state.openDocument = null
      return acceptedAnswer()
    case 'printDuplicateReceipt':
      assertPaperReady(context)
      if (state.journal.length === 0) throw new PrinterRefusal(RefusalStatus.noSuchData, 'nothing printed yet')
      state.duplicatesPrinted += 1
      return acceptedAnswer([], true)
    case 'directIO':
      return acceptedAnswer(runDirectIo(context, element))
    case 'openDrawer':
    case 'displayText':
      return acceptedAnswer()
    default:
      throw new PrinterRefusal(0, `${element.name} is unknown or not simulated`, ResponseCode.invalidCommand)
  }
}

function queryStatus(context: PrinterContext, statusType: number): [string, string][] {
  const { state } = context
  if (statusType === 0) {
    // release numbers are made up; mfStatus 02 = in service (FT); fpStatus is the 5-digit status (PRO)
    return [
      ['cpuRel', '01.00'],
      ['mfRel', '01.00'],
      ['mfStatus', '02'],
      ['fpStatus', getPrinterStatus(state, readPaperCondition(context))],
    ]
  }
  if (statusType !== 1) throw new PrinterRefusal(RefusalStatus.notProvided, `statusType ${statusType} is unknown`)
  // rtMainStatus 02 = in service (PRO); nothing is ever sent to the Agenzia, so no files wait
  return [
    ['rtType', getRtType(state)],
    ['rtMainStatus', '02'],
    ['rtSubStatus', '08'],
    ['rtDailyOpen', state.fiscalDayOpenedAt ? '1' : '0'],
    ['rtNoWorkingPeriod', '0'],
    ['rtFileToSend', '0'],
    ['rtOldFileToSend', '0'],
    ['rtFileRejected', '0'],
    ['rtExpiryCD', '20301231'],
    ['rtExpiryCA', '20301231'],
    ['rtTrainingMode', '0'],
    ['rtUpgradeResult', '0'],
  ]
}

/**
 * directIO 4038: the login journal reprints need, data "02" + the password padded to 100 (ODOO,
 * FT LoginCommand). 3098: a copy of documents from the journal, data "01" + DDMMYY + first and last
 * document number on 4 digits each (FT ReprintCommand). A wrong password answers 13 and a reprint
 * before the login 17: assumed, no public source gives those statuses.
 */
function runDirectIo(context: PrinterContext, element: CommandElement): [string, string][] {
  const { state } = context
  const command = requireAttribute(element, 'command')
  if (command === '4038') {
    const data = element.attributes.data ?? ''
    if (!data.startsWith('02') || data.slice(2).trim() !== state.password) throw new PrinterRefusal(RefusalStatus.wrongValue, 'wrong password')
    state.loggedIn = true
    return [['responseCommand', command], ['responseData', '']]
  }
  if (command === '3098') return reprintFromJournal(context, element.attributes.data ?? '')
  return readDirectIo(state, element)
}

function reprintFromJournal(context: PrinterContext, data: string): [string, string][] {
  const { state } = context
  const match = /^01(\d{2})(\d{2})(\d{2})(\d{4})(\d{4})$/.exec(data)
  if (!match) throw new PrinterRefusal(RefusalStatus.wrongValue, `reprint data ${data} is not 01DDMMYYfromto`)
  if (!state.loggedIn) throw new PrinterRefusal(RefusalStatus.notNow, 'reprint before the login (4038)')
  assertPaperReady(context)
  const [, day, month, year, from, to] = match
  const date = `${day}${month}20${year}`
  const documentNumbers = state.journal
    .filter((document) => document.referenceDate === date && document.fiscalReceiptNumber >= Number(from) && document.fiscalReceiptNumber <= Number(to))
    .map((document) => document.fiscalReceiptNumber)
  if (documentNumbers.length === 0) throw new PrinterRefusal(RefusalStatus.noSuchData, `no document ${from}-${to} on ${date}`)
  state.reprints.push({ date, documentNumbers })
  state.lastEmitted = 'nonFiscal'
  return [['responseCommand', '3098'], ['responseData', '']]
}

/**
 * directIO reads. 3217: the serial in the layout FT and PRO rebuild it from (operator, 6 digits,
 * 2 model letters, 2 maker digits; the RT letter comes from rtType). 2052: the last Z number in the
 * last 4 of 18 digits (PRO). 1138: the RT letter at [2] and the file counters at [9..21] (OCA, PRO).
 */
/**
 * directIO 1387, the last emitted document, in the fixed-width layout FT's LastEmittedDocStatus
 * reads (it cites Epson's Communication Protocol v8.1, p. 144): OP 01, total and VAT in cents on
 * 9 digits, DDMMYY, HHMMSS, Z and document number on 4, the serial on 11, lottery installed (1),
 * lottery code (8), fiscal 1 / non-fiscal 0, then 132 characters of e-receipt fields and spare.
 * A non-fiscal document (a pre-bill, a journal copy) counts on a counter of its own, so only the
 * flag is meaningful then (FT). Before any document: Z of the current day, number 0 (assumed).
 */
function describeLastEmitted(state: PrinterState): string {
  const last = state.journal.at(-1)
  const fiscal = state.lastEmitted !== 'nonFiscal'
  const [day, month, year] = (last?.referenceDate ?? '01011970').match(/^(\d{2})(\d{2})\d{2}(\d{2})$/)!.slice(1)
  const time = (last?.time ?? '00:00').replace(':', '') + '00'
  const vatCents = last?.vat.reduce((sum, total) => sum + total.vatCents, 0) ?? 0
  return [
    '01',
    padNumber(last?.amountCents ?? 0, 9),
    padNumber(vatCents, 9),
    `${day}${month}${year}`,
    time.slice(0, 6),
    padNumber(last?.zRepNumber ?? state.lastZNumber + 1, 4),
    padNumber(fiscal ? (last?.fiscalReceiptNumber ?? 0) : state.nonFiscalDocuments.length + state.reprints.length, 4),
    state.serialNumber.padEnd(11).slice(0, 11),
    last?.lotteryCode ? '1' : '0',
    (last?.lotteryCode ?? '').padEnd(8),
    fiscal ? '1' : '0',
    ' '.repeat(132),
  ].join('')
}

function readDirectIo(state: PrinterState, element: CommandElement): [string, string][] {
  const command = requireAttribute(element, 'command')
  const serial = state.serialNumber
  let data: string
  if (command === '3217') {
    data = `01${serial.slice(5, 11)}${serial.slice(3, 5)}${serial.slice(0, 2)}`
  } else if (command === '2052') {
    data = padNumber(state.lastZNumber, 18)
  } else if (command === '1387') {
    data = describeLastEmitted(state)
  } else if (command === '1138') {
    data = `01${getRtType(state)}${'0'.repeat(6)}${'0000'.repeat(3)}`
  } else {
    throw new PrinterRefusal(RefusalStatus.notProvided, `directIO ${command} is not simulated`)
  }
  return [
    ['responseCommand', command],
    ['responseData', data],
  ]
}
