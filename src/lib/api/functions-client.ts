// The one client for our functions (api-functions/: /api/stripe/*, /api/push/*, /api/admin/*):
// JSON in, JSON out, `{error: {code, message}}` on failure (api-functions/_lib/http.ts). It never imports the
// PocketBase SDK: the diner's first load calls a waiter through it (docs/decisions/013).

/** A failed call to one of our functions: the HTTP status (0 offline), the server's message and `code`. */
export class FunctionError extends Error {
  readonly status: number
  readonly code: string | undefined
  constructor(status: number, message: string, code?: string) {
    super(message)
    this.name = 'FunctionError'
    this.status = status
    this.code = code
  }
}

export interface FunctionCallOptions {
  /** The signed-in member's PocketBase token (`pb.authStore.token`); staff functions check it and the role. */
  token?: string
}

function readString(data: unknown, key: string): string | undefined {
  if (!data || typeof data !== 'object' || !(key in data)) return undefined
  const value = (data as Record<string, unknown>)[key]
  return typeof value === 'string' && value.trim() ? value : undefined
}

/**
 * The `FunctionError` for a failed answer: its `{error: {code, message}}`, an older `{error, code?}`,
 * a proxy's `{message}`, else the status line.
 */
export function toFunctionError(response: Pick<Response, 'status' | 'statusText'>, data: unknown): FunctionError {
  const envelope = data && typeof data === 'object' ? (data as { error?: unknown }).error : undefined
  const source = envelope && typeof envelope === 'object' ? envelope : data
  const message =
    readString(source, 'message') ?? readString(data, 'error') ?? readString(data, 'message') ?? `${response.status} ${response.statusText}`.trim()
  return new FunctionError(response.status, message, readString(source, 'code'))
}

/** POSTs JSON to a function on this origin and answers its JSON; failures throw `FunctionError`. */
export async function callFunction<T>(path: string, body: unknown = {}, { token }: FunctionCallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = token
  let response: Response
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) })
  } catch (error) {
    throw new FunctionError(0, error instanceof Error ? error.message : String(error))
  }
  const text = await response.text().catch(() => '')
  let data: unknown = undefined
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    // A proxy's HTML error page: the status line stands in for the message.
  }
  if (!response.ok) throw toFunctionError(response, data)
  return data as T
}
