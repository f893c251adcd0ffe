// The words a person reads for a failed request, in their language when the request never got an
// answer. Apart from pocketbase-errors.ts because it needs i18n, which the diner's first paint
// (decision 024) must not load.
import { i18n } from '@/lib/i18n'
import { getServerMessage, isNetworkFailure, isPocketBaseError } from '@/lib/pocketbase-errors'

/** Best human-readable text for any error thrown by a request or by our code. */
export function getErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return i18n.t('networkError', { ns: 'common' })
  if (isPocketBaseError(error)) return getServerMessage(error) ?? error.message
  if (error instanceof Error) return error.message
  return String(error)
}
