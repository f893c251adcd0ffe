import enAdmin from '../../locales/en/admin.json'
import enAuth from '../../locales/en/auth.json'
import enCommon from '../../locales/en/common.json'
import enDiner from '../../locales/en/diner.json'
import enErrors from '../../locales/en/errors.json'
import enFloor from '../../locales/en/floor.json'
import enOffice from '../../locales/en/office.json'
import itAdmin from '../../locales/it/admin.json'
import itAuth from '../../locales/it/auth.json'
import itCommon from '../../locales/it/common.json'
import itDiner from '../../locales/it/diner.json'
import itErrors from '../../locales/it/errors.json'
import itFloor from '../../locales/it/floor.json'
import itOffice from '../../locales/it/office.json'

/** English is the source of truth for keys (and the fallback language). */
// floor: tables, orders, notifications, QR, dashboard; office: transactions, reviews, staff, settings, profile.
export const enResources = {
  common: enCommon,
  auth: enAuth,
  diner: enDiner,
  admin: enAdmin,
  errors: enErrors,
  floor: enFloor,
  office: enOffice,
}

export const resources = {
  en: enResources,
  it: {
    common: itCommon,
    auth: itAuth,
    diner: itDiner,
    admin: itAdmin,
    errors: itErrors,
    floor: itFloor,
    office: itOffice,
  },
} as const

export const SUPPORTED_LANGUAGES = ['it', 'en'] as const
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number]
export const INITIAL_LANGUAGE: AppLanguage = 'it'
export const FALLBACK_LANGUAGE: AppLanguage = 'en'
export const NAMESPACES = ['common', 'auth', 'diner', 'admin', 'errors', 'floor', 'office'] as const
