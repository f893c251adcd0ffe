import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  CORE_NAMESPACES,
  FALLBACK_LANGUAGE,
  INITIAL_LANGUAGE,
  SUPPORTED_LANGUAGES,
  coreResources,
  importStaffResources,
  type AppLanguage,
} from '@/lib/i18n-bundles'
import { resources as allResources } from '@/lib/i18n-resources'

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
  resources: coreResources,
  lng: readStoredLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: SUPPORTED_LANGUAGES,
  ns: [...CORE_NAMESPACES],
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

function addBundles(bundles: Record<AppLanguage, Record<string, object>>) {
  for (const language of SUPPORTED_LANGUAGES) {
    for (const [namespace, resources] of Object.entries(bundles[language])) {
      i18n.addResourceBundle(language, namespace, resources, true, true)
    }
  }
}

// Unit tests render staff screens without the router that loads their texts. (A constant
// condition in builds, so the full set is not bundled.)
if (import.meta.env.MODE === 'test') addBundles(allResources)

let staffTranslations: Promise<void> | undefined

/**
 * Adds the staff namespaces (auth, admin, floor, office); the router awaits it before the first
 * staff screen renders, so no staff text is ever shown untranslated.
 */
export function loadStaffTranslations(): Promise<void> {
  staffTranslations ??= importStaffResources().then(
    (bundles) => addBundles(bundles),
    (error: unknown) => {
      staffTranslations = undefined
      throw error
    },
  )
  return staffTranslations
}
