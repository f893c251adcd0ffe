// The words a person reads for a failed request: always ours, in their language, never the
// server's or the browser's sentence (issue 21). Apart from pocketbase-errors.ts because it needs
// i18n, which the diner's first paint (decision 024) must not load.
import { getTranslatedCode, isDinerErrorCode, isStaffWordedErrorCode, type FunctionErrorCode } from '@/domain/function-error-codes'
import { FunctionError } from '@/lib/api/functions-client'
import { i18n } from '@/lib/i18n/i18n'
import type { ClientResponseError } from 'pocketbase'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import type common from '../../../locales/it/common.json'

type StatusKey = keyof typeof common.serverErrors.status
type FieldKey = keyof typeof common.serverErrors.fields

/** The statuses common.json `serverErrors.status` words; any other 5xx reads as 500. */
const WORDED_STATUSES: readonly StatusKey[] = ['400', '401', '403', '404', '409', '413', '429', '500']

/**
 * True when the request never got an answer: no signal, the server unreachable. The browser's own
 * words for it ("Failed to fetch", "Load failed") are English whatever the page's language.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (isPocketBaseError(error)) return error.status === 0 && !error.isAbort
  if (error instanceof FunctionError) return error.status === 0
  return error instanceof TypeError && /failed to fetch|load failed|networkerror|network request failed/i.test(error.message)
}

function readCode(value: unknown): string | undefined {
  const code = (value as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/** Every code a PocketBase answer carries: a route's `{error: {code}}`, then each field's. */
function listPocketBaseCodes(error: ClientResponseError): string[] {
  const { error: body, data } = error.response
  const fields = data !== null && typeof data === 'object' ? Object.values(data).map(readCode) : []
  return [readCode(body), ...fields].filter((code): code is string => Boolean(code))
}

/**
 * Our own code's words: office's for staff when that namespace is loaded, else the diner's; a
 * staff-only code outside the staff screens reads by its status.
 */
function describeCode(code: FunctionErrorCode, status: number): string {
  if (isStaffWordedErrorCode(code) && i18n.hasLoadedNamespace('office')) return i18n.t(`functionErrors.${code}`, { ns: 'office' })
  if (isDinerErrorCode(code)) return i18n.t(`payment.errors.${code}`, { ns: 'diner' })
  return describeStatus(status)
}

function describeStatus(status: number): string {
  const worded = WORDED_STATUSES.find((key) => key === String(status))
  const key: StatusKey = worded ?? (status >= 500 ? '500' : 'other')
  return i18n.t(`serverErrors.status.${key}`, { ns: 'common' })
}

/** PocketBase's own check of a field (validation_required, validation_not_unique, …). */
function describeFieldCode(code: string): string {
  const key = (i18n.exists(`serverErrors.fields.${code}`, { ns: 'common' }) ? code : 'other') as FieldKey
  return i18n.t(`serverErrors.fields.${key}`, { ns: 'common' })
}

/** What the server refused, in the reader's words: by our code, PocketBase's field code, or status. */
function describeServerError(error: ClientResponseError | FunctionError): string {
  const codes = isPocketBaseError(error) ? listPocketBaseCodes(error) : [error.code]
  const ours = codes.map((code) => getTranslatedCode({ code })).find(Boolean)
  if (ours) return describeCode(ours, error.status)
  const field = codes.find((code) => code?.startsWith('validation_'))
  if (field) return describeFieldCode(field)
  return describeStatus(error.status)
}

/**
 * Best human-readable text for any error thrown by a request or by our code. A server's answer
 * is never shown as it came (its message is English and technical); an Error our code threw
 * carries our own translated words.
 */
export function getErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return i18n.t('networkError', { ns: 'common' })
  if (isPocketBaseError(error) || error instanceof FunctionError) return describeServerError(error)
  if (error instanceof Error) return error.message
  return String(error)
}
