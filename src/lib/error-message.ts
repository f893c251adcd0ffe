// The words a person reads for a failed request, in their language when the request never got an
// answer. Apart from pocketbase-errors.ts because it needs i18n, which the diner's first paint
// (decision 024) must not load.
import { FunctionError } from '@/lib/functions-client'
import { i18n } from '@/lib/i18n'
import { getServerMessage, isPocketBaseError } from '@/lib/pocketbase-errors'

/**
 * True when the request never got an answer: no signal, the server unreachable. The browser's own
 * words for it ("Failed to fetch", "Load failed") are English whatever the page's language.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (isPocketBaseError(error)) return error.status === 0 && !error.isAbort
  if (error instanceof FunctionError) return error.status === 0
  return error instanceof TypeError && /failed to fetch|load failed|networkerror|network request failed/i.test(error.message)
}

/** Best human-readable text for any error thrown by a request or by our code. */
export function getErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return i18n.t('networkError', { ns: 'common' })
  if (isPocketBaseError(error)) return getServerMessage(error) ?? error.message
  if (error instanceof Error) return error.message
  return String(error)
}
