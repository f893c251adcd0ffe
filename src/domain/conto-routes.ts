// The pb_hooks routes staff screens call for money and receipts (/api/conto/*), as one contract
// (issue 38): each route's body and answer (their methods and paths: conto-paths.ts). The browser calls them through
// src/lib/api/conto-api.ts with these types (a type-only import: the staff pages carry no zod), and
// tests/integration/conto-routes.test.ts sends each route valid and invalid bodies on the real
// PocketBase and parses its answers with these schemas. The hooks keep their own checks (goja
// cannot run zod); the contract test is what holds the two together.
import { z } from 'zod'
import { CLIENT_KEY_PATTERN, CLOSE_REASONS, CURRENCY_PATTERN, EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, POS_KEY_NAME_MAX, POS_SCOPES, PASSWORD_MIN_LENGTH, SIGNUP_NAME_MAX_LENGTH, SUPPORTED_LANGUAGES, FISCAL_JOB_STATUSES, MAX_GUESTS, MAX_LINE_QUANTITY, MAX_MINOR_UNITS, MAX_SPLIT_ITEMS, RECORDED_METHODS, VAT_CODES, PAYMENT_CHANNELS } from './shared-rules.ts'
import { POS_PAYMENT_EVENT_TYPES } from './pos-api.ts'
import { MAX_UNIT_SHARES } from './bill-maths.ts'
import type { ContoRouteName } from './conto-paths.ts'

const recordId = z.string().regex(/^[a-z0-9]{15}$/)
const minor = z.number().int().min(0).max(MAX_MINOR_UNITS)
const text = z.string()

// ── the fiscal queue ───────────────────────────────────────────────────────────────────────────

/** An enrolled till's credential (`${tillId}_${secret}`, pb_hooks/tills-lib.js). */
const device = z.string().regex(/^[a-z0-9]{15}_[A-Za-z0-9]{40}$/)
const serial = z.string().regex(/^[A-Z0-9]{6,20}$/)

export const printedDocumentSchema = z.strictObject({
  zNumber: z.number().int().min(0).max(9999),
  documentNumber: z.number().int().min(1).max(9999),
  /** d/M/yyyy, as the printer writes it */
  date: z.string().regex(/^\d{1,2}\/\d{1,2}\/\d{4}$/),
  serial,
})

const position = z.object({ zNumber: z.number().int().min(0), documentNumber: z.number().int().min(0) })
/** Where the printer stood before a send (print-job.ts Baseline). */
export const baselineSchema = z.union([position, z.object({ unknown: z.literal(true) })])

const lastEmitted = position.extend({ fiscal: z.boolean(), amount: z.number().int(), date: z.string() })

export const UNCLEAR_REASONS = ['no_baseline', 'not_fiscal', 'moved', 'not_next'] as const

/**
 * A fiscal job's document, as pb_hooks/fiscal-lib.js builds it and the Cassa prints it
 * (epson-request.ts). An annullo's has no lines (it cites its original), and its payments may be
 * none when the original's were not kept.
 */
export const fiscalDocumentSchema = z.object({
  lines: z.array(z.object({ description: z.string().max(38), quantity: z.number().int().min(1), unitPrice: minor, vat: z.enum(VAT_CODES) })).default([]),
  total: minor,
  payments: z.array(z.object({ means: z.enum(['cash', 'electronic', 'other']), amount: minor })),
  lotteryCode: z.string().optional(),
  /** a reso or an annullo: the sale job it cites */
  original: recordId.optional(),
  currency: z.string().optional(),
})

const queueJob = z.object({
  id: recordId,
  key: z.string(),
  kind: z.enum(['sale', 'refund', 'void']),
  mode: z.enum(['print', 'resume', 'verify']),
  reference: z.string(),
  document: fiscalDocumentSchema,
  original: printedDocumentSchema.nullable(),
  departments: z.record(z.string(), z.number().int()),
  attempts: z.number().int(),
  baseline: baselineSchema.nullable(),
})

const jobAnswer = z.object({ job: z.object({ id: recordId, status: z.enum(FISCAL_JOB_STATUSES) }) })

// ── the staff ledger ───────────────────────────────────────────────────────────────────────────

const share = z.object({ parts: z.number().int().min(1), of: z.number().int().min(2).max(MAX_UNIT_SHARES) }).refine((one) => one.parts < one.of)

