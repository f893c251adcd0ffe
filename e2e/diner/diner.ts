import type { BrowserContext, Page } from '@playwright/test'
import enDinerCore from '../../locales/en/diner.json' with { type: 'json' }
import enDinerSteps from '../../locales/en/diner-steps.json' with { type: 'json' }
import enErrors from '../../locales/en/errors.json' with { type: 'json' }
import itDinerCore from '../../locales/it/diner.json' with { type: 'json' }
import itDinerSteps from '../../locales/it/diner-steps.json' with { type: 'json' }
import itErrors from '../../locales/it/errors.json' with { type: 'json' }
import { getTipAmount } from '../../src/domain/bill-maths.ts'
import { withDinerSteps } from '../../src/lib/i18n/diner-steps-texts.ts'

const enDiner = withDinerSteps(enDinerCore, enDinerSteps)
const itDiner = withDinerSteps(itDinerCore, itDinerSteps)

export type Language = 'it' | 'en'

/** The diner and error texts of a language, straight from the locale files. */
export function texts(language: Language) {
  return language === 'it' ? { diner: itDiner, errors: itErrors } : { diner: enDiner, errors: enErrors }
}

/**
 * Makes the app start in this language (Italian is the default; English is chosen on the device):
 * kept where the app keeps a choice, in localStorage and in the cookie the server renders by.
 */
export async function useLanguage(target: Page | BrowserContext, language: Language): Promise<void> {
  await target.addInitScript((lang) => window.localStorage.setItem('conto.language', lang), language)
  const context = 'addCookies' in target ? target : target.context()
  await context.addCookies([{ name: 'conto-language', value: language, url: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4174' }])
}

/** '16,28 €' as Intl writes it in Italian, matching any space before the symbol. */
export function euro(minor: number): RegExp {
  const text = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(minor / 100)
  return new RegExp(text.replace(/\s/g, '\\s').replace(/\./g, '\\.'))
}

/** '16.28 euros' / '16,28 euro': the amount as the accessible name carries it. */
export function spokenEuro(minor: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', currencyDisplay: 'name' }).format(minor / 100)
}

/** A percent tip on a base, by the app's own tip maths (SPEC: percent tips on the base, half up). */
export function percentOf(base: number, percent: number): number {
  return getTipAmount(base, { mode: 'percent', amount: percent })
}

/** Replaces {{name}} placeholders like i18next does. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (_, key: string) => String(values[key] ?? ''))
}
