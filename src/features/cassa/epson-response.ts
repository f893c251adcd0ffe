// The RT's answer to a Fiscal ePOS-Print request: <response success code status> and the flat
// <addInfo> fields after it (scripts/rt-simulator/README.md cites their sources). The answer is
// small and flat, so it is read with two regular expressions rather than an XML library in the
// Cassa page's bundle.
import type { PrintedDocument } from './epson-request.ts'

export interface EpsonResponse {
  success: boolean
  /** e.g. EPTR_REC_EMPTY, PARSER_ERROR; '' on success */
  code: string
  /** the printer's numeric status (3 = offline: paper end or cover open, …) */
  status: number
  info: Record<string, string>
}

function unescapeXml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')
}

export function parseEpsonResponse(xml: string): EpsonResponse {
  const head = /<response\b([^>]*)>/.exec(xml)
  if (!head) throw new Error('Not a Fiscal ePOS-Print answer')
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(head[1] ?? '')?.[1] ?? ''
  const info: Record<string, string> = {}
  const addInfo = /<addInfo>([\s\S]*?)<\/addInfo>/.exec(xml)?.[1] ?? ''
  for (const match of addInfo.matchAll(/<(\w+)>([^<]*)<\/\1>/g)) info[match[1]!] = unescapeXml(match[2]!)
  const success = attribute('success')
  return { success: success === 'true' || success === '1', code: attribute('code'), status: Number(attribute('status') || 0), info }
}

/**
 * Where a printed documento sits in the RT's journal, from a successful receipt's answer. The
 * answer in Epson's guide has no serial: the one read at connection (directIO 3217) is used.
 */
export function readPrintedDocument(response: EpsonResponse, serial: string): PrintedDocument {
  const { fiscalReceiptNumber, zRepNumber, fiscalReceiptDate, serialNumber } = response.info
  // an empty field is no number (Number('') would be 0)
  return {
    documentNumber: fiscalReceiptNumber ? Number(fiscalReceiptNumber) : NaN,
    zNumber: zRepNumber ? Number(zRepNumber) : NaN,
    date: fiscalReceiptDate ?? '',
    serial: serialNumber || serial,
  }
}

/** Where the printer's counter stands: the Z its day closes with, and the last document number. */
export interface PrinterPosition {
  zNumber: number
  documentNumber: number
}

export interface LastEmittedDocument extends PrinterPosition {
  /** false for a pre-bill or a copy: another counter, not comparable with a fiscal position */
  fiscal: boolean
  /** the document's total, minor units */
  amount: number
  /** d/M/yyyy, as a sale's answer gives it */
  date: string
  serial: string
}

/**
 * directIO 1387's responseData, fixed width as fiskaltrust's LastEmittedDocStatus reads it (Epson's
 * Communication Protocol v8.1, p. 144): OP [0,2), total [2,11), VAT [11,20), DDMMYY [20,26),
 * HHMMSS [26,32), Z [32,36), number [36,40), serial [40,51), lottery [51,60), fiscal flag [60].
 * Null when the answer is shorter or not numbers where numbers belong.
 */
export function readLastEmitted(response: EpsonResponse): LastEmittedDocument | null {
  const data = response.info.responseData ?? ''
  if (!response.success || data.length < 61) return null
  const field = (from: number, to: number) => data.slice(from, to).trim()
  const whole = (from: number, to: number) => (/^\d+$/.test(field(from, to)) ? Number(field(from, to)) : NaN)
  const [amount, zNumber, documentNumber] = [whole(2, 11), whole(32, 36), whole(36, 40)]
  const day = field(20, 22)
  const month = field(22, 24)
  const year = field(24, 26)
  if (![amount, zNumber, documentNumber].every(Number.isFinite) || !/^\d{6}$/.test(day + month + year)) return null
  return {
    amount,
    zNumber,
    documentNumber,
    date: `${Number(day)}/${Number(month)}/20${year}`,
    serial: field(40, 51),
    fiscal: data.charAt(60) === '1',
  }
}

/**
 * The matricola from directIO 3217 ("01", 6 digits, 2 model letters, 2 maker digits) and the RT
 * type letter (queryPrinterStatus 1, rtType): maker + type + model + digits (FT, procassa), e.g.
 * 99IEB000001. Null when either answer does not have that shape.
 */
export function readSerial(serialAnswer: EpsonResponse, statusAnswer: EpsonResponse): string | null {
  const data = serialAnswer.info.responseData ?? ''
  const rtType = statusAnswer.info.rtType ?? ''
  const match = /^01(\d{6})([A-Z]{2})(\d{2})/.exec(data)
  if (!serialAnswer.success || !match || !/^[A-Z]$/.test(rtType)) return null
  return `${match[3]}${rtType}${match[2]}${match[1]}`
}

/**
 * The day's amount a daily closure answers (`dailyAmount`, decimal comma, "176,40" in the PEP
 * sample; FT's ReportResponse), in minor units; null when the answer has none or another shape.
 */
export function readDailyAmount(response: EpsonResponse): number | null {
  const match = /^(-?)(\d{1,9})(?:[,.](\d{1,2}))?$/.exec((response.info.dailyAmount ?? '').trim())
  if (!match) return null
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] ? -cents : cents
}
