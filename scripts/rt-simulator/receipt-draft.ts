// The document being built while the elements of a printerFiscalReceipt are read, and the lines
// and adjustments that add to it.
import type { DocumentKind, DocumentLine, DocumentPayment, FiscalDocument, MessageLine } from './fiscal-document.ts'
import type { PrinterState } from './printer-state.ts'
import type { CommandElement } from './soap.ts'
import { PrinterRefusal, RefusalStatus } from './printer-answer.ts'
import {
  multiplyQuantity,
  readCents,
  readDepartment,
  readDescription,
  readQuantityThousandths,
  readWholeNumber,
} from './receipt-fields.ts'

/** start: nothing open yet; open: lines may follow; paying: a partial payment was made; paid; ended. */
export type ReceiptPhase = 'start' | 'open' | 'paying' | 'paid' | 'ended'

export interface ReceiptDraft {
  kind: DocumentKind
  phase: ReceiptPhase
  begun: boolean
  lines: DocumentLine[]
  grossByDepartment: Map<number, number>
  payments: DocumentPayment[]
  paidCents: number
  changeCents: number
  headerLines: MessageLine[]
  trailerLines: MessageLine[]
  otherMessages: MessageLine[]
  lotteryCode: string | null
  customerTaxId: string | null
  customerId: string | null
  /** for an annullo, the voided document (null when it was issued elsewhere) */
  original: FiscalDocument | null
  /** the reference message, parsed, for a reso or an annullo */
  reference: FiscalDocument['reference']
}

export function createDraft(): ReceiptDraft {
  return {
    kind: 'sale',
    phase: 'start',
    begun: false,
    lines: [],
    grossByDepartment: new Map(),
    payments: [],
    paidCents: 0,
    changeCents: 0,
    headerLines: [],
    trailerLines: [],
    otherMessages: [],
    lotteryCode: null,
    customerTaxId: null,
    customerId: null,
    original: null,
    reference: null,
  }
}

/** What the document is worth: the lines for a sale or reso, the original for an annullo. */
export function getDraftTotal(draft: ReceiptDraft): number {
  if (draft.kind === 'void') return draft.original?.amountCents ?? 0
  let total = 0
  for (const gross of draft.grossByDepartment.values()) total += gross
  return total
}

/** printRecItem: a sale line with a gross (VAT-included) unit price. */
export function addItem(state: PrinterState, draft: ReceiptDraft, element: CommandElement): void {
  const description = readDescription(element)
  const thousandths = readQuantityThousandths(element)
  const unitPriceCents = readCents(element, 'unitPrice')
  const { number } = readDepartment(state, element)
  const amountCents = multiplyQuantity(thousandths, unitPriceCents)
  draft.lines.push({ kind: 'item', description, quantity: thousandths / 1000, unitPriceCents, amountCents, department: number, notes: [] })
  addToDepartment(draft, number, amountCents)
}

/** printRecRefund: a returned line, by quantity × price or by amount (operationType 10-12). */
export function addRefundLine(state: PrinterState, draft: ReceiptDraft, element: CommandElement): void {
  const description = readDescription(element, false)
  const { number } = readDepartment(state, element)
  const byAmount = element.attributes.amount !== undefined
  const thousandths = byAmount ? null : readQuantityThousandths(element)
  const unitPriceCents = byAmount ? null : readCents(element, 'unitPrice')
  const amountCents = byAmount ? readCents(element, 'amount') : multiplyQuantity(thousandths ?? 0, unitPriceCents ?? 0)
  const original = draft.original
  if (original && getDraftTotal(draft) + amountCents > original.amountCents - original.refundedCents) {
    throw new PrinterRefusal(RefusalStatus.aboveValue, 'the reso goes beyond what is left of the original')
  }
  draft.lines.push({
    kind: 'refund',
    description,
    quantity: thousandths === null ? null : thousandths / 1000,
    unitPriceCents,
    amountCents,
    department: number,
    notes: [],
  })
  addToDepartment(draft, number, amountCents)
}

