import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { FUNCTION_ERROR_CODES, isFunctionErrorCode, type FunctionErrorCode } from '../../src/domain/function-error-codes.ts'
import { FUNCTION_ROUTES, type FunctionRouteAnswer, type FunctionRouteBody, type FunctionRouteName, type FunctionRouteParams } from '../../src/domain/function-routes.ts'
import type { FunctionsConfig } from './env.ts'
import { HttpError } from './http.ts'

/** PocketBase could not be reached or failed on its side; the caller answers 503. */
export class PocketBaseUnavailableError extends Error {}

export interface PocketBaseAnswer<T> {
  status: number
  body: T
}

/** The functions' superuser connection to PocketBase (never reaches the browser). */
export interface PocketBaseAdmin {
  /** Sends JSON to a PocketBase route as the superuser; 4xx answers are returned, not thrown. */
  send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<PocketBaseAnswer<T>>
}

type Credentials = Pick<FunctionsConfig, 'POCKETBASE_URL' | 'POCKETBASE_SUPERUSER_EMAIL' | 'POCKETBASE_SUPERUSER_PASSWORD'>

const TIMEOUT_MS = 10_000

// Node's own HTTP client, its connections kept open: every checkout makes two calls here, and
// fetch() spent three times the CPU on each (docs/decisions/017). An idle connection is closed
// after a minute, well before PocketBase drops it (5 minutes), so none is reused as it closes.
const KEEP_IDLE_MS = 60_000
const agents = { http: new HttpAgent({ keepAlive: true, timeout: KEEP_IDLE_MS }), https: new HttpsAgent({ keepAlive: true, timeout: KEEP_IDLE_MS }) }

/** One request to PocketBase; rejects when it cannot be sent or takes over TIMEOUT_MS. */
function request(url: string, method: string, body: string | undefined, auth: string | undefined): Promise<{ status: number; text: string }> {
  const target = new URL(url)
  const secure = target.protocol === 'https:'
  const send = secure ? httpsRequest : httpRequest
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body))
  return new Promise((resolve, reject) => {
    const outgoing = send(target, { method, headers, agent: secure ? agents.https : agents.http }, (incoming) => {
      let text = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => (text += chunk))
      incoming.on('end', () => {
        clearTimeout(deadline)
        resolve({ status: incoming.statusCode ?? 0, text })
      })
      incoming.on('error', reject)
    })
    // the whole exchange, as AbortSignal.timeout bounded fetch: an answer that trickles is cut too
    const deadline = setTimeout(() => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)
    outgoing.on('error', (error) => {
      clearTimeout(deadline)
      reject(error)
    })
    outgoing.end(body)
  })
}

export function createPocketBaseAdmin(config: Credentials): PocketBaseAdmin {
  const base = config.POCKETBASE_URL.replace(/\/$/, '')
  let token: Promise<string> | null = null

  async function fetchJson(method: string, path: string, body: unknown, auth?: string) {
    let answer: { status: number; text: string }
    try {
      answer = await request(`${base}${path}`, method, body === undefined ? undefined : JSON.stringify(body), auth)
    } catch (error) {
      throw new PocketBaseUnavailableError(`PocketBase ${method} ${path} failed: ${(error as Error).message}`)
    }
    if (answer.status >= 500) {
      throw new PocketBaseUnavailableError(`PocketBase ${method} ${path} answered ${answer.status}: ${answer.text}`)
    }
    return { status: answer.status, body: answer.text ? JSON.parse(answer.text) : null }
  }

  async function signIn(): Promise<string> {
    const answer = await fetchJson('POST', '/api/collections/_superusers/auth-with-password', {
      identity: config.POCKETBASE_SUPERUSER_EMAIL,
      password: config.POCKETBASE_SUPERUSER_PASSWORD,
    })
    if (answer.status !== 200) {
      throw new PocketBaseUnavailableError(`PocketBase refused the functions' superuser sign-in (${answer.status}).`)
    }
    return (answer.body as { token: string }).token
  }

  function currentToken(): Promise<string> {
    token ??= signIn().catch((error: unknown) => {
      token = null
      throw error
    })
    return token
  }

  return {
    async send(method, path, body) {
      const used = await currentToken()
      let answer = await fetchJson(method, path, body, used)
      if (answer.status === 401) {
        // the token expired or PocketBase was reset: sign in again once
        if (token && (await token) === used) token = null
        answer = await fetchJson(method, path, body, await currentToken())
      }
      return answer
    },
  }
}

/** Statuses a Conto route answers for the caller's own mistakes; their message is passed on. */
const CALLER_ERRORS = new Set([400, 404, 409, 412, 428, 429])

/**
 * A route's refusal as code and message: `{error: {code, message}}`; an older `{error: message}`,
 * PocketBase's own `{message}`, or a code this build does not know, becomes 'request_failed' with
 * the message kept.
 */
export function readRouteRefusal(body: unknown): { code: FunctionErrorCode; message: string; retryAfter?: number } {
  const { error, message: pocketBaseMessage } = (body ?? {}) as { error?: unknown; message?: unknown }
  const fallback = typeof pocketBaseMessage === 'string' && pocketBaseMessage ? pocketBaseMessage : 'The request could not be completed.'
  if (typeof error === 'string') return { code: FUNCTION_ERROR_CODES.requestFailed, message: error || fallback }
  const { code, message, retryAfter } = (error ?? {}) as { code?: unknown; message?: unknown; retryAfter?: unknown }
  return {
    code: isFunctionErrorCode(code) ? code : FUNCTION_ERROR_CODES.requestFailed,
    message: typeof message === 'string' && message ? message : fallback,
    ...(typeof retryAfter === 'number' && retryAfter > 0 ? { retryAfter: Math.ceil(retryAfter) } : {}),
  }
}

/**
 * POSTs to one of Conto's pb_hooks routes (src/domain/function-routes.ts) and returns its answer;
 * a 400/404/409/412/428/429 becomes an HttpError with the route's code and message, anything else
 * unexpected a PocketBaseUnavailableError.
 */
export async function callFunctionRoute<Name extends FunctionRouteName>(
  pocketbase: PocketBaseAdmin,
  name: Name,
  params: FunctionRouteParams<Name>,
  body: FunctionRouteBody<Name>,
): Promise<FunctionRouteAnswer<Name>> {
  const path = (FUNCTION_ROUTES[name].path as (params: FunctionRouteParams<Name>) => string)(params)
  return readRouteAnswer(path, await pocketbase.send<FunctionRouteAnswer<Name>>('POST', path, body))
}

/**
 * A 401/403 in a route's own `{error: {code}}` shape refuses what the caller brought (a POS key);
 * PocketBase's own 401/403 (the functions' superuser session) stays a server-side failure.
 */
function isOwnAuthRefusal(answer: PocketBaseAnswer<unknown>): boolean {
  const error = (answer.body as { error?: { code?: unknown } } | null)?.error
  return (answer.status === 401 || answer.status === 403) && typeof error?.code === 'string'
}

/** A route's answer (or one answer of a batch): its body when 200, else the error callRoute throws. */
export function readRouteAnswer<T>(path: string, answer: PocketBaseAnswer<T>): T {
  if (answer.status === 200) return answer.body
  if (CALLER_ERRORS.has(answer.status) || isOwnAuthRefusal(answer)) {
    const refusal = readRouteRefusal(answer.body)
    throw new HttpError(answer.status, refusal.message, refusal.code, refusal.retryAfter)
  }
  throw new PocketBaseUnavailableError(`PocketBase POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
}
