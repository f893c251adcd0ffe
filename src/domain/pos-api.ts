// The POS API's public contract (/api/pos/v1, docs/decisions/042): what a POS sends and what it
// gets back, as zod schemas. The functions validate with them and the served OpenAPI document
// (api-functions/pos/openapi.ts) is written from them, so the document cannot say one thing while
// the server does another; tests/integration/pos-api.test.ts holds real answers to the document.
import { z } from 'zod'
import {
  CLOSE_REASONS,
  CURRENCY_PATTERN,
  LEDGER_TEXT_MAX,
  MAX_GUESTS,
  MAX_LINE_QUANTITY,
  MAX_MINOR_UNITS,
  ONE_LINE_TEXT_PATTERN,
  PAYMENT_CHANNELS,
  POS_EVENT_TYPES,
  POS_REF_PATTERN,
  POS_SCOPES,
  POS_WAITER_NAME_MAX,
  TRANSACTION_STATUSES,
  VAT_CODES,
} from './shared-rules.ts'

const recordId = z.string().regex(/^[a-z0-9]{15}$/)
const minor = z.number().int().min(0).max(MAX_MINOR_UNITS)
const posRef = z.string().regex(new RegExp(POS_REF_PATTERN))

export { POS_EVENT_TYPES }

export const posScopeSchema = z.enum(POS_SCOPES)
export type PosScope = z.infer<typeof posScopeSchema>

export const posErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable and machine-readable: pos_key_invalid, pos_scope_missing, invalid_request, rate_limited…' }),
      message: z.string(),
    }),
    retryAfter: z.number().int().optional().meta({ description: 'Seconds to wait, with 429 (also in the Retry-After header).' }),
  })
  .meta({ id: 'Error' })

export const posPaymentsQuerySchema = z.strictObject({
  since: z.iso.datetime({ offset: true }).optional().meta({ description: 'Payments changed after this instant. Left out: from the first.' }),
  cursor: z.string().max(60).optional().meta({ description: 'The `next` of the previous page; takes the place of `since`.' }),
  limit: z.coerce.number().int().min(1).max(100).optional().meta({ description: 'Payments per page, 1–100 (50).' }),
})

const posPaymentLine = z.object({
  lineId: recordId.meta({ description: "The order line's id in Conto." }),
  posLineId: posRef.nullable().meta({ description: "Your line's id, when the line came from your check; else null." }),
  name: z.string(),
  quantity: z.number().int().min(0).meta({ description: 'Whole units paid; 0 when the payment paid a share of one unit.' }),
  share: z.object({ parts: z.number().int().min(1), of: z.number().int().min(2) }).nullable().meta({ description: 'A share of one unit (1 of 3), else null.' }),
  amount: minor.meta({ description: 'What this payment paid for the line, in minor units.' }),
})

