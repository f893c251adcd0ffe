// The POS API's public contract (/api/pos/v1, docs/decisions/042): what a POS sends and what it
// gets back, as zod schemas. The functions validate with them and the served OpenAPI document
// (api-functions/pos/openapi.ts) is written from them, so the document cannot say one thing while
// the server does another; tests/integration/pos-api.test.ts holds real answers to the document.
import { z } from 'zod'
import { CURRENCY_PATTERN, MAX_MINOR_UNITS, PAYMENT_CHANNELS, POS_SCOPES, TRANSACTION_STATUSES } from './shared-rules.ts'

const recordId = z.string().regex(/^[a-z0-9]{15}$/)
const minor = z.number().int().min(0).max(MAX_MINOR_UNITS)

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
  name: z.string(),
  quantity: z.number().int().min(0).meta({ description: 'Whole units paid; 0 when the payment paid a share of one unit.' }),
  share: z.object({ parts: z.number().int().min(1), of: z.number().int().min(2) }).nullable().meta({ description: 'A share of one unit (1 of 3), else null.' }),
  amount: minor.meta({ description: 'What this payment paid for the line, in minor units.' }),
})

export const posPaymentSchema = z
  .object({
    id: recordId.meta({ description: "Conto's payment id: use it as your idempotency key." }),
    order: z.object({ id: recordId, number: z.number().int() }),
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
      .meta({ description: 'The documento commerciale Conto printed for it, when it did.' }),
    paidAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Payment' })
export type PosPayment = z.infer<typeof posPaymentSchema>

/** What changed a payment: each is delivered to every active endpoint as a Standard Webhooks message. */
export const POS_EVENT_TYPES = ['payment.completed', 'payment.refunded', 'payment.voided'] as const

export const posEventSchema = z
  .object({
    id: recordId.meta({ description: 'The event id, also sent as webhook-id on every try: apply an event once.' }),
    type: z.enum(POS_EVENT_TYPES),
    createdAt: z.string(),
    data: posPaymentSchema.meta({ description: 'The payment as it stood when the event was written.' }),
  })
  .meta({ id: 'PaymentEvent' })

export const posPaymentsPageSchema = z
  .object({
    payments: z.array(posPaymentSchema),
    next: z.string().nullable().meta({ description: 'Pass it as `cursor` for the next page; null on the last.' }),
  })
  .meta({ id: 'PaymentsPage' })
