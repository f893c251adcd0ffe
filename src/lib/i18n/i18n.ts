import i18next, { type InitOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  CORE_NAMESPACES,
  FALLBACK_LANGUAGE,
  INITIAL_LANGUAGE,
  SUPPORTED_LANGUAGES,
  importCoreResources,
  importDinerStepResources,
  importStaffResources,
  initialCoreResources,
  type AppLanguage,
} from '@/lib/i18n/i18n-bundles'
import { whenIdleLater } from '@/lib/browser/idle'
import { LANGUAGE_STORAGE_KEY, isAppLanguage, readRenderedLanguage, readStoredLanguage, writeLanguageCookie } from '@/lib/i18n/language'
import { resources as allResources } from '@/lib/i18n/i18n-resources'

export { SUPPORTED_LANGUAGES, type AppLanguage }


export { isAppLanguage }

/** The instance's options besides its texts and first language. */
export const i18nextOptions = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: SUPPORTED_LANGUAGES,
  ns: [...CORE_NAMESPACES],
  defaultNS: 'common',
  // Resources are bundled, so initialise synchronously: the first render is already translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  ...i18nextOptions,
  resources: initialCoreResources,
  // a page the server rendered is hydrated in its language (main.tsx then applies the device's)
  lng: readRenderedLanguage() ?? readStoredLanguage(),
})

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}
syncDocumentLanguage(i18n.language)
i18n.on('languageChanged', syncDocumentLanguage)

function addBundles(bundles: Partial<Record<AppLanguage, Record<string, object>>>) {
  for (const language of SUPPORTED_LANGUAGES) {
    for (const [namespace, resources] of Object.entries(bundles[language] ?? {})) {
      i18n.addResourceBundle(language, namespace, resources, true, true)
    }
  }
}

const coreTranslations: Partial<Record<AppLanguage, Promise<void>>> = { [INITIAL_LANGUAGE]: Promise.resolve() }

/** Adds a language's first-page texts (the initial language's are bundled). */
export function loadCoreTranslations(language: AppLanguage): Promise<void> {
  if (language === INITIAL_LANGUAGE) return Promise.resolve()
  coreTranslations[language] ??= importCoreResources(language).then(
    (bundle) => addBundles({ [language]: bundle }),
    (error: unknown) => {
      delete coreTranslations[language]
      throw error
    },
  )
  return coreTranslations[language]
}

const storedLanguage = i18n.language as AppLanguage

/** Resolves once the stored language's texts are in: main.tsx renders after it, never untranslated. */
export const i18nReady: Promise<void> = loadCoreTranslations(storedLanguage).then(async () => {
  // i18next resolved the stored language before its texts arrived, to the fallback: resolve it
  // again, or the language switch (which reads resolvedLanguage) marks Italian on an English page
  if (i18n.resolvedLanguage !== storedLanguage) await i18n.changeLanguage(storedLanguage)
})

// The fallback's texts follow a few seconds later, when idle (the locale tests keep both
// complete, so this is a safety net, not something a first page waits for or competes with).
const FALLBACK_IDLE_DELAY_MS = 5_000
if (typeof window !== 'undefined') {
  whenIdleLater(() => void loadCoreTranslations(FALLBACK_LANGUAGE).catch(() => undefined), FALLBACK_IDLE_DELAY_MS)
}

/** Switches language (fetching its texts first) and remembers the choice on this device. */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Private mode may refuse storage; the switch still applies to this visit.
  }
  writeLanguageCookie(language)
  await Promise.all([loadCoreTranslations(language), dinerStepsWanted ? loadDinerStepsIn(language) : undefined])
  await i18n.changeLanguage(language)
}

const dinerStepTranslations: Partial<Record<AppLanguage, Promise<void>>> = {}
/** Whether a diner step was opened (or prefetched): a language switch then fetches its texts too. */
let dinerStepsWanted = false

function loadDinerStepsIn(language: AppLanguage): Promise<void> {
  dinerStepTranslations[language] ??= importDinerStepResources(language).then(
    // deep: the namespace's `payment` branch already holds the errors
    (steps) => void i18n.addResourceBundle(language, 'diner', steps, true, true),
    (error: unknown) => {
      delete dinerStepTranslations[language]
      throw error
    },
  )
  return dinerStepTranslations[language]
}

/**
 * Adds the diner steps' texts (split, tips, payment, result) in the page's language; the router
 * awaits it with a step's code, so a step never shows untranslated. The home and the bill do not
 * need them (their texts come with the first page).
 */
export function loadDinerStepTranslations(): Promise<void> {
  dinerStepsWanted = true
  const language = (i18n.resolvedLanguage ?? i18n.language) as AppLanguage
  return loadDinerStepsIn(isAppLanguage(language) ? language : INITIAL_LANGUAGE)
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
  // staff screens also show the shared texts in either language (profile switch, fallback)
  staffTranslations ??= Promise.all([importStaffResources(), loadCoreTranslations(FALLBACK_LANGUAGE)]).then(
    ([bundles]) => addBundles(bundles),
    (error: unknown) => {
      staffTranslations = undefined
      throw error
    },
  )
  return staffTranslations
}