export const posPaymentSchema = z
  .object({
    id: recordId.meta({ description: "Conto's payment id: use it as your idempotency key." }),
    order: z.object({
      id: recordId,
      number: z.number().int(),
      checkId: posRef.nullable().meta({ description: "Your check's id, when the bill is a check you sent; null for a bill staff opened in Conto." }),
    }),
    table: z.object({ id: recordId, name: z.string() }).nullable(),
    status: z.enum(TRANSACTION_STATUSES).meta({ description: 'completed, partially_refunded, refunded or voided.' }),
    channel: z.enum(PAYMENT_CHANNELS).meta({ description: 'qr: paid by the diner on their phone; cash, terminal, other: recorded by staff.' }),
    method: z.string().meta({ description: 'How a QR payment was paid (card brand, wallet, satispay); empty for staff-recorded ones.' }),
    currency: z.string().regex(new RegExp(CURRENCY_PATTERN)),
    amount: minor.meta({ description: 'What the payment paid of the bill, without tip, in minor units.' }),
    tip: minor,
    total: minor,
    refunded: minor,
    split: z.string().meta({ description: 'full, equal, items or amount.' }),
    lines: z.array(posPaymentLine).meta({ description: 'The lines this payment paid for (empty for a share of the total).' }),
    documento: z
      .object({ number: z.number().int(), zNumber: z.number().int(), date: z.string(), serial: z.string() })
      .nullable()
      .meta({ description: 'The documento commerciale Conto printed for it, when it did (payment.certified tells you when).' }),
    certifier: z
      .enum(['conto', 'pos', 'none'])
      .meta({
        description:
          "Who prints its documento commerciale: conto (Conto's Cassa; the number follows in payment.certified), pos (your till, with the means given here) or none (Conto prints nothing for this restaurant).",
      }),
    paidAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Payment' })
export type PosPayment = z.infer<typeof posPaymentSchema>

export type PosEventType = (typeof POS_EVENT_TYPES)[number]
/** What changed a payment: each is delivered to every active endpoint as a Standard Webhooks message. */
export const POS_PAYMENT_EVENT_TYPES = ['payment.completed', 'payment.certified', 'payment.refunded', 'payment.voided'] as const satisfies readonly PosEventType[]
/** What happened to a check as a whole: paid in full (by the payment that completed it), closed. */
export const POS_CHECK_EVENT_TYPES = ['check.paid', 'check.closed'] as const satisfies readonly PosEventType[]

export const posEventSchema = z
  .object({
    id: recordId.meta({ description: 'The event id, also sent as webhook-id on every try: apply an event once.' }),
    type: z.enum(POS_PAYMENT_EVENT_TYPES),
    createdAt: z.string(),
    data: posPaymentSchema.meta({ description: 'The payment as it stood when the event was written.' }),
  })
  .meta({ id: 'PaymentEvent' })

// Checks in (docs/decisions/044): the POS sends a table's check whole; Conto answers it as it holds it.

const posLineInputSchema = z.strictObject({
  id: posRef.meta({ description: "Your line's id: the same line keeps it from one PUT to the next." }),
  productId: posRef.or(z.literal('')).default('').meta({ description: "Your product's id, if any." }),
  name: z.string().min(1).max(120).regex(new RegExp(ONE_LINE_TEXT_PATTERN)).meta({ description: 'What the diner reads on the bill, 1–120 characters.' }),
  quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY).meta({ description: 'Units; 0 takes the line off, as leaving it out does.' }),
  unitPrice: minor.meta({ description: 'Price of one unit, VAT included, in minor units.' }),
  vat: z.enum(VAT_CODES).meta({ description: 'The VAT rate (22, 10, 5, 4) or the natura code (N1–N6) of a sale without VAT.' }),
})

export const posCheckInputSchema = z
  .strictObject({
    table: z.string().min(1).max(40).meta({ description: "The table's name, exactly as it is named in Conto (its QR code)." }),
    guests: z.number().int().min(1).max(MAX_GUESTS),
    waiter: z.string().max(POS_WAITER_NAME_MAX).default('').meta({ description: "The waiter's name, shown to staff." }),
    lines: z
      .array(posLineInputSchema)
      .max(500)
      .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, { message: 'Each line needs its own id.' })
      .meta({ description: 'Every line of the check, each with its own id. A line left out, or lowered, is voided.' }),
  })
  .meta({ id: 'CheckInput' })
export type PosCheckInput = z.infer<typeof posCheckInputSchema>

export const posCloseCheckSchema = z
  .strictObject({
    reason: z.enum(CLOSE_REASONS).optional().meta({ description: 'Needed when a balance is left: paid_elsewhere when your till took it.' }),
    note: z.string().max(LEDGER_TEXT_MAX).optional(),
  })
  .meta({ id: 'CheckClose' })

const posCheckLineSchema = z.object({
  id: posRef.nullable().meta({ description: "Your line's id (null: a line staff added in Conto)." }),
  lineId: recordId.meta({ description: "The line's id in Conto, as payments name it." }),
  name: z.string(),
  quantity: z.number().int().min(1),
  unitPrice: minor,
  vat: z.string(),
  paidQuantity: z.number().int().min(0).meta({ description: 'Units paid (all of them once the check is paid in full).' }),
})

export const posCheckSchema = z
  .object({
    id: posRef.nullable().meta({ description: "Your check's id; null for a bill staff opened in Conto." }),
    orderId: recordId,
    number: z.number().int(),
    version: z.number().int().min(0).meta({ description: 'Send it back as If-Match to replace the check; also the ETag.' }),
    status: z.enum(['open', 'paid', 'closed']),
    table: z.object({ id: recordId, name: z.string() }),
    currency: z.string().regex(new RegExp(CURRENCY_PATTERN)),
    guests: z.number().int(),
    waiter: z.string(),
    total: minor,
    paid: minor.meta({ description: 'Paid so far, without tips.' }),
    beingPaid: minor.meta({ description: 'Held by diners paying right now.' }),
    balance: minor,
    lines: z.array(posCheckLineSchema),
    closedAt: z.string().nullable(),
    closedReason: z.string().nullable(),
  })
  .meta({ id: 'Check' })
export type PosCheck = z.infer<typeof posCheckSchema>

export const posCheckAnswerSchema = z.object({ check: posCheckSchema }).meta({ id: 'CheckAnswer' })

export const posCheckEventSchema = z
  .object({
    id: recordId.meta({ description: 'The event id, also sent as webhook-id on every try.' }),
    type: z.enum(POS_CHECK_EVENT_TYPES),
    createdAt: z.string(),
    data: posCheckSchema.meta({ description: 'The check as it stood when the event was written.' }),
  })
  .meta({ id: 'CheckEvent' })

export const posPaymentsPageSchema = z
  .object({
    payments: z.array(posPaymentSchema),
    next: z.string().nullable().meta({ description: 'Pass it as `cursor` for the next page; null on the last.' }),
  })
  .meta({ id: 'PaymentsPage' })
