import { z } from 'zod'
import { json } from '../_lib/http.ts'
import { posPaymentsQuerySchema } from '../../src/domain/pos-api.ts'
import { POS_SCOPES } from '../../src/domain/shared-rules.ts'
import { POS_EVENT_TYPES } from '../../src/domain/pos-api.ts'

// The POS API's OpenAPI 3.1 document, written from the same zod schemas the functions validate
// with (src/domain/pos-api.ts): served at /api/pos/v1/openapi.json, linted in the tests
// (Redocly's recommended rules) and the contract test holds the server's answers to it.

const WEBHOOK_SUMMARIES: Record<(typeof POS_EVENT_TYPES)[number], string> = {
  'payment.completed': 'A payment completed: by a diner at the table, or recorded by staff',
  'payment.refunded': 'A payment was refunded, in part or in whole',
  'payment.voided': 'A payment recorded by mistake was voided',
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } })

/** The named schemas, each once under components (zod writes the references between them). */
function componentSchemas(): Record<string, unknown> {
  // the schemas with an id (.meta({ id }) in src/domain/pos-api.ts): Payment, PaymentsPage, Error
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
    tags: [{ name: 'payments', description: 'Payments made through Conto: by diners at the table, or recorded by staff.' }],
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
            '401': errorAnswer('No key, or a key that is not valid or was revoked (code pos_key_invalid).'),
            '403': errorAnswer('The key does not have the scope (code pos_scope_missing).'),
            '429': errorAnswer('Too many calls with this key (code rate_limited); wait Retry-After seconds.'),
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
            tags: ['payments'],
            summary: WEBHOOK_SUMMARIES[type],
            description:
              'Signed by the Standard Webhooks convention: headers webhook-id (the event id, the same on every try), webhook-timestamp and webhook-signature ' +
              '(v1, HMAC-SHA256 of id.timestamp.body with the endpoint\'s secret). Answer 2xx once applied; anything else is tried again with backoff for about 4 days.',
            security: [],
            requestBody: { required: true, content: { 'application/json': { schema: ref('PaymentEvent') } } },
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
