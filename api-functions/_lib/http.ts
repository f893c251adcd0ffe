import { FUNCTION_ERROR_CODES, type FunctionErrorCode } from '../../src/domain/function-error-codes.ts'

/** A Web-standard function handler: the same shape on Vite, the Node server and Vercel. */
export type Handler = (request: Request) => Promise<Response>

/** A JSON response (errors: `jsonError`). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

/** The body of every error a function answers: a stable code the SPA translates, an English sentence for logs. */
export function errorBody(code: FunctionErrorCode, message: string) {
  return { error: { code, message } }
}

/** `{error: {code, message}}` with a 4xx/5xx status; with `retryAfter`, also Retry-After. */
export function jsonError(status: number, message: string, code: FunctionErrorCode, retryAfter?: number): Response {
  if (retryAfter === undefined) return json(errorBody(code, message), status)
  return json({ ...errorBody(code, message), retryAfter }, status, { 'retry-after': String(retryAfter) })
}

/** An answer meant for the caller: a 4xx/5xx status, an English message and the code the UI translates. */
export class HttpError extends Error {
  readonly status: number
  readonly code: FunctionErrorCode
  /** Seconds until trying again may succeed: sent as Retry-After and `retryAfter`. */
  readonly retryAfter: number | undefined
  constructor(status: number, message: string, code: FunctionErrorCode, retryAfter?: number) {
    super(message)
    this.status = status
    this.code = code
    this.retryAfter = retryAfter
  }
}

/** The most any function reads of a request body. */
export const MAX_BODY_BYTES = 64 * 1024

const tooLarge = () => new HttpError(413, 'The request is too large.', FUNCTION_ERROR_CODES.requestTooLarge)

/**
 * The request body as text, refusing bodies over 64 KB. Bytes are counted as they arrive and
 * reading stops at the limit: a chunked body declares no length, so none is trusted.
 */
export async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(part.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The request body parsed as JSON; 400 with a clear message when it is not. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await readBody(request)
  if (text.trim() === '') throw new HttpError(400, 'The request body is empty; send JSON.', FUNCTION_ERROR_CODES.invalidRequest)
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.', FUNCTION_ERROR_CODES.invalidRequest)
  }
}
