import type { Context } from '../_lib/context.ts'
import { errorBody, HttpError, json, readBody } from '../_lib/http.ts'
import { callFunctionRoute } from '../_lib/pocketbase-admin.ts'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import { isVatCode } from '../../src/domain/vat.ts'
import { DEFAULT_VAT, POS_REF_PATTERN } from '../../src/domain/shared-rules.ts'
import type { PosCheckInput } from '../../src/domain/pos-api.ts'
import type { TillCheck } from './connectors/connector.ts'
import { parseLightspeedNotification } from './connectors/lightspeed-webhook.ts'
import { connectorFor } from './till-deliveries.ts'
import { dispatcher, isAllowedProtocol } from './webhook-deliveries.ts'

// What Lightspeed K-Series tells Conto by its webhooks (docs/decisions/044), at
// /api/pos/lightspeed/{endpointId}?token=…, the address an admin was given once when connecting
// the till. Lightspeed signs nothing, so the token is the proof. A payment's outcome settles the
// delivery that posted it (or fails it for staff to see); a check changed on the till is read
// again and becomes the table's check in Conto, as a POS sends it through PUT /checks.

export const LIGHTSPEED_PREFIX = '/api/pos/lightspeed/'
const PATH = /^\/api\/pos\/lightspeed\/([a-z0-9]{15})$/
const POS_REF = new RegExp(POS_REF_PATTERN)

type Inbound = Awaited<ReturnType<typeof readInbound>>

async function readInbound(request: Request, ctx: Context) {
  const url = new URL(request.url)
  const endpointId = PATH.exec(url.pathname)?.[1]
  const token = url.searchParams.get('token') ?? ''
  if (!endpointId || token === '') throw new HttpError(404, 'No Lightspeed connection answers to this address.', FUNCTION_ERROR_CODES.notFound)
  return (await callFunctionRoute(ctx.pocketbase, 'posLightspeedInbound', {}, { endpointId, token })).endpoint
}

/** POST /api/pos/lightspeed/{endpointId}?token=…: one notification; 200 once read, whatever it said. */
export async function receiveLightspeed(request: Request, ctx: Context): Promise<Response> {
  if (request.method !== 'POST') return json(errorBody(FUNCTION_ERROR_CODES.methodNotAllowed, 'Use POST.'), 405, { allow: 'POST' })
  const endpoint = await readInbound(request, ctx)
  let notification
  try {
    notification = parseLightspeedNotification(await readBody(request))
  } catch {
    throw new HttpError(400, 'This is not a Lightspeed notification.', FUNCTION_ERROR_CODES.invalidRequest)
  }
  if (notification.kind === 'payment') {
    // an outcome for a payment Conto never posted here: nothing to settle, and nothing to retry
    const settled = await orNullIfNotFound(
      callFunctionRoute(ctx.pocketbase, 'posLightspeedSettle', {}, {
        endpointId: endpoint.id,
        paymentId: notification.reference,
        succeeded: notification.outcome === 'succeeded',
        reason: [notification.reason, notification.errorType].filter(Boolean).join(' · ').slice(0, 400),
      }),
    )
    return json({ received: true, settled: settled?.delivery.status ?? null })
  }
  if (notification.kind === 'check' && notification.tableNumber !== null) {
    return json({ received: true, check: await importCheck(endpoint, notification.tableNumber, notification.status, ctx) })
  }
  return json({ received: true })
}

/** The answer, or null when the route found no such record (404). */
async function orNullIfNotFound<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null
    throw error
  }
}

/**
 * Reads the table's open check from the till and makes it the table's check in Conto. A check the
 * till has partly taken payment for is left out: Conto would ask the diners for all of it.
 */
async function importCheck(endpoint: Inbound, tableNumber: string, status: string, ctx: Context): Promise<string> {
  if (!isAllowedProtocol(new URL(endpoint.url))) return 'not_read: only https'
  const connector = connectorFor({ url: endpoint.url, secret: endpoint.accessToken, config: endpoint.config }, endpoint.currency, 10_000, dispatcher())
  const till = await connector.readCheck(tableNumber)
  if (!till) return 'no_open_check'
  const restaurant = endpoint.restaurant
  const held = await orNullIfNotFound(callFunctionRoute(ctx.pocketbase, 'posCheck', {}, { restaurant, checkId: till.reference }))
  if (status === 'CLOSED') {
    if (!held || held.check.status === 'closed') return 'closed'
    await callFunctionRoute(ctx.pocketbase, 'posCloseCheck', {}, { restaurant, checkId: till.reference, reason: 'paid_elsewhere', note: 'Closed on the till' })
    return 'closed'
  }
  if (till.paid > 0) return 'not_imported: part paid on the till'
  const check = toCheckInput(till, tableNumber, held?.check.guests ?? 1, isVatCode(endpoint.defaultVat) ? endpoint.defaultVat : DEFAULT_VAT)
  const put = await callFunctionRoute(ctx.pocketbase, 'posPutCheck', {}, { restaurant, checkId: till.reference, version: held?.check.version ?? null, check })
  return `imported: version ${put.check.version}`
}

/**
 * The till's check as Conto's check input. Lightspeed gives no VAT rate per line (only amounts), so
 * each line takes the restaurant's default rate; a line sold by weight (a fractional quantity)
 * becomes one unit at its amount.
 */
export function toCheckInput(till: TillCheck, tableNumber: string, guests: number, vat: PosCheckInput['lines'][number]['vat']): PosCheckInput {
  return {
    table: tableNumber,
    guests,
    waiter: '',
    lines: till.lines.map((line) => {
      const whole = Number.isInteger(line.quantity) && line.quantity > 0
      return {
        id: line.id,
        productId: line.sku && POS_REF.test(line.sku) ? line.sku : '',
        name: line.name.slice(0, 120) || 'Item',
        quantity: whole ? line.quantity : 1,
        unitPrice: whole ? line.unitPrice : (line.amount ?? Math.round(line.unitPrice * line.quantity)),
        vat,
      }
    }),
  }
}
