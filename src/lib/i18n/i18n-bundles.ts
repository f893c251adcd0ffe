import itCommon from '../../../locales/it/common.json'
import itDiner from '../../../locales/it/diner.json'
import itErrors from '../../../locales/it/errors.json'
import type { AppLanguage } from '@/lib/i18n/language'

export { FALLBACK_LANGUAGE, INITIAL_LANGUAGE, SUPPORTED_LANGUAGES, type AppLanguage } from '@/lib/i18n/language'

// What the first page needs, in the initial language, is bundled; English loads when chosen (or
// when idle, as the fallback), and the staff namespaces (a diner never sees them, and they are
// most of the text) load with the staff screens. i18n-resources.ts keeps the full set for types
// and the locale tests.

/** Namespaces of the diner pages, shared texts and errors: what a first page needs. */
export const CORE_NAMESPACES = ['common', 'diner', 'errors'] as const

type CoreBundle = Record<(typeof CORE_NAMESPACES)[number], object>

const itCore: CoreBundle = { common: itCommon, diner: itDiner, errors: itErrors }

/** The initial language's core namespaces, in the main bundle. */
export const initialCoreResources = { it: itCore }

/** A language's core namespaces: the initial one's are bundled, the others fetched as one chunk. */
export async function importCoreResources(language: AppLanguage): Promise<CoreBundle> {
  switch (language) {
    case 'it':
      return itCore
    case 'en': {
      const [common, diner, errors] = await Promise.all([
        import('../../../locales/en/common.json'),
        import('../../../locales/en/diner.json'),
        import('../../../locales/en/errors.json'),
      ])
      return { common: common.default, diner: diner.default, errors: errors.default }
    }
  }
}

/** The diner steps' texts after the bill (split, tips, payment, result), one language at a time. */
export async function importDinerStepResources(language: AppLanguage): Promise<object> {
  switch (language) {
    case 'it':
      return (await import('../../../locales/it/diner-steps.json')).default
    case 'en':
      return (await import('../../../locales/en/diner-steps.json')).default
  }
}

/** Sign-in and admin texts, fetched as one chunk when a staff screen is first opened. */
export const STAFF_NAMESPACES = ['auth', 'admin', 'floor', 'office'] as const

export async function importStaffResources() {
  const [enAuth, enAdmin, enFloor, enOffice, itAuth, itAdmin, itFloor, itOffice] = await Promise.all([
    import('../../../locales/en/auth.json'),
    import('../../../locales/en/admin.json'),
    import('../../../locales/en/floor.json'),
    import('../../../locales/en/office.json'),
    import('../../../locales/it/auth.json'),
    import('../../../locales/it/admin.json'),
    import('../../../locales/it/floor.json'),
    import('../../../locales/it/office.json'),
  ])
  return {
    en: { auth: enAuth.default, admin: enAdmin.default, floor: enFloor.default, office: enOffice.default },
    it: { auth: itAuth.default, admin: itAdmin.default, floor: itFloor.default, office: itOffice.default },
  }
}
