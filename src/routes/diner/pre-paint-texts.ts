import texts from 'virtual:pre-paint-texts'
import type { AppLanguage } from '@/lib/language'

// The few diner texts the pre-paint shows, in both languages, picked from locales/ at build time
// (scripts/lib/vite-pre-paint-texts.ts): the whole diner and common files would cost the first
// load several KB more.

export type PrePaintTexts = (typeof texts)['en']

export function getPrePaintTexts(language: AppLanguage): PrePaintTexts {
  return texts[language]
}

/** i18next's `{{name}}` interpolation, for these few texts (no escaping: they go in as text nodes). */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole)
}
