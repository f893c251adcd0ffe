// What the app's `import i18next from 'i18next'` runs: vite.config.ts and vitest.config.ts point
// the import here, while type imports still read i18next's own types. Why: the diner's first load
// has a 120 KB budget (decision 033) and i18next with react-i18next were ~17 KB of it, for the few
// things Conto uses. This is those things in i18next 27's exact behaviour, under 2 KB with
// react-i18next-runtime.tsx; tests/unit/i18next-runtime.test.ts keeps it honest, comparing it
// with the real i18next on every key of every locale file. What it leaves out: decision 034.

type Texts = { [key: string]: string | Texts }
/** language → namespace → texts */
export type Resources = Record<string, Record<string, Texts>>
type Lookup = string | Texts | null | undefined

export interface TranslateOptions {
  ns?: string | readonly string[]
  lng?: string
  /** Picks the plural form (`_one`, `_other`, and `_zero` when a text has one for 0). */
  count?: unknown
  returnObjects?: boolean
  /** Anything else is a value for a `{{placeholder}}`. */
  [value: string]: unknown
}

// Only what the app reads: i18n.ts passes i18next's other options too, which this runtime's
// behaviour already matches (synchronous, no escaping, null is missing).
export interface InitOptions {
  resources?: Resources
  lng?: string
  fallbackLng?: string | readonly string[]
  supportedLngs?: readonly string[]
  defaultNS?: string
}

export type TFunction = (key: string, options?: TranslateOptions) => unknown
type Listener = (language: string) => void
/** What `use()` takes: react-i18next-runtime's initReactI18next. */
type Module = { init?(instance: I18n): void }

const isFound = (value: Lookup): value is string | Texts => value != null && value !== ''

// i18next reads 'a: b' as natural language, not as namespace 'a' (a key holding one of these
// characters before its first '.').
const PROSE = /[ ,?!;]/

/** An instance, as `i18next.createInstance()` makes one. */
export class I18n {
  options: InitOptions = {}
  language = ''
  languages: string[] = []
  resolvedLanguage: string | undefined
  isInitialized = false
  private store: Resources = {}
  private modules: Module[] = []
  private listeners: Record<string, Set<Listener>> = {}
  private pluralRules: Record<string, Intl.PluralRules> = {}

  use(module: Module): this {
    this.modules.push(module)
    return this
  }

  /** Synchronous, as i18next is with its resources given (Conto bundles or imports them). */
  init(options: InitOptions): Promise<TFunction> {
    // like i18next's, the store is the object given, and grows as bundles are added (clones share it)
    this.store = options.resources ?? {}
    this.options = { ...options, resources: this.store }
    for (const module of this.modules) module.init?.(this)
    this.isInitialized = true
    return this.changeLanguage(options.lng ?? this.fallbacks()[0] ?? '')
  }

  /** A translator in `lng` sharing this one's texts (the server renders both languages at once). */
  cloneInstance(options: InitOptions = {}): I18n {
    const clone = new I18n()
    void clone.init({ ...this.options, ...options })
    return clone
  }

  changeLanguage(lng: string): Promise<TFunction> {
    this.language = this.isSupported(lng) ? lng : (this.fallbacks()[0] ?? lng)
    this.languages = this.resolveHierarchy(this.language)
    // the first language with any texts yet; undefined when none has
    this.resolvedLanguage = this.languages.find((code) => Object.values(this.store[code] ?? {}).some((texts) => Object.keys(texts).length > 0))
    for (const listener of [...(this.listeners.languageChanged ?? [])]) listener(this.language)
    return Promise.resolve(this.t)
  }

  on(event: string, listener: Listener): this {
    const listeners = (this.listeners[event] ??= new Set())
    listeners.add(listener)
    return this
  }

  off(event: string, listener: Listener): void {
    this.listeners[event]?.delete(listener)
  }

  /** Merges `texts` into the namespace (i18next's deep merge that overwrites, the only one Conto asks for). */
  addResourceBundle(lng: string, ns: string, texts: object, _deep?: boolean, _overwrite?: boolean): this {
    const languageTexts = (this.store[lng] ??= {})
    // a copy, as i18next takes: the caller's objects are never shared or changed
    languageTexts[ns] = merge(languageTexts[ns] ?? {}, JSON.parse(JSON.stringify(texts)) as Texts)
    return this
  }

  /**
   * Whether the namespace's texts are in, in the language shown. (i18next, without a backend to
   * load from, says yes to any namespace: a diner was shown office's key for a staff-worded
   * error, lib/error-message.ts. Decision 034.)
   */
  hasLoadedNamespace(ns: string): boolean {
    return this.store[this.resolvedLanguage ?? this.languages[0] ?? '']?.[ns] !== undefined
  }

