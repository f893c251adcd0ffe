// The pb_hooks routes the functions call as PocketBase's superuser (/api/conto/*: claims,
// Stripe outcomes, refunds, Stripe Connect, the waiter's bell), as one contract (issue 38): each
// route's method, path, body and answer. The functions call them through `callFunctionRoute`
// (api-functions/_lib/pocketbase-admin.ts) with these types; tests/integration/function-routes.test.ts
// sends each route valid and invalid bodies on the real PocketBase and parses its answers with
// these schemas. The hooks keep their own checks (goja cannot run zod); that test holds the two
// together. The staff screens' routes are in conto-routes.ts.
import { z } from 'zod'
import { checkoutRequestSchema } from './checkout-contract.ts'
import { posCheckAnswerSchema, posCheckInputSchema, posCloseCheckSchema, posPaymentsPageSchema, posScopeSchema } from './pos-api.ts'
import type { CompaniesRecord } from './pocketbase-schema.ts'
import { LOTTERY_CODE_PATTERN, MAX_MINOR_UNITS, PAYOUT_SCHEDULES, POS_REF_PATTERN, REFUND_REQUEST_ID_PATTERN, TRANSACTION_STATUSES } from './shared-rules.ts'

const recordId = z.string().regex(/^[a-z0-9]{15}$/)
const positiveMinor = z.number().int().min(1).max(MAX_MINOR_UNITS)
const stripeId = z.string().min(1).max(255)
/** Where a Stripe outcome came from (the webhook's event id, the result page…), kept in the payment's log. */
const source = z.string().max(255)
const refundRequestId = z.string().regex(new RegExp(REFUND_REQUEST_ID_PATTERN))
const at = (value: string) => encodeURIComponent(value)
const posRef = z.string().regex(new RegExp(POS_REF_PATTERN))
/** A Lightspeed till's ids (pb_hooks/pos-lightspeed-lib.js) */
const lightspeedConfig = z.object({ businessLocationId: z.number().int().min(1), webhookEndpointId: z.string().min(1).max(100) })

/** The claim lengths and caps (api-functions/stripe/claims.ts getClaimLimits; decisions 018, 026, 039). */
const claimLimits = z.strictObject({
  idleSeconds: z.number().int().positive(),
  heartbeatSeconds: z.number().int().positive(),
  maxSeconds: z.number().int().positive(),
  cooldownSeconds: z.number().int().positive(),
  barSeconds: z.number().int().positive(),
  claimsPerClient: z.number().int().positive(),
  holdSecondsPerHour: z.number().int().positive(),
})

const claimRequest = checkoutRequestSchema.extend({
  limits: claimLimits,
  /** the browser's claim cookie (api-functions/_lib/claim-cookie.ts) */
  client: z.string().max(128),
  /** the same browser's previous claim, ended to make room for this one ('' when none) */
  replaceTransactionId: z.union([z.literal(''), recordId]),
})
const sessionRequest = z.strictObject({ id: recordId, sessionId: stripeId, paymentIntentId: z.string().max(255) })

/** A claim that was just ended, with the Stripe session that must no longer be payable. */
const endedClaim = z.object({ id: recordId, sessionId: z.string() })

/** A Stripe payment as the payment routes describe it (pb_hooks/payments-lib.js describe). */
const transactionState = z.object({
  id: recordId,
  status: z.enum(TRANSACTION_STATUSES),
  sessionId: z.string(),
  paymentIntentId: z.string(),
  total: z.number().int(),
  currency: z.string(),
  /** what was paid twice and is still to be refunded */
  refundDue: z.number().int().min(0),
})

type None = Record<string, never>
type Payment = { transactionId: string }

