// The RT's answer to a Fiscal ePOS-Print request: <response success code status> and the flat
// <addInfo> fields after it (scripts/rt-simulator/README.md cites their sources). The answer is
// small and flat, so it is read with two regular expressions rather than an XML library in the
// Cassa page's bundle.
import type { PrintedDocument } from './epson-request'

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

/** Where a printed documento sits in the RT's journal, from a successful receipt's answer. */
export function readPrintedDocument(response: EpsonResponse): PrintedDocument {
  const { fiscalReceiptNumber, zRepNumber, fiscalReceiptDate, serialNumber } = response.info
  return {
    documentNumber: Number(fiscalReceiptNumber),
    zNumber: Number(zRepNumber),
    date: fiscalReceiptDate ?? '',
    serial: serialNumber ?? '',
  }
}
