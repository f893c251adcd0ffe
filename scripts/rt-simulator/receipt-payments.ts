// printRecTotal: the payment lines of a document (research notes §1.2, §3 "Payments vs total", §5).
import type { PaymentCategory } from './fiscal-document.ts'
import type { CommandElement } from './soap.ts'
import { PrinterRefusal, RefusalStatus } from './printer-answer.ts'
import { getDraftTotal, type ReceiptDraft } from './receipt-draft.ts'
import { readCents, readWholeNumber } from './receipt-fields.ts'
import { requireElectronicOnly } from './receipt-messages.ts'

// Index ranges "da manuale EPSON" as quoted by PRO: cash 0-5, credit 0 / card 1-10, ticket 1-10
// (index 0 blocked the document in the field). Cheque, non riscosso and sconto a pagare have no
// quoted range: 0-10 is allowed for them.
const INDEX_RANGES: Record<number, [number, number]> = {
  0: [0, 5],
  1: [0, 10],
  2: [0, 10],
  3: [1, 10],
  4: [1, 10],
  5: [0, 10],
  6: [0, 10],
}

/** Where the RT files a payment; type 2 index 0 is credit, which counts as non riscosso (Epson sample). */
export function getPaymentCategory(paymentType: number, index: number): PaymentCategory {
  switch (paymentType) {
    case 0:
      return 'cash'
    case 1:
      return 'cheque'
    case 2:
      return index === 0 ? 'notPaid' : 'electronic'
    case 3:
    case 4:
      return 'ticket'
    case 5:
      return 'notPaid'
    default:
      return 'paymentDiscount'
  }
}

/**
 * Adds one printRecTotal. payment 0 pays whatever is still due. Cash above the amount due gives
 * change; a sconto a pagare above it is SUPERA LIMITE (FT); any other means above it is refused
 * with SUPERA VALORE (inferred). A "short total" (operator only) is allowed in a reso or annullo
 * (OCA, PRO) and settles the rest in cash.
 */
export function addPayment(draft: ReceiptDraft, element: CommandElement): void {
  if (draft.kind === 'void') {
    // The RT voids the original whole, whatever amounts are sent; the means say how its total goes
    // back: a short total counts as cash (OCA, PRO), typed lines as their means (FT sends them).
    const short = element.attributes.paymentType === undefined
    const paymentType = short ? 0 : readWholeNumber(element, 'paymentType')
    const index = short ? 0 : readWholeNumber(element, 'index', 0)
    const range = INDEX_RANGES[paymentType]
    if (!range || index < range[0] || index > range[1]) throw new PrinterRefusal(RefusalStatus.notProvided, `paymentType ${paymentType} index ${index}`)
    const amountCents = short ? getDraftTotal(draft) - draft.paidCents : readCents(element, 'payment')
    draft.payments.push({ paymentType, index, category: getPaymentCategory(paymentType, index), description: element.attributes.description ?? '', amountCents })
    draft.paidCents += amountCents
    draft.phase = 'paid'
    return
  }
  if (draft.lines.length === 0) throw new PrinterRefusal(RefusalStatus.wrongSequence, 'printRecTotal before any line')
  if (draft.phase === 'paid') throw new PrinterRefusal(RefusalStatus.wrongSequence, 'the document is already paid')

  const isShortTotal = element.attributes.payment === undefined && element.attributes.paymentType === undefined
  if (isShortTotal && draft.kind === 'sale') throw new PrinterRefusal(RefusalStatus.wrongValue, 'printRecTotal needs payment and paymentType')
  const paymentType = isShortTotal ? 0 : readWholeNumber(element, 'paymentType')
  const range = INDEX_RANGES[paymentType]
  if (!range) throw new PrinterRefusal(RefusalStatus.notProvided, `paymentType ${paymentType} is unknown`)
  const index = readWholeNumber(element, 'index', 0)
  if (index < range[0] || index > range[1]) {
    throw new PrinterRefusal(RefusalStatus.notProvided, `paymentType ${paymentType} takes index ${range[0]}-${range[1]}`)
  }

  const dueCents = getDraftTotal(draft) - draft.paidCents
  const tendered = isShortTotal ? 0 : readCents(element, 'payment')
  const amountCents = tendered === 0 ? dueCents : tendered
  if (amountCents > dueCents && paymentType === 6) throw new PrinterRefusal(RefusalStatus.aboveLimit, 'the sconto a pagare is above the amount due')
  if (amountCents > dueCents && paymentType !== 0) throw new PrinterRefusal(RefusalStatus.aboveValue, 'a non-cash payment above the amount due')

  const category = getPaymentCategory(paymentType, index)
  requireElectronicOnly(draft, category)
  draft.payments.push({
    paymentType,
    index,
    category,
    description: element.attributes.description ?? '',
    amountCents,
  })
  draft.paidCents += Math.min(amountCents, dueCents)
  draft.changeCents += Math.max(0, amountCents - dueCents)
  draft.phase = draft.paidCents >= getDraftTotal(draft) ? 'paid' : 'paying'
}
