/** A Web-standard function handler: the same shape on Vite, the Node server and Vercel. */
export type Handler = (request: Request) => Promise<Response>

/** A JSON response; every error body is `{error: message}` so the UI can show it as is. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

/** `{error: message}`, plus a machine-readable `code` when given (e.g. 'rate_limited'). */
export function jsonError(status: number, message: string, code?: string): Response {
  return json(code ? { error: message, code } : { error: message }, status)
}

/** An answer meant for the caller: a 4xx/5xx status, a message the UI can show as is, maybe a code. */
export class HttpError extends Error {
  readonly status: number
  readonly code: string | undefined
  constructor(status: number, message: string, code?: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

const MAX_BODY_BYTES = 64 * 1024

/** The request body as text, refusing bodies over 64 KB. */
export async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, 'The request is too large.')
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new HttpError(413, 'The request is too large.')
  return text
}

/** The request body parsed as JSON; 400 with a clear message when it is not. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await readBody(request)
  if (text.trim() === '') throw new HttpError(400, 'The request body is empty; send JSON.')
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.')
  }
}
