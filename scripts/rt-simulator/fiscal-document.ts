// The documents the simulated RT keeps in its journal (the real one's DGFE/MPD), in a JSON-friendly
// shape for tests: money in cents, the printed date and time as the printer answered them.

export type DocumentKind = 'sale' | 'refund' | 'void'

/** How the RT files a payment, derived from paymentType and index (research notes §5). */
export type PaymentCategory = 'cash' | 'cheque' | 'electronic' | 'ticket' | 'notPaid' | 'paymentDiscount'

export interface DocumentLine {
  kind: 'item' | 'refund' | 'itemAdjustment' | 'subtotalAdjustment'
  description: string
  /** null for adjustments */
  quantity: number | null
  unitPriceCents: number | null
  /** signed: discounts are negative */
  amountCents: number
  /** null for a subtotal adjustment, which is spread over every department of the document */
  department: number | null
  adjustmentType?: number
  /** printRecMessage type 4 lines printed under this line */
  notes: string[]
}

export interface DepartmentTotal {
  department: number
  rate: number | null
  nature: string | null
  grossCents: number
  vatCents: number
}

export interface DocumentPayment {
  paymentType: number
  index: number
  category: PaymentCategory
  description: string
  /** what was tendered; cash above the amount due comes back as changeCents */
  amountCents: number
}

export interface MessageLine {
  messageType: number
  index: number | null
  message: string
}

export interface DocumentReference {
  kind: 'REFUND' | 'VOID'
  zRepNumber: number
  fiscalReceiptNumber: number
  /** DDMMYYYY as written in the reference message */
  date: string
  serialNumber: string
  /** whether the original was found in this printer's journal */
  found: boolean
}

export interface FiscalDocument {
  kind: DocumentKind
  serialNumber: string
  zRepNumber: number
  fiscalReceiptNumber: number
  /** d/M/yyyy and HH:mm, as in the answer */
  date: string
  time: string
  isoDateTime: string
  /** DDMMYYYY, what a reso/annullo must cite */
  referenceDate: string
  amountCents: number
  lines: DocumentLine[]
  vat: DepartmentTotal[]
  payments: DocumentPayment[]
  changeCents: number
  lotteryCode: string | null
  customerTaxId: string | null
  customerId: string | null
  headerLines: MessageLine[]
  /** printRecMessage types 2 and 3: where a client can leave its own reference */
  trailerLines: MessageLine[]
  reference: DocumentReference | null
  /** for a sale: how much later resi gave back, and whether an annullo cancelled it */
  refundedCents: number
  voided: boolean
}

export interface ZReport {
  zRepNumber: number
  dailyAmountCents: number
  documents: number
  date: string
  time: string
}
