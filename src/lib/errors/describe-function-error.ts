import { getTranslatedCode, isDinerErrorCode, isStaffWordedErrorCode } from '@/domain/function-error-codes'
import { i18n } from '@/lib/i18n/i18n'
import { getRouteError } from '@/lib/api/pocketbase-errors'
import { getErrorMessage } from '@/lib/errors/error-message'

/** The code of a function's FunctionError, or of a pb_hooks route's answer to `pb.send`. */
function getCode(error: unknown) {
  return getTranslatedCode(error) ?? getTranslatedCode({ code: getRouteError(error)?.code })
}

/**
 * What to tell the diner about a failed function call: the translation of its code, else the
 * server's or the client's message.
 */
export function describeFunctionError(error: unknown): string {
  const code = getCode(error)
  return code && isDinerErrorCode(code) ? i18n.t(`payment.errors.${code}`, { ns: 'diner' }) : getErrorMessage(error)
}

/**
 * The same for a staff screen (which has loaded the office namespace): office's wording of the
 * code where it has one, else the diner's text, else the message.
 */
export function describeStaffFunctionError(error: unknown): string {
  const code = getCode(error)
  return code && isStaffWordedErrorCode(code) ? i18n.t(`functionErrors.${code}`, { ns: 'office' }) : describeFunctionError(error)
}
