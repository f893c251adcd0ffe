// The app's languages and the diner's choice, without i18next: the web server reads the choice
// from a cookie to render a diner page in it (src/entry-server.tsx), and i18n.ts starts from it.
import { SUPPORTED_LANGUAGES } from '@/domain/shared-rules'

export { SUPPORTED_LANGUAGES }
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number]
export const INITIAL_LANGUAGE: AppLanguage = 'it'
export const FALLBACK_LANGUAGE: AppLanguage = 'en'

/** localStorage key of the language the diner (or staff member) chose on this device. */
export const LANGUAGE_STORAGE_KEY = 'conto.language'
/** The same choice as a cookie, so the web server renders a diner page in it. */
export const LANGUAGE_COOKIE = 'conto-language'
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
/** On <html> of a page the server rendered: the language it rendered it in. */
const RENDERED_LANGUAGE_ATTRIBUTE = 'data-rendered-language'

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

/** The language cookie's value in a Cookie header (or document.cookie), if it names a language. */
export function readLanguageCookie(cookies: string | undefined): AppLanguage | undefined {
  for (const cookie of (cookies ?? '').split(';')) {
    const [name, value] = cookie.trim().split('=')
    if (name === LANGUAGE_COOKIE && isAppLanguage(value)) return value
  }
  return undefined
}

/** The language chosen on this device, or Italian; private mode may refuse storage. */
export function readStoredLanguage(): AppLanguage {
  if (typeof window === 'undefined') return INITIAL_LANGUAGE
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    if (isAppLanguage(stored)) return stored
  } catch {
    // storage refused: the cookie may still say
  }
  return readLanguageCookie(document.cookie) ?? INITIAL_LANGUAGE
}

/** Keeps the choice in the cookie the web server reads. */
export function writeLanguageCookie(language: AppLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`
}

/** The language the web server rendered this page in; undefined when the browser renders it. */
export function readRenderedLanguage(): AppLanguage | undefined {
  if (typeof document === 'undefined') return undefined
  const rendered = document.documentElement.getAttribute(RENDERED_LANGUAGE_ATTRIBUTE)
  return isAppLanguage(rendered) ? rendered : undefined
}

/** The <html> attributes of a page the server renders in `language`. */
export function getRenderedLanguageAttributes(language: AppLanguage): string {
  return `lang="${language}" ${RENDERED_LANGUAGE_ATTRIBUTE}="${language}"`
}
