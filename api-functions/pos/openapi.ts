import { z } from 'zod'
import { json } from '../_lib/http.ts'
import { POS_EVENT_TYPES, POS_PAYMENT_EVENT_TYPES, posPaymentsQuerySchema, type PosEventType } from '../../src/domain/pos-api.ts'
import { POS_REF_PATTERN, POS_SCOPES } from '../../src/domain/shared-rules.ts'

// The POS API's OpenAPI 3.1 document, written from the same zod schemas the functions validate
// with (src/domain/pos-api.ts): served at /api/pos/v1/openapi.json, linted in the tests
// (Redocly's recommended rules) and the contract test holds the server's answers to it.

const WEBHOOK_SUMMARIES: Record<PosEventType, string> = {
  'payment.completed': 'A payment completed: by a diner at the table, or recorded by staff',
  'payment.certified': "Conto's Cassa printed the payment's documento commerciale: its number is in documento",
  'payment.refunded': 'A payment was refunded, in part or in whole',
  'payment.voided': 'A payment recorded by mistake was voided',
  'check.paid': 'A check was paid in full (sent after the payment.completed that did it)',
  'check.closed': 'A check was closed, in Conto or by your POS',
}

const isPaymentEvent = (type: PosEventType) => (POS_PAYMENT_EVENT_TYPES as readonly PosEventType[]).includes(type)

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } })
const KEY_REFUSALS = {
  '401': errorAnswer('No key, or a key that is not valid or was revoked (code pos_key_invalid).'),
  '403': errorAnswer('The key does not have the scope (code pos_scope_missing).'),
  '429': errorAnswer('Too many calls with this key (code rate_limited); wait Retry-After seconds.'),
}
const checkAnswer = (description: string) => ({
  description,
  headers: { ETag: { description: 'The check\'s version, quoted: send it as If-Match to replace the check.', schema: { type: 'string' } } },
  content: { 'application/json': { schema: ref('CheckAnswer') } },
})
const checkIdParameter = {
  name: 'checkId',
  in: 'path',
  required: true,
  description: 'Your check\'s id: 1–100 letters, digits or _ . : / - (URL-encoded).',
  schema: { type: 'string', pattern: POS_REF_PATTERN },
}

/** The named schemas, each once under components (zod writes the references between them). */
function componentSchemas(): Record<string, unknown> {
  // the schemas with an id (.meta({ id }) in src/domain/pos-api.ts): Payment, PaymentsPage, Check…
  const { schemas } = z.toJSONSchema(z.globalRegistry, { target: 'draft-2020-12', uri: (id) => `#/components/schemas/${id}` })
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, withoutDialect(schema)]))
}

/** OpenAPI 3.1 names the dialect once for the document; components are referred to by place, not $id. */
function withoutDialect(schema: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...schema }
  delete rest.$schema
  delete rest.$id
  return rest
}

function queryParameters(schema: z.ZodObject) {
  return Object.entries(schema.shape).map(([name, field]) => {
    const fieldSchema = withoutDialect(z.toJSONSchema(field as z.ZodType, { target: 'draft-2020-12', io: 'input' }) as Record<string, unknown>)
    const { description, ...rest } = fieldSchema
    return { name, in: 'query', required: false, description, schema: rest }
  })
}

let built: Record<string, unknown> | undefined

