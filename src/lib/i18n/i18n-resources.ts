import enAdmin from '../../../locales/en/admin.json'
import enAuth from '../../../locales/en/auth.json'
import enCommon from '../../../locales/en/common.json'
import enDinerCore from '../../../locales/en/diner.json'
import enDinerSteps from '../../../locales/en/diner-steps.json'
import enErrors from '../../../locales/en/errors.json'
import enFloor from '../../../locales/en/floor.json'
import enOffice from '../../../locales/en/office.json'
import itAdmin from '../../../locales/it/admin.json'
import itAuth from '../../../locales/it/auth.json'
import itCommon from '../../../locales/it/common.json'
import itDinerCore from '../../../locales/it/diner.json'
import itDinerSteps from '../../../locales/it/diner-steps.json'
import itErrors from '../../../locales/it/errors.json'
import itFloor from '../../../locales/it/floor.json'
import itOffice from '../../../locales/it/office.json'
import { withDinerSteps } from '@/lib/i18n/diner-steps-texts'

// pure: the app's build drops this module (i18n.ts reads it only in unit tests)
const enDiner = /* @__PURE__ */ withDinerSteps(enDinerCore, enDinerSteps)
const itDiner = /* @__PURE__ */ withDinerSteps(itDinerCore, itDinerSteps)

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

// Language constants live beside the bundles the app loads (i18n-bundles.ts); this module, with
// every namespace, serves types and tests and must stay out of the app's runtime imports.
export { FALLBACK_LANGUAGE, INITIAL_LANGUAGE, SUPPORTED_LANGUAGES, type AppLanguage } from '@/lib/i18n/i18n-bundles'
export const NAMESPACES = ['common', 'auth', 'diner', 'admin', 'errors', 'floor', 'office'] as const
