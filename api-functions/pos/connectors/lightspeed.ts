// Lightspeed Restaurant K-Series "Order and Pay" connector: reads a table's open check and posts
// a diner's payment onto it. The API, its fields and what is left unknown are in
// tests/fixtures/lightspeed/README.md; the document itself sits beside it.
import { z } from 'zod'
import { getMinorUnitDivisor } from '../../../src/domain/money.ts'
import {
  fetchOrFail,
  kindOfStatus,
  PosConnectorError,
  retryAfterMs,
  type PosConnector,
  type PostResult,
  type TillCheck,
  type TillPayment,
} from './connector.ts'
import { accountSnapshotSchema, mapCheck, parseLightspeedJson } from './lightspeed-check.ts'

export interface LightspeedConfig {
  /** https://api.lsk.lightspeed.app (production) or https://api.trial.lsk.lightspeed.app (demo). */
  baseUrl: string
  /** OAuth2 access token (scope orders-api), or a function giving the current one. */
  token: string | (() => string | Promise<string>)
  businessLocationId: number
  /** The webhook endpoint (PUT /o/wh/1/webhook) Lightspeed reports each payment's outcome to. */
  endpointId: string
  /** The location's currency: the API's amounts are bare major-unit numbers. */
  currency: string
  /** The merchant's payment method code for Conto payments; Lightspeed's default when absent. */
  paymentMethod?: string
  staffId?: number
  /** How long Lightspeed keeps trying to hand the payment to a till (its minimum is 60 000). */
  taskTtlMs?: number
  timeoutMs?: number
  fetch?: typeof fetch
}

const DEFAULT_TIMEOUT_MS = 10_000
/** apeStandalonePayment.thirdPartyPaymentReference: minLength 1, maxLength 50. */
const MAX_REFERENCE_LENGTH = 50
const TABLE_NUMBER = /^\d{1,9}$/ // the path parameter is an int32

// apePaymentSubmissionResponse is { status: "ok" }; the order endpoints' 409 is { status: "fail", msg }
const submissionSchema = z.object({ status: z.string().optional() })

export function createLightspeedConnector(config: LightspeedConfig): PosConnector {
  const fetcher = config.fetch ?? fetch
  const base = config.baseUrl.replace(/\/+$/, '')
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const token = typeof config.token === 'function' ? await config.token() : config.token
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const init: RequestInit = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }
    return fetchOrFail(fetcher, `${base}${path}`, init, timeoutMs)
  }

  async function readCheck(tableNumber: string): Promise<TillCheck | null> {
    if (!TABLE_NUMBER.test(tableNumber)) {
      throw new PosConnectorError('invalid_request', `Lightspeed tables are numbered; "${tableNumber}" is not a table number`)
    }
    const query = new URLSearchParams({ businessLocationId: String(config.businessLocationId) })
    const response = await call('GET', `/o/op/1/order/table/${tableNumber}/getCheck?${query}`)
    if (response.status === 404) return null // documented: no open check on that table
    const text = await response.text()
    if (!response.ok) throw httpError(response, text, 'reading the check')
    if (text.trim() === '') return null // not documented; read as "no check" rather than fail
    let check: TillCheck
    try {
      check = mapCheck(accountSnapshotSchema.parse(parseLightspeedJson(text)), config.currency)
    } catch (error) {
      throw new PosConnectorError('invalid_answer', 'Lightspeed answered a check Conto cannot read', { status: response.status, cause: error })
    }
    // a check of another table must never be shown, or paid, as this one
    if (check.tableNumber !== null && check.tableNumber !== String(Number(tableNumber))) {
      throw new PosConnectorError('invalid_answer', `Asked for table ${tableNumber}, Lightspeed answered table ${check.tableNumber}`)
    }
    return check
  }

  async function postPayment(payment: TillPayment): Promise<PostResult> {
    checkPayment(payment, config.currency)
    const account = payment.checkReference ?? (await readCheck(payment.tableNumber))?.reference
    if (!account) throw new PosConnectorError('refused', `Table ${payment.tableNumber} has no open check to pay`)
    const divisor = getMinorUnitDivisor(config.currency)
    const response = await call('POST', '/o/op/1/pay', {
      businessLocationId: config.businessLocationId,
      endpointId: config.endpointId,
      iKaccountIdentifier: account,
      thirdPartyPaymentReference: payment.paymentId,
      paymentAmount: payment.amount / divisor, // "the total amount of the payment without tips"
      ...(payment.tip > 0 ? { tipAmount: payment.tip / divisor } : {}),
      ...(config.paymentMethod ? { paymentMethod: config.paymentMethod } : {}),
      ...(config.staffId !== undefined ? { staffId: config.staffId } : {}),
      ...(config.taskTtlMs !== undefined ? { taskTtlInMs: config.taskTtlMs } : {}),
    })
    const text = await response.text()
    if (response.ok) {
      const answer = submissionSchema.safeParse(safeJson(text))
      if (!(answer.success && answer.data.status === 'fail')) return { status: 'posted' }
    }
    if ((response.ok || response.status === 400 || response.status === 409) && saysReferenceUsed(text, payment.paymentId)) {
      return { status: 'already_posted' }
    }
    throw httpError(response, text, 'posting the payment', response.ok ? 'refused' : undefined)
  }

  return { readCheck, postPayment }
}

/** Refuses, before sending, what Lightspeed would refuse or book wrongly. */
function checkPayment(payment: TillPayment, currency: string): void {
  const problem =
    payment.currency.toUpperCase() !== currency.toUpperCase()
      ? `the location takes ${currency}, the payment is in ${payment.currency}`
      : !Number.isSafeInteger(payment.amount) || payment.amount <= 0
        ? 'the amount must be a positive whole number of minor units'
        : !Number.isSafeInteger(payment.tip) || payment.tip < 0
          ? 'the tip must be zero or a positive whole number of minor units'
          : payment.paymentId.length < 1 || payment.paymentId.length > MAX_REFERENCE_LENGTH
            ? `the payment id must be 1–${MAX_REFERENCE_LENGTH} characters (thirdPartyPaymentReference)`
            : null
  if (problem) throw new PosConnectorError('invalid_request', `Cannot post payment ${payment.paymentId}: ${problem}`)
}

/**
 * Whether an error body says this reference was used before. The document's example for
 * POST /o/op/1/pay's 400 is `message: "reference has already been used 12345678901234"` (the
 * order endpoints answer 409 `{ status: "fail", msg: "reference has already been used …" }`).
 * No error code is documented, so the text decides: it must speak of a reuse ("already used",
 * "duplicate") and of a reference, or name ours. Any other 400 stays a refusal.
 */
export function saysReferenceUsed(text: string, reference: string): boolean {
  const body = safeJson(text)
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const said = [fields.message, fields.msg, fields.error, body === null ? text : null].filter((part) => typeof part === 'string').join(' ')
  const reuse = /already\s+(?:been\s+)?used|duplicate/i.test(said)
  return reuse && (/reference/i.test(said) || said.includes(reference))
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function httpError(response: Response, text: string, doing: string, kind = kindOfStatus(response.status)): PosConnectorError {
  const body = safeJson(text) as { message?: unknown; msg?: unknown } | null
  const said = typeof body?.message === 'string' ? body.message : typeof body?.msg === 'string' ? body.msg : ''
  return new PosConnectorError(kind, `Lightspeed answered ${response.status} ${doing}${said ? `: ${said.slice(0, 200)}` : ''}`, {
    status: response.status,
    retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
  })
}
