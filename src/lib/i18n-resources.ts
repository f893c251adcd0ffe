import enAdmin from '../../locales/en/admin.json'
import enAuth from '../../locales/en/auth.json'
import enCommon from '../../locales/en/common.json'
import enDiner from '../../locales/en/diner.json'
import enErrors from '../../locales/en/errors.json'
import itAdmin from '../../locales/it/admin.json'
import itAuth from '../../locales/it/auth.json'
import itCommon from '../../locales/it/common.json'
import itDiner from '../../locales/it/diner.json'
import itErrors from '../../locales/it/errors.json'

/** English is the source of truth for keys (and the fallback language). */
export const enResources = { common: enCommon, auth: enAuth, diner: enDiner, admin: enAdmin, errors: enErrors }

export const resources = {
  en: enResources,
  it: { common: itCommon, auth: itAuth, diner: itDiner, admin: itAdmin, errors: itErrors },
} as const

export const SUPPORTED_LANGUAGES = ['it', 'en'] as const
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number]
export const INITIAL_LANGUAGE: AppLanguage = 'it'
export const FALLBACK_LANGUAGE: AppLanguage = 'en'
export const NAMESPACES = ['common', 'auth', 'diner', 'admin', 'errors'] as const
