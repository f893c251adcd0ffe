import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const ID = 'virtual:pre-paint-texts'
const RESOLVED = `\0${ID}`
const LANGUAGES = ['it', 'en'] as const
/** The locale sections the diner pre-paint shows (src/routes/diner/pre-paint.ts). */
const SECTIONS = { diner: ['home', 'bill', 'page', 'table'], common: ['appName', 'footer'] } as const

const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url))

/**
 * `virtual:pre-paint-texts`: the few diner texts the pre-paint needs, picked from locales/ at
 * build time, so the first load carries ~1 KB of text instead of the whole diner and common
 * files in two languages (a JSON import is not tree-shaken below its top-level keys, and the
 * app's own whole-file imports would pull every section in).
 */
export function prePaintTexts(): Plugin {
  return {
    name: 'conto-pre-paint-texts',
    resolveId(id) {
      return id === ID ? RESOLVED : undefined
    },
    load(id) {
      if (id !== RESOLVED) return undefined
      const texts: Record<string, Record<string, unknown>> = {}
      for (const language of LANGUAGES) {
        const picked: Record<string, unknown> = {}
        for (const [namespace, keys] of Object.entries(SECTIONS)) {
          const file = `${localesDir}${language}/${namespace}.json`
          this.addWatchFile(file)
          const resources = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
          for (const key of keys) {
            if (!(key in resources)) throw new Error(`${file} has no "${key}"`)
            picked[key] = resources[key]
          }
        }
        texts[language] = picked
      }
      return `export default ${JSON.stringify(texts)}`
    },
  }
}
