// PocketBase errors without the SDK: the diner's first load reads PocketBase with plain fetch
// (pocketbase-rest.ts), and importing even the SDK's error class pulls in the whole client (its
// bundle does not tree-shake). The SDK's ClientResponseError and PocketBaseError carry the same
// fields and messages; code checks for either with `isPocketBaseError`, never `instanceof`.


/** The fields of the SDK's ClientResponseError. */
export interface PocketBaseErrorShape extends Error {
  url: string
  status: number
  response: { [key: string]: unknown }
  isAbort: boolean
  originalError: unknown
}

interface ErrorData {
  url?: unknown
  status?: unknown
  response?: unknown
  data?: unknown
  isAbort?: unknown
  name?: unknown
  message?: unknown
  originalError?: unknown
}

function isObject(value: unknown): value is { [key: string]: unknown } {
  return value !== null && typeof value === 'object'
}

/** The SDK's ClientResponseError rebuilt field for field: same status, response and default messages. */
export class PocketBaseError extends Error implements PocketBaseErrorShape {
  url = ''
  status = 0
  response: { [key: string]: unknown } = {}
  isAbort = false
  originalError: unknown = null

  constructor(errData?: unknown) {
    super('ClientResponseError')
    if (isObject(errData)) {
      const data = errData as ErrorData
      this.originalError = data.originalError
      this.url = typeof data.url === 'string' ? data.url : ''
      this.status = typeof data.status === 'number' ? data.status : 0
      this.isAbort = Boolean(data.isAbort) || data.name === 'AbortError' || data.message === 'Aborted'
      this.response = isObject(data.response) ? data.response : isObject(data.data) ? data.data : {}
    }
    if (!this.originalError && !(errData instanceof PocketBaseError)) this.originalError = errData
    this.name = `ClientResponseError ${this.status}`
    const message = this.response.message
    this.message =
      typeof message === 'string' && message
        ? message
        : this.isAbort
          ? 'The request was aborted (most likely autocancelled; you can find more info in https://github.com/pocketbase/js-sdk#auto-cancellation).'
          : 'Something went wrong.'
    this.cause = this.originalError
  }
}

/** An error PocketBase answered with, from the SDK client or from the anonymous reads. */
export function isPocketBaseError(error: unknown): error is PocketBaseErrorShape {
  if (!(error instanceof Error)) return false
  const fields = error as Partial<PocketBaseErrorShape>
  return typeof fields.status === 'number' && typeof fields.isAbort === 'boolean' && isObject(fields.response)
}

function readText(source: unknown, key: string): string | undefined {
  const value = isObject(source) ? source[key] : undefined
  return typeof value === 'string' && value.trim() ? value : undefined
}

/**
 * The code and message of a refusal: the `{error: {code, message}}` our pb_hooks routes answer
 * with (`pb.send` puts the body in `response`), or a record guard's field error
 * (`{data: {quantity: {code: 'line_paid', message}}}`); undefined for any other error.
 */
export function getRouteError(error: unknown): { code?: string; message?: string } | undefined {
  if (!isPocketBaseError(error)) return undefined
  const { error: body, data } = error.response
  if (isObject(body)) return { code: readText(body, 'code'), message: readText(body, 'message') }
  const field = isObject(data) ? Object.values(data).find((value) => readText(value, 'code')) : undefined
  return field ? { code: readText(field, 'code'), message: readText(field, 'message') } : undefined
}

/** Message the server sent with a failed request, if it sent one. */
export function getServerMessage(error: unknown): string | undefined {
  if (isPocketBaseError(error)) return readText(error.response, 'message') ?? getRouteError(error)?.message
  return undefined
}