const recordedSplit = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('full') }),
  z.object({ mode: z.literal('amount'), amount: minor.min(1) }),
  z
    .object({ mode: z.literal('equal'), totalGuests: z.number().int().min(1).max(MAX_GUESTS), payingFor: z.number().int().min(1) })
    .refine((split) => split.payingFor <= split.totalGuests),
  z.object({
    mode: z.literal('items'),
    items: z
      .array(z.object({ orderItemId: z.string().min(1), quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY).optional(), share: share.optional() }))
      .min(1)
      .max(MAX_SPLIT_ITEMS)
      .refine((items) => new Set(items.map((item) => item.orderItemId)).size === items.length),
  }),
])

const posKey = z.object({ id: recordId, name: z.string(), prefix: z.string(), scopes: z.array(z.enum(POS_SCOPES)), revoked: z.boolean() })

const posEndpoint = z.object({ id: recordId, url: z.string(), active: z.boolean() })

const paymentAnswer = z.object({ transaction: z.object({ id: recordId, base: minor, tip: minor, total: minor, currency: z.string().regex(new RegExp(CURRENCY_PATTERN)) }) })

// ── the shift report ───────────────────────────────────────────────────────────────────────────

const tally = z.object({ count: z.number().int().min(0), amount: z.number().int() })
const shiftRow = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  card: z.number().int(),
  cash: z.number().int(),
  terminal: z.number().int(),
  other: z.number().int(),
  tips: z.number().int(),
  refunds: z.number().int(),
  voidedPayments: tally,
  voids: tally,
  comps: tally,
  closedWithBalance: tally.extend({ byReason: z.record(z.enum(CLOSE_REASONS), tally) }),
})
const shiftReport = z.object({
  restaurant: z.object({ id: recordId, name: z.string() }),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  totals: shiftRow,
  waiters: z.array(shiftRow),
  fiscal: z.object({ printed: z.number().int(), certified: z.number().int(), waiting: z.number().int(), failed: z.number().int() }).nullable(),
})

/** A route's body (null: none) and its answer; its method and path are in conto-paths.ts. */
interface ContoSchemas {
  body: z.ZodType | null
  answer: z.ZodType
}

