// Body elements that are not sale lines: messages, the lottery code, the customer's tax id.
import type { MessageLine, PaymentCategory } from './fiscal-document.ts'
import type { CommandElement } from './soap.ts'
import type { ReceiptDraft } from './receipt-draft.ts'
import { PrinterRefusal, RefusalStatus } from './printer-answer.ts'
import { readWholeNumber, requireAttribute } from './receipt-fields.ts'

// printRecMessage types (LY, from Epson's text): 1 header (index 1-9), 2 trailer and 3 additional
// trailer (index 1-99), 4 body description (38 chars), 7 customer id; every type but 4 takes 46.
const MESSAGE_INDEX_RANGES: Record<number, [number, number]> = { 1: [1, 9], 2: [1, 99], 3: [1, 99] }
const KNOWN_MESSAGE_TYPES = new Set([1, 2, 3, 4, 5, 6, 7, 8])

/** Reads and checks a printRecMessage: type, length and index. */
export function readMessage(element: CommandElement): MessageLine {
  const messageType = readWholeNumber(element, 'messageType')
  if (!KNOWN_MESSAGE_TYPES.has(messageType)) throw new PrinterRefusal(RefusalStatus.notProvided, `messageType ${messageType} is unknown`)
  const message = requireAttribute(element, 'message')
  const maxLength = messageType === 4 ? 38 : 46
  if (message.length > maxLength) throw new PrinterRefusal(RefusalStatus.wrongValue, `a type ${messageType} message takes ${maxLength} characters`)
  const index = element.attributes.index === undefined ? null : readWholeNumber(element, 'index')
  const range = MESSAGE_INDEX_RANGES[messageType]
  if (range && index !== null && (index < range[0] || index > range[1])) {
    throw new PrinterRefusal(RefusalStatus.notProvided, `a type ${messageType} message index is ${range[0]}-${range[1]}`)
  }
  return { messageType, index, message }
}

/** Files a message where its type prints it; header lines must come before beginFiscalReceipt (OCA). */
export function addMessage(draft: ReceiptDraft, line: MessageLine): void {
  const isOpen = draft.phase !== 'start'
  if (line.messageType === 1) {
    if (isOpen) throw new PrinterRefusal(RefusalStatus.wrongSequence, 'header lines go before beginFiscalReceipt')
    draft.headerLines.push(line)
    return
  }
  if (!isOpen) throw new PrinterRefusal(RefusalStatus.wrongSequence, `a type ${line.messageType} message goes inside the receipt`)
  if (line.messageType === 2 || line.messageType === 3) draft.trailerLines.push(line)
  else if (line.messageType === 7) draft.customerId = line.message
  else if (line.messageType === 4 && draft.lines.length > 0 && draft.phase === 'open') draft.lines.at(-1)?.notes.push(line.message)
  else draft.otherMessages.push(line)
}

const LOTTERY_CODE = /^[A-Za-z0-9]{8}$/

/**
 * The lottery code: 8 letters or digits, case-sensitive (PRO); anything else is a checksum error.
 * On a sale it may come before the payments (FT, LY) or after them (Openbravo), never with a payment
 * that is not electronic (see requireElectronicOnly).
 */
export function setLotteryCode(draft: ReceiptDraft, code: string): void {
  if (!LOTTERY_CODE.test(code)) throw new PrinterRefusal(RefusalStatus.badChecksum, 'the lottery code is not 8 letters or digits')
  draft.lotteryCode = code
  requireElectronicOnly(draft)
}

/**
 * Only a sale paid wholly by electronic means takes part in the lottery (L. 178/2020 c. 1095;
 * no mixed payments, no meal tickets): a code beside any other payment is refused with 18 NON
 * POSSIBILE — **inferred**, no source names the status. A reso or annullo keeps its original's code.
 */
export function requireElectronicOnly(draft: ReceiptDraft, incoming?: PaymentCategory): void {
  if (draft.kind !== 'sale' || draft.lotteryCode === null) return
  const categories = draft.payments.map((payment) => payment.category).concat(incoming ?? [])
  if (categories.some((category) => category !== 'electronic')) {
    throw new PrinterRefusal(RefusalStatus.notPossible, 'a lottery code needs every payment to be electronic')
  }
}

/** directIO inside a receipt: 1135 lottery code, 1060 partita IVA, 1061 codice fiscale (OCA, PRO, FT). */
export function applyReceiptDirectIo(draft: ReceiptDraft, element: CommandElement): void {
  const command = requireAttribute(element, 'command')
  const data = element.attributes.data ?? ''
  const payload = data.slice(2) // the first two characters are the operator
  if (command === '1135') {
    // OCA pads the code to 16 and adds "0000", PRO pads it to 20 with spaces
    const rest = payload.slice(8).trim()
    if (rest !== '' && rest !== '0000') throw new PrinterRefusal(RefusalStatus.badChecksum, 'the lottery code is not 8 letters or digits')
    setLotteryCode(draft, payload.slice(0, 8))
  } else if (command === '1060') {
    if (!/^\d{11}$/.test(payload)) throw new PrinterRefusal(RefusalStatus.badChecksum, 'a partita IVA has 11 digits')
    draft.customerTaxId = payload
  } else if (command === '1061') {
    if (!/^[A-Za-z0-9]{16}$/.test(payload)) throw new PrinterRefusal(RefusalStatus.badChecksum, 'a codice fiscale has 16 characters')
    draft.customerTaxId = payload.toUpperCase()
  } else {
    throw new PrinterRefusal(RefusalStatus.notProvided, `directIO ${command} is not simulated inside a receipt`)
  }
}
