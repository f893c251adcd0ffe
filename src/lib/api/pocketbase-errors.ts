import type { ClientResponseError } from 'pocketbase'

// Reading the SDK's errors. The checks read ClientResponseError's fields instead of using
// `instanceof`: this module explains errors on every page, and a value import of the SDK here would
// put the whole client (its bundle does not tree-shake) into the diner's first load.

function isObject(value: unknown): value is { [key: string]: unknown } {
  return value !== null && typeof value === 'object'
}

/** An error of the PocketBase SDK: an answer with a status, or a request that failed (status 0). */
export function isPocketBaseError(error: unknown): error is ClientResponseError {
  if (!(error instanceof Error)) return false
  const fields = error as Partial<ClientResponseError>
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