export const CONTO_ROUTES = {
  enrolTill: {
    /** the hook keeps the first 40 characters of the name */
    body: z.object({ restaurant: recordId, name: text.optional() }),
    answer: z.object({ till: z.object({ id: recordId, name: z.string() }), device }),
  },
  revokeTill: { body: null, answer: z.object({ till: z.object({ id: recordId, revoked: z.literal(true) }) }) },
  fiscalDay: {
    body: z.object({
      restaurant: recordId,
      device,
      serial,
      zNumber: z.number().int().min(0).max(9999),
      printerCount: z.number().int().min(0).max(99999).optional(),
      printerAmount: z.number().int().optional(),
    }),
    answer: z.object({ printed: z.number().int(), certified: z.number().int() }),
  },
  takeNextJob: {
    body: z.object({ restaurant: recordId, device }),
    answer: z.object({ job: queueJob.nullable(), busy: z.boolean().optional(), unclear: z.object({ id: recordId }).optional() }),
  },
  renewLease: { body: z.object({ device, baseline: baselineSchema.nullable() }), answer: jobAnswer },
  reportPrinted: { body: z.object({ device, result: printedDocumentSchema }), answer: jobAnswer },
  reportFailed: { body: z.object({ device, error: text }), answer: jobAnswer },
  reportUnclear: {
    body: z.object({ device, unclear: z.object({ reason: z.enum(UNCLEAR_REASONS), baseline: baselineSchema, seen: lastEmitted.nullable() }) }),
    answer: jobAnswer,
  },
  resolveUnclearJob: {
    body: z.discriminatedUnion('printed', [z.object({ printed: z.literal(true), result: printedDocumentSchema }), z.object({ printed: z.literal(false) })]),
    answer: jobAnswer,
  },
  retryJob: { body: null, answer: jobAnswer },

  recordPayment: {
    body: z.object({
      method: z.enum(RECORDED_METHODS),
      split: recordedSplit,
      tip: minor.optional(),
      note: text.optional(),
      /** the idempotency key: the same again answers the payment it recorded */
      requestId: z.string().regex(new RegExp(CLIENT_KEY_PATTERN)).optional(),
    }),
    answer: paymentAnswer,
  },
  correctLine: {
    body: z.object({ quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY), reason: text.trim().min(1), action: z.enum(['void', 'comp']).optional() }),
    answer: z.looseObject({}),
  },
  closeOrder: { body: z.object({ reason: z.enum(CLOSE_REASONS).optional(), note: text.optional() }), answer: z.looseObject({}) },
  voidPayment: { body: z.object({ reason: text.trim().min(1) }), answer: z.looseObject({}) },
  shiftReport: { body: null, answer: shiftReport },

  /** an admin's new key for the restaurant's POS; `secret` is the key, shown this once */
  createPosKey: {
    body: z.object({ restaurant: recordId, name: text.trim().min(1).max(POS_KEY_NAME_MAX), scopes: z.array(z.enum(POS_SCOPES)).min(1) }),
    answer: z.object({ key: posKey, secret: z.string().regex(/^conto_pos_[a-z0-9]{15}_[A-Za-z0-9]{40}$/) }),
  },
  revokePosKey: { body: null, answer: z.object({ key: posKey }) },
  /** an admin subscribes the POS's address to payment events; `secret` signs them, shown this once */
  createPosEndpoint: {
    body: z.object({ restaurant: recordId, url: z.url({ protocol: /^https?$/ }).max(500) }),
    answer: z.object({ endpoint: posEndpoint, secret: z.string().regex(/^whsec_[A-Za-z0-9]{32}$/) }),
  },
  disablePosEndpoint: { body: null, answer: z.object({ endpoint: posEndpoint }) },
  /** a delivery again, now (its event keeps its id: the POS applies it once) */
  /** `sending`: a try was in flight, so none was added (it reports within a minute) */
  resendPosDelivery: { body: null, answer: z.object({ delivery: z.object({ id: recordId, status: z.literal('pending'), sending: z.boolean() }) }) },
  /** an admin connects a Lightspeed till: the token of the address Lightspeed reports to, once */
  connectLightspeed: {
    body: z.object({
      restaurant: recordId,
      url: z.string().min(1).max(500),
      accessToken: z.string().min(1).max(4000),
      businessLocationId: z.number().int().min(1),
      webhookEndpointId: z.string().min(1).max(100),
    }),
    answer: z.object({ endpoint: z.object({ id: recordId, url: z.string(), active: z.literal(true), kind: z.literal('lightspeed') }), inboundToken: z.string() }),
  },
  /** the payments the restaurant's POS has not taken yet (decision 044) */
  posUnsynced: {
    body: null,
    answer: z.object({
      payments: z.array(
        z.object({
          deliveryId: recordId,
          event: z.enum(POS_PAYMENT_EVENT_TYPES),
          /** when the payment's event was written (ISO) */
          createdAt: z.string(),
          status: z.enum(['pending', 'failed']),
          attempts: z.number().int().min(0),
          lastStatus: z.number().int().min(0),
          lastError: z.string(),
          sending: z.boolean(),
          /** the till itself refused it (Lightspeed's outcome): no retry, staff enter it on the till */
          refusedByTill: z.boolean(),
          transactionId: recordId,
          orderId: recordId,
          orderNumber: z.number().int(),
          tableName: z.string(),
          amount: z.number().int().min(0),
          currency: z.string(),
          channel: z.enum(PAYMENT_CHANNELS),
        }),
      ),
    }),
  },

  /** (again) an invited member's e-mail; refusals in PocketBase's own form (`data.userId.code`) */
  inviteStaff: { body: z.object({ userId: recordId }), answer: z.object({ ok: z.literal(true) }) },
  signupStatus: { body: null, answer: z.object({ open: z.boolean(), firstRun: z.boolean() }) },
  /** answers 201, also for an address that has an account (its owner gets an e-mail instead) */
  signUp: {
    body: z
      .object({
        companyName: text.trim().min(1).max(SIGNUP_NAME_MAX_LENGTH),
        name: text.trim().min(1).max(SIGNUP_NAME_MAX_LENGTH),
        email: text.trim().max(EMAIL_MAX_LENGTH).regex(new RegExp(EMAIL_PATTERN)),
        password: text.min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
        passwordConfirm: text,
        language: z.enum(SUPPORTED_LANGUAGES).optional(),
        /** ISO 3166 and ISO 4217 codes; the hook writes them in capitals (IT and EUR when left out) */
        country: text.regex(/^[A-Za-z]{2}$/).optional(),
        currency: text.regex(/^[A-Za-z]{3}$/).optional(),
      })
      .refine((body) => body.passwordConfirm === body.password, { path: ['passwordConfirm'] }),
    answer: z.object({ ok: z.literal(true), email: z.string(), mailSent: z.boolean() }),
  },
} satisfies Record<ContoRouteName, ContoSchemas>

type SchemasOf<Name extends ContoRouteName> = (typeof CONTO_ROUTES)[Name]
export type ContoRouteBody<Name extends ContoRouteName> = SchemasOf<Name>['body'] extends z.ZodType ? z.input<SchemasOf<Name>['body']> : undefined
export type ContoRouteAnswer<Name extends ContoRouteName> = z.output<SchemasOf<Name>['answer']>