  exists(key: string, options: TranslateOptions = {}): boolean {
    if (key == null) return false
    const [namespaces, path] = this.splitKey(key, options)
    return this.resolve(path, namespaces, options).found !== undefined
  }

  getFixedT(lng: string | null, ns?: string | readonly string[]): TFunction {
    return (key, options) => this.t(key, { ...options, lng: options?.lng || lng || undefined, ns: options?.ns || ns })
  }

  t: TFunction = (key, options = {}) => {
    // (as the promise changeLanguage resolves with, it may be called with nothing)
    if (key == null) return ''
    const [namespaces, path] = this.splitKey(key, options)
    const { found, usedKey } = this.resolve(path, namespaces, options)
    if (typeof found === 'object' && found && options.returnObjects) {
      // each text of the object is translated on its own, as i18next does (fallbacks, plurals, values)
      const base = Array.isArray(found) ? usedKey : path
      const copy = (Array.isArray(found) ? [] : {}) as Record<string, unknown>
      for (const name of Object.keys(found)) {
        const deepKey = `${base}.${name}`
        const text = this.t(deepKey, { ...options, ns: namespaces })
        copy[name] = text === deepKey ? found[name] : text
      }
      return copy
    }
    // an object asked for as a text, or no text at all: the key
    return interpolate(typeof found === 'string' && found !== '' ? found : path, options)
  }

  private splitKey(key: string, options: TranslateOptions): [readonly string[], string] {
    let namespaces = options.ns || this.options.defaultNS || []
    const prose = PROSE.test(key) && !(key.indexOf('.') > 0 && !PROSE.test(key.slice(0, key.indexOf('.'))))
    if (key.includes(':') && !prose) {
      const [ns = '', ...rest] = key.split(':')
      namespaces = ns
      key = rest.join('.')
    }
    return [typeof namespaces === 'string' ? [namespaces] : namespaces, key]
  }

  // i18next's order: namespace by namespace, each in the language then its fallbacks, each the
  // plural form before the bare key (with `_zero` first for 0 and `_other` last).
  private resolve(key: string, namespaces: readonly string[], options: TranslateOptions) {
    const plural = options.count !== undefined && typeof options.count !== 'string'
    let found: Lookup
    let usedKey = key
    for (const ns of namespaces) {
      for (const code of this.resolveHierarchy(options.lng || this.language)) {
        const keys = [key]
        if (plural) {
          const suffix = `_${(this.pluralRules[code] ??= new Intl.PluralRules(code)).select(options.count as number)}`
          keys.push(key + suffix)
          if (options.count === 0) keys.push(`${key}_zero`)
          if (suffix !== '_other') keys.unshift(`${key}_other`)
        }
        for (let next = keys.pop(); next; next = keys.pop()) {
          usedKey = next
          found = lookUp(this.store, [code, ns, ...next.split('.')])
          if (isFound(found)) return { found, usedKey }
        }
      }
    }
    return { found, usedKey }
  }

  private resolveHierarchy(lng: string): string[] {
    return [...new Set([lng, ...this.fallbacks()])].filter((code) => this.isSupported(code))
  }

  private fallbacks(): string[] {
    return [this.options.fallbackLng ?? []].flat()
  }

  private isSupported(code: string): boolean {
    return !this.options.supportedLngs || this.options.supportedLngs.includes(code)
  }
}

function lookUp(store: Resources, path: string[]): Lookup {
  let node: unknown = store
  for (const name of path) node = typeof node === 'object' && node !== null && Object.hasOwn(node, name) ? (node as Texts)[name] : undefined
  return node as Lookup
}

function merge(target: Texts, source: Texts): Texts {
  for (const name of Object.keys(source)) {
    if (name === '__proto__' || name === 'constructor') continue
    const [into, from] = [target[name], source[name]]
    if (typeof into === 'object' && typeof from === 'object' && Object.hasOwn(target, name)) merge(into, from)
    else target[name] = from as string | Texts
  }
  return target
}

// `{{name}}` from the options, never read again once put in (i18next's skipOnVariables). A value
// given as undefined is nothing; a placeholder with no value stays as it is.
function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    name = name.trim()
    return Object.hasOwn(values, name) ? String(values[name] ?? '') : placeholder
  })
}

/** The module's default export: what `import i18next from 'i18next'` gives the app. */
export default { createInstance: () => new I18n() }
