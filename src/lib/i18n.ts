import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  FALLBACK_LANGUAGE,
  INITIAL_LANGUAGE,
  NAMESPACES,
  SUPPORTED_LANGUAGES,
  resources,
  type AppLanguage,
} from '@/lib/i18n-resources'

export { SUPPORTED_LANGUAGES, type AppLanguage }

const LANGUAGE_STORAGE_KEY = 'conto.language'

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

function readStoredLanguage(): AppLanguage {
  try {
    const stored = typeof window === 'undefined' ? null : window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isAppLanguage(stored) ? stored : INITIAL_LANGUAGE
  } catch {
    return INITIAL_LANGUAGE
  }
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: SUPPORTED_LANGUAGES,
  ns: NAMESPACES,
  defaultNS: 'common',
  // Resources are bundled, so initialise synchronously: the first render is already translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
})

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}
syncDocumentLanguage(i18n.language)
i18n.on('languageChanged', syncDocumentLanguage)

/** Switches language and remembers the choice on this device. */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Private mode may refuse storage; the switch still applies to this visit.
  }
  await i18n.changeLanguage(language)
}
