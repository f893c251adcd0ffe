import enCommon from '../../locales/en/common.json'
import enDiner from '../../locales/en/diner.json'
import enErrors from '../../locales/en/errors.json'
import itCommon from '../../locales/it/common.json'
import itDiner from '../../locales/it/diner.json'
import itErrors from '../../locales/it/errors.json'

export const SUPPORTED_LANGUAGES = ['it', 'en'] as const
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number]
export const INITIAL_LANGUAGE: AppLanguage = 'it'
export const FALLBACK_LANGUAGE: AppLanguage = 'en'

// What the first page needs is bundled; the staff namespaces (a diner never sees them, and they
// are most of the text) load with the staff screens. i18n-resources.ts keeps the full set for
// types and the locale tests.

/** Namespaces in the main bundle: the diner pages, shared texts and errors. */
export const CORE_NAMESPACES = ['common', 'diner', 'errors'] as const

export const coreResources = {
  en: { common: enCommon, diner: enDiner, errors: enErrors },
  it: { common: itCommon, diner: itDiner, errors: itErrors },
}

/** Sign-in and admin texts, fetched as one chunk when a staff screen is first opened. */
export const STAFF_NAMESPACES = ['auth', 'admin', 'floor', 'office'] as const

export async function importStaffResources() {
  const [enAuth, enAdmin, enFloor, enOffice, itAuth, itAdmin, itFloor, itOffice] = await Promise.all([
    import('../../locales/en/auth.json'),
    import('../../locales/en/admin.json'),
    import('../../locales/en/floor.json'),
    import('../../locales/en/office.json'),
    import('../../locales/it/auth.json'),
    import('../../locales/it/admin.json'),
    import('../../locales/it/floor.json'),
    import('../../locales/it/office.json'),
  ])
  return {
    en: { auth: enAuth.default, admin: enAdmin.default, floor: enFloor.default, office: enOffice.default },
    it: { auth: itAuth.default, admin: itAdmin.default, floor: itFloor.default, office: itOffice.default },
  }
}