// adjustmentType values (PEP enum; LY): discounts 0 (last sale), 3 (department), and the amounts
// that lower what is due (10 acconto, 11 omaggio, 12 buono monouso); surcharges 5 (last sale), 8 (department).
const ITEM_ADJUSTMENT_SIGNS: Record<number, 1 | -1> = { 0: -1, 3: -1, 5: 1, 8: 1, 10: -1, 11: -1, 12: -1 }
const ON_LAST_SALE = new Set([0, 5])

/** printRecItemAdjustment: a discount or surcharge on the last line or on a department. */
export function addItemAdjustment(state: PrinterState, draft: ReceiptDraft, element: CommandElement): void {
  const adjustmentType = readWholeNumber(element, 'adjustmentType')
  const sign = ITEM_ADJUSTMENT_SIGNS[adjustmentType]
  if (sign === undefined) throw new PrinterRefusal(RefusalStatus.notProvided, `adjustmentType ${adjustmentType} is unknown`)
  const description = readDescription(element, false)
  const amountCents = sign * readCents(element, 'amount')
  const lastLine = draft.lines.findLast((line) => line.kind === 'item')
  let department: number
  if (ON_LAST_SALE.has(adjustmentType)) {
    if (!lastLine?.department) throw new PrinterRefusal(RefusalStatus.wrongSequence, 'an adjustment on the last sale needs a sale before it')
    department = lastLine.department
  } else {
    department = readDepartment(state, element).number
  }
  if ((draft.grossByDepartment.get(department) ?? 0) + amountCents < 0) {
    throw new PrinterRefusal(RefusalStatus.aboveValue, 'the discount is larger than what it discounts')
  }
  draft.lines.push({ kind: 'itemAdjustment', description, quantity: null, unitPriceCents: null, amountCents, department, adjustmentType, notes: [] })
  addToDepartment(draft, department, amountCents)
}

// printRecSubtotalAdjustment types: 1/2 discount, 6/7 surcharge, with or without the subtotal printed (FT; PEP).
const SUBTOTAL_ADJUSTMENT_SIGNS: Record<number, 1 | -1> = { 1: -1, 2: -1, 6: 1, 7: 1 }

/** printRecSubtotalAdjustment: spread over the departments in proportion to their totals. */
export function addSubtotalAdjustment(draft: ReceiptDraft, element: CommandElement): void {
  const adjustmentType = readWholeNumber(element, 'adjustmentType')
  const sign = SUBTOTAL_ADJUSTMENT_SIGNS[adjustmentType]
  if (sign === undefined) throw new PrinterRefusal(RefusalStatus.notProvided, `adjustmentType ${adjustmentType} is unknown`)
  const amountCents = readCents(element, 'amount')
  const subtotal = getDraftTotal(draft)
  if (subtotal === 0 || (sign < 0 && amountCents > subtotal)) {
    throw new PrinterRefusal(RefusalStatus.aboveValue, 'the subtotal discount is larger than the subtotal')
  }
  for (const [department, share] of shareByDepartment(draft.grossByDepartment, amountCents)) {
    addToDepartment(draft, department, sign * share)
  }
  const description = readDescription(element, false)
  draft.lines.push({ kind: 'subtotalAdjustment', description, quantity: null, unitPriceCents: null, amountCents: sign * amountCents, department: null, adjustmentType, notes: [] })
}

/** Splits an amount over departments in proportion to their gross, largest remainder last cent. */
function shareByDepartment(grossByDepartment: Map<number, number>, amountCents: number): Map<number, number> {
  const total = [...grossByDepartment.values()].reduce((sum, gross) => sum + gross, 0)
  const shares = [...grossByDepartment].map(([department, gross]) => {
    const exact = (amountCents * gross) / total
    return { department, cents: Math.floor(exact), remainder: exact - Math.floor(exact) }
  })
  let left = amountCents - shares.reduce((sum, share) => sum + share.cents, 0)
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break
    share.cents += 1
    left -= 1
  }
  return new Map(shares.map((share) => [share.department, share.cents]))
}

function addToDepartment(draft: ReceiptDraft, department: number, amountCents: number): void {
  draft.grossByDepartment.set(department, (draft.grossByDepartment.get(department) ?? 0) + amountCents)
}
