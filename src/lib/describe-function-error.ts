import { getTranslatedCode } from '@/lib/function-error-codes'
import { i18n } from '@/lib/i18n'
import { getErrorMessage } from '@/lib/pocketbase-errors'

/**
 * What to tell the diner about a failed function call: the translation of its code, else the
 * server's or the client's message.
 */
export function describeFunctionError(error: unknown): string {
  const code = getTranslatedCode(error)
  return code ? i18n.t(`payment.errors.${code}`, { ns: 'diner' }) : getErrorMessage(error)
}