export const FUNCTION_ROUTES = {
  /** A checkout's claims and Stripe sessions, decided one after the other (decision 017); each answer is a route's own. */
  claimsBatch: {
    path: (_: None) => '/api/conto/claims/batch',
    body: z.strictObject({
      requests: z.array(z.union([z.strictObject({ claim: claimRequest }), z.strictObject({ session: sessionRequest })])).min(1).max(100),
    }),
    answer: z.object({ answers: z.array(z.object({ status: z.number().int(), body: z.unknown() })) }),
  },
  releaseClaim: {
    path: (params: Payment) => `/api/conto/claims/${at(params.transactionId)}/release`,
    /** `by`: the staff member who ended it (the hook keeps 15 characters; the reason 40) */
    body: z.strictObject({ reason: z.string().min(1).max(40), by: z.string().max(15).optional() }),
    answer: z.object({ released: z.boolean(), sessionId: z.string() }),
  },
  renewClaim: {
    path: (params: Payment) => `/api/conto/claims/${at(params.transactionId)}/renew`,
    body: z.strictObject({ limits: claimLimits }),
    answer: z.object({ claimExpiresAt: z.string() }),
  },
  setLotteryCode: {
    path: (params: Payment) => `/api/conto/claims/${at(params.transactionId)}/lottery-code`,
    body: z.strictObject({ lotteryCode: z.union([z.literal(''), z.string().regex(new RegExp(LOTTERY_CODE_PATTERN))]) }),
    answer: z.object({ id: recordId, lotteryCode: z.string() }),
  },
  endLapsedClaims: {
    path: (_: None) => '/api/conto/claims/lapsed',
    body: z.strictObject({}),
    answer: z.object({ ended: z.array(endedClaim) }),
  },
  reconcilePayment: {
    path: (_: None) => '/api/conto/payments/reconcile',
    body: z.strictObject({
      sessionId: stripeId,
      /** the session's metadata.transaction_id ('' when Stripe's copy has none) */
      transactionId: z.union([z.literal(''), recordId]),
      outcome: z.enum(['paid', 'processing', 'failed', 'expired', 'open']),
      paymentIntentId: z.string().max(255),
      email: z.string().max(254),
      paymentMethod: z.string().max(40),
      source,
    }),
    answer: transactionState,
  },
  paymentStatus: {
    path: (_: None) => '/api/conto/payments/status',
    body: z.strictObject({ sessionId: stripeId }),
    answer: transactionState,
  },
  recordRefund: {
    path: (params: Payment) => `/api/conto/payments/${at(params.transactionId)}/refunds`,
    body: z.strictObject({
      refundId: stripeId,
      amount: positiveMinor,
      reason: z.string().min(1).max(40),
      requestId: refundRequestId.optional(),
    }),
    answer: transactionState,
  },
  chargeRefunded: {
    path: (_: None) => '/api/conto/payments/charge-refunded',
    body: z.strictObject({
      chargeId: stripeId,
      paymentIntentId: z.string().max(255),
      /** everything the charge has had refunded so far, ours or not */
      amountRefunded: z.number().int().min(0).max(MAX_MINOR_UNITS),
      source,
      sessionId: stripeId.optional(),
      transactionId: z.union([z.literal(''), recordId]).optional(),
    }),
    answer: transactionState,
  },
  reserveRefund: {
    path: (params: Payment) => `/api/conto/payments/${at(params.transactionId)}/refund-reservations`,
    body: z.strictObject({ amount: positiveMinor, requestId: refundRequestId }),
    /** `new`: ask Stripe; `retry`: a request not yet recorded, ask again with the same key; `recorded`: done before */
    answer: z.object({
      reservation: z.object({ requestId: z.string(), amount: positiveMinor }),
      state: z.enum(['new', 'retry', 'recorded']),
      /** what is left to refund after this one (a new reservation only) */
      refundable: z.number().int().min(0).optional(),
    }),
  },
  releaseRefund: {
    path: (params: Payment & { requestId: string }) => `/api/conto/payments/${at(params.transactionId)}/refund-reservations/${at(params.requestId)}/release`,
    body: z.strictObject({}),
    answer: z.object({ released: z.boolean() }),
  },
  sendReceipt: {
    path: (params: Payment) => `/api/conto/payments/${at(params.transactionId)}/receipt`,
    body: z.strictObject({}),
    answer: z.object({ sent: z.boolean() }),
  },
  /** A connected account's readiness, copied onto the companies that own it (account.updated, "Aggiorna"). */
  stripeAccountStatus: {
    path: (_: None) => '/api/conto/companies/stripe-account',
    body: z.strictObject({ accountId: stripeId, detailsSubmitted: z.boolean(), chargesEnabled: z.boolean(), payoutsEnabled: z.boolean() }),
    answer: z.object({ updated: z.number().int().min(0) }),
  },
  /** A company's connected account (the first one wins), or its payout settings once Stripe took them. */
  companyStripe: {
    path: (params: { companyId: string }) => `/api/conto/admin/companies/${at(params.companyId)}/stripe`,
    body: z.union([
      z.strictObject({ accountId: stripeId }),
      z.strictObject({
        payoutSchedule: z.enum(PAYOUT_SCHEDULES),
        payoutWeekday: z.string().max(10),
        payoutDayOfMonth: z.number().int().min(0).max(31),
        payoutMinimumAmount: z.number().int().min(0).max(MAX_MINOR_UNITS),
      }),
    ]),
    /** the company's record, as PocketBase writes it */
    answer: z.custom<CompaniesRecord>((value) => z.looseObject({ id: recordId, stripe_account_id: z.string(), payout_schedule: z.string() }).safeParse(value).success),
  },
  /** The diner's bell: a notification staff see live, and the staff devices to push to. */
  callWaiter: {
    path: (_: None) => '/api/conto/waiter-calls',
    body: z.strictObject({ tableId: recordId }),
    answer: z.object({
      table: z.object({ id: recordId, name: z.string() }),
      subscriptions: z.array(z.object({ id: recordId, endpoint: z.string(), keys: z.object({ p256dh: z.string(), auth: z.string() }), language: z.string() })),
    }),
  },
  /** Whose a POS key is, when it is live and has the scope (every POS API call asks first). */
  posAuthenticate: {
    path: (_: None) => '/api/conto/pos/authenticate',
    body: z.strictObject({ key: z.string().max(200), scope: posScopeSchema }),
    answer: z.object({ keyId: recordId, restaurant: recordId }),
  },
  /** A page of the restaurant's payments, oldest change first (GET /api/pos/v1/payments). */
  posPayments: {
    path: (_: None) => '/api/conto/pos/payments',
    body: z.strictObject({
      restaurant: recordId,
      since: z.iso.datetime({ offset: true }).optional(),
      /** `${updated}~${id}` of a page's last payment (pb_hooks/pos-feed-lib.js) */
      cursor: z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z~[a-z0-9]{15}$/).optional(),
      limit: z.number().int().min(1).max(100).optional(),
    }),
    answer: posPaymentsPageSchema,
  },
  /** Webhook deliveries whose time has come, each leased and counted as a try (docs/decisions/043). */
  posDueDeliveries: {
    path: (_: None) => '/api/conto/pos/deliveries/due',
    /** restaurant: only its deliveries (the tests, which share one PocketBase, each deliver their own) */
    body: z.strictObject({ limit: z.number().int().min(1).max(50), leaseSeconds: z.number().int().min(1).max(600), restaurant: recordId.optional() }),
    answer: z.object({
      deliveries: z.array(
        z.object({
          id: recordId,
          eventId: recordId,
          attempt: z.number().int().min(1),
          /** webhook: sign and POST the payload to url; lightspeed: post the payment to the till at url */
          kind: z.enum(['webhook', 'lightspeed']),
          url: z.string(),
          /** the webhook's signing secret, or the till's access token */
          secret: z.string(),
          config: lightspeedConfig.or(z.object({})),
          payload: z.string(),
        }),
      ),
    }),
  },
  /** How a try went: a 2xx delivers it, anything else waits its backoff or fails after the last. */
  posDeliveryResult: {
    path: (params: { deliveryId: string }) => `/api/conto/pos/deliveries/${at(params.deliveryId)}/result`,
    /** permanent: a refusal no retry changes (a till that said no): failed at once */
    body: z.strictObject({ delivered: z.boolean(), status: z.number().int().min(0).max(999), error: z.string().max(500), permanent: z.boolean().optional() }),
    answer: z.object({ delivery: z.object({ id: recordId, status: z.enum(['pending', 'delivered', 'failed']), attempts: z.number().int() }) }),
  },
  /** Creates or replaces a POS check; version: the If-Match the POS sent, null without (docs/decisions/044). */
  posPutCheck: {
    path: (_: None) => '/api/conto/pos/checks/put',
    body: z.strictObject({ restaurant: recordId, checkId: posRef, version: z.number().int().min(0).nullable(), check: posCheckInputSchema }),
    answer: posCheckAnswerSchema,
  },
  /** A POS check as Conto holds it. */
  posCheck: {
    path: (_: None) => '/api/conto/pos/checks/get',
    body: z.strictObject({ restaurant: recordId, checkId: posRef }),
    answer: posCheckAnswerSchema,
  },
  /** The POS closes its check (a balance left needs a reason). */
  posCloseCheck: {
    path: (_: None) => '/api/conto/pos/checks/close',
    body: posCloseCheckSchema.extend({ restaurant: recordId, checkId: posRef }),
    answer: posCheckAnswerSchema,
  },
  /** A webhook from Lightspeed: the connection its address names, when the token is its own. */
  posLightspeedInbound: {
    path: (_: None) => '/api/conto/pos/lightspeed/inbound',
    body: z.strictObject({ endpointId: recordId, token: z.string().min(1).max(200) }),
    answer: z.object({
      endpoint: z.object({
        id: recordId,
        restaurant: recordId,
        url: z.string(),
        accessToken: z.string(),
        config: lightspeedConfig,
        currency: z.string(),
        defaultVat: z.string(),
      }),
    }),
  },
  /** Lightspeed's outcome of a payment Conto posted: settled, or failed for good. */
  posLightspeedSettle: {
    path: (_: None) => '/api/conto/pos/lightspeed/settle',
    body: z.strictObject({ endpointId: recordId, paymentId: z.string().min(1).max(50), succeeded: z.boolean(), reason: z.string().max(400) }),
    answer: z.object({ delivery: z.object({ id: recordId, status: z.enum(['pending', 'delivered', 'failed']) }) }),
  },
} satisfies Record<string, { path: (params: never) => string; body: z.ZodType; answer: z.ZodType }>

export type FunctionRouteName = keyof typeof FUNCTION_ROUTES
type RouteOf<Name extends FunctionRouteName> = (typeof FUNCTION_ROUTES)[Name]
export type FunctionRouteParams<Name extends FunctionRouteName> = Parameters<RouteOf<Name>['path']>[0]
export type FunctionRouteBody<Name extends FunctionRouteName> = z.input<RouteOf<Name>['body']>
export type FunctionRouteAnswer<Name extends FunctionRouteName> = z.output<RouteOf<Name>['answer']>