export function buildPosOpenApi(): Record<string, unknown> {
  built ??= {
    openapi: '3.1.0',
    info: {
      title: 'Conto POS API',
      version: '1.0.0',
      summary: "Read a restaurant's payments from Conto into its cash register.",
      description:
        "A restaurant's admin creates a key in Conto's settings (Restaurant → POS), with the scopes it needs; the key is shown once. " +
        'Every call sends it as `Authorization: Bearer conto_pos_…`. Amounts are whole minor units (cents). Conto\'s payment id is stable: use it as your idempotency key.',
      contact: { name: 'Conto', url: 'https://conto.example' },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Conto' },
    },
    servers: [{ url: '/api/pos/v1', description: 'This Conto server' }],
    security: [{ posKey: [] }],
    tags: [
      { name: 'payments', description: 'Payments made through Conto: by diners at the table, or recorded by staff.' },
      { name: 'checks', description: 'Your open checks, sent to Conto so diners can pay them at the table.' },
    ],
    paths: {
      '/payments': {
        get: {
          operationId: 'listPayments',
          tags: ['payments'],
          summary: 'Payments that moved money, oldest change first',
          description:
            'Completed, refunded and voided payments of the key\'s restaurant, each with what it paid for, its means, its tip and its documento commerciale when Conto printed one. ' +
            'A payment refunded or voided later comes again with its new state. Needs the `payments:read` scope.',
          parameters: queryParameters(posPaymentsQuerySchema),
          responses: {
            '200': { description: 'A page of payments.', content: { 'application/json': { schema: ref('PaymentsPage') } } },
            '400': errorAnswer('A parameter is not valid (code invalid_request).'),
            ...KEY_REFUSALS,
          },
        },
      },
      '/checks/{checkId}': {
        parameters: [checkIdParameter],
        get: {
          operationId: 'getCheck',
          tags: ['checks'],
          summary: 'A check as Conto holds it',
          description: 'Its lines with what is paid of each, what diners are paying right now, and its version. Needs `checks:write`.',
          responses: {
            '200': checkAnswer('The check.'),
            '404': errorAnswer('Conto has no check with this id (code check_not_found).'),
            ...KEY_REFUSALS,
          },
        },
        put: {
          operationId: 'putCheck',
          tags: ['checks'],
          summary: 'Create or replace the open check of a table',
          description:
            'Send the whole check. The first PUT creates it on the named table (no If-Match); every later one replaces it and needs the version you last read as If-Match. ' +
            'A line you leave out or lower is voided; a line paid or being paid cannot go below what is covered nor change its name, price or VAT. ' +
            'Sending the check exactly as Conto holds it changes nothing and answers 200 whatever the If-Match, so a retry is safe. Needs `checks:write`.',
          parameters: [
            { name: 'If-Match', in: 'header', required: false, description: 'The ETag of the check you changed, such as "3". Required to replace an existing check.', schema: { type: 'string' } },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: ref('CheckInput') } } },
          responses: {
            '200': checkAnswer('The check as it now stands, with its new version.'),
            '400': errorAnswer('The body is not a valid check (code invalid_request).'),
            '404': errorAnswer('No table has this name in Conto (code table_not_found).'),
            '409': errorAnswer(
              'The table already has another open bill (table_has_open_order), the check is closed (check_closed), a line is paid (line_paid: refund it in Conto instead) or being paid right now (items_taken: try again shortly).',
            ),
            '412': errorAnswer('If-Match is not the check\'s version: read it again (code version_stale).'),
            '428': errorAnswer('The check exists and If-Match is missing (code version_required).'),
            ...KEY_REFUSALS,
          },
        },
      },
      '/checks/{checkId}/close': {
        parameters: [checkIdParameter],
        post: {
          operationId: 'closeCheck',
          tags: ['checks'],
          summary: 'Close a check',
          description:
            'Diners can no longer pay it. A check with a balance left needs a reason (paid_elsewhere when your till took the rest). Closing a closed check answers it as it is. Needs `checks:write`.',
          requestBody: { required: true, content: { 'application/json': { schema: ref('CheckClose') } } },
          responses: {
            '200': checkAnswer('The closed check.'),
            '400': errorAnswer('A balance is left and no reason was given (code close_reason_required), or the body is not valid (invalid_request).'),
            '404': errorAnswer('Conto has no check with this id (code check_not_found).'),
            '409': errorAnswer('A payment is settling with the bank (code bill_being_paid): close it once it has arrived.'),
            ...KEY_REFUSALS,
          },
        },
      },
    },
    // payments out (docs/decisions/043): what Conto POSTs to each subscribed address
    webhooks: Object.fromEntries(
      POS_EVENT_TYPES.map((type) => [
        type,
        {
          post: {
            operationId: `on${type.replace(/(^|\.)(\w)/g, (_match: string, _dot: string, letter: string) => letter.toUpperCase())}`,
            tags: [isPaymentEvent(type) ? 'payments' : 'checks'],
            summary: WEBHOOK_SUMMARIES[type],
            description:
              'Signed by the Standard Webhooks convention: headers webhook-id (the event id, the same on every try), webhook-timestamp and webhook-signature ' +
              '(v1, HMAC-SHA256 of id.timestamp.body with the endpoint\'s secret). Answer 2xx once applied; anything else is tried again with backoff for about 4 days.',
            security: [],
            requestBody: { required: true, content: { 'application/json': { schema: ref(isPaymentEvent(type) ? 'PaymentEvent' : 'CheckEvent') } } },
            responses: { '200': { description: 'Applied (or already applied: the same webhook-id again).' } },
          },
        },
      ]),
    ),
    components: {
      securitySchemes: {
        posKey: { type: 'http', scheme: 'bearer', description: `A restaurant's POS key, with one or more scopes: ${POS_SCOPES.join(', ')}.` },
      },
      schemas: componentSchemas(),
    },
  }
  return built
}

/** GET /api/pos/v1/openapi.json */
export async function servePosOpenApi(): Promise<Response> {
  return json(buildPosOpenApi())
}
