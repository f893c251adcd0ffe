// The app's languages and the diner's stored choice, without i18next: the pre-paint
// (src/preload.ts) reads the choice before the framework has loaded, the same way i18n.ts does.
import { SUPPORTED_LANGUAGES } from '@/domain/shared-rules'

export { SUPPORTED_LANGUAGES }
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number]
export const INITIAL_LANGUAGE: AppLanguage = 'it'
export const FALLBACK_LANGUAGE: AppLanguage = 'en'

/** localStorage key of the language the diner (or staff member) chose on this device. */
export const LANGUAGE_STORAGE_KEY = 'conto.language'

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

/** The language chosen on this device, or Italian; private mode may refuse storage. */
export function readStoredLanguage(): AppLanguage {
  try {
    const stored = typeof window === 'undefined' ? null : window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isAppLanguage(stored) ? stored : INITIAL_LANGUAGE
  } catch {
    return INITIAL_LANGUAGE
  }
}
