import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import runtime, { type I18n, type Resources } from '@/lib/i18next-runtime'
import { i18nextOptions } from '@/lib/i18n'
import { NAMESPACES, resources } from '@/lib/i18n-resources'

// The runtime that answers the app's `import 'i18next'` (decision 034), against the real i18next
// it stands in for (loaded by Node itself: the tests' bundler points 'i18next' at the runtime), on
// every key of every locale file, both languages, every way the app asks.
const reference = createRequire(import.meta.url)('i18next') as typeof import('i18next')

type Translator = Pick<I18n, 't' | 'exists' | 'hasLoadedNamespace' | 'getFixedT' | 'changeLanguage' | 'addResourceBundle' | 'cloneInstance' | 'language' | 'resolvedLanguage' | 'languages'>
type Call = (i18n: Translator) => unknown

/** The two, set up alike: the app's options, their own copy of the texts. */
function createPair(texts: Resources, lng: string): [real: Translator, ours: Translator] {
  const real = reference.createInstance()
  const ours = runtime.createInstance()
  void real.init({ ...i18nextOptions, ns: [...i18nextOptions.ns], resources: structuredClone(texts), lng })
  void ours.init({ ...i18nextOptions, resources: structuredClone(texts), lng })
  return [real as unknown as Translator, ours]
}

/** Each call's answer from both, listing only those that differ. */
function compare(pair: [Translator, Translator], calls: [label: string, call: Call][]) {
  const [real, ours] = pair
  return calls.flatMap(([label, call]) => {
    const [expected, actual] = [call(real), call(ours)]
    return JSON.stringify(expected) === JSON.stringify(actual) ? [] : [{ label, expected, actual }]
  })
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
const COUNTS = [0, 1, 2, 5, 21]

interface KeyInfo {
  kind: 'text' | 'object'
  /** Placeholders of every text under the key, in either language. */
  placeholders: Set<string>
}

/** Every key (texts, objects, and plural keys without their suffix) of a namespace, in either language. */
function collectKeys(ns: keyof typeof resources.en): Map<string, KeyInfo> {
  const keys = new Map<string, KeyInfo>()
  const note = (key: string, kind: KeyInfo['kind'], placeholders: string[]) => {
    const info = keys.get(key) ?? { kind, placeholders: new Set() }
    for (const name of placeholders) info.placeholders.add(name)
    keys.set(key, info)
  }
  const walk = (node: object, prefix: string): string[] => {
    const found: string[] = []
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name
      // the name i18next reads: before a format (`{{x, number}}`), without the unescape mark
      const placeholders =
        typeof value === 'string' ? [...value.matchAll(/\{\{(.+?)\}\}/g)].map((m) => (m[1] ?? '').split(',')[0]!.trim().replace(/^-/, '')) : walk(value as object, key)
      note(key, typeof value === 'string' ? 'text' : 'object', placeholders)
      if (PLURAL_SUFFIX.test(key)) note(key.replace(PLURAL_SUFFIX, ''), 'text', placeholders)
      found.push(...placeholders)
    }
    return found
  }
  walk(resources.en[ns], '')
  walk(resources.it[ns], '')
  return keys
}

// Values that would change the text if read again: i18next puts a value in once. A `{{a.b}}`
// gets its value nested, as a caller would pass it (which i18next reads and the runtime does not).
function valuesFor(placeholders: Set<string>): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const name of placeholders) {
    const [first = '', ...rest] = name.split('.')
    const value = `‹${name} {{${name}}} $t(common:appName)›`
    values[first] = rest.reduceRight<unknown>((inner, part) => ({ [part]: inner }), value)
  }
  return values
}

function callsForKey(ns: string, other: string, key: string, { kind, placeholders }: KeyInfo, language: string): [string, Call][] {
  const values = valuesFor(placeholders)
  const at = `${language} ${ns}:${key}`
  if (kind === 'object') {
    return [
      [`${at} as a text`, (i) => i.t(key, { ns })],
      [`${at} returnObjects`, (i) => i.t(key, { ns, returnObjects: true })],
      [`${at} returnObjects, prefixed`, (i) => i.t(`${ns}:${key}`, { returnObjects: true })],
      [`${at} returnObjects with values and count`, (i) => i.t(key, { ns, returnObjects: true, count: 2, ...values })],
      [`${at} exists`, (i) => i.exists(key, { ns })],
    ]
  }
  const calls: [string, Call][] = [
    [`${at} plain`, (i) => i.t(key, { ns })],
    [`${at} prefixed`, (i) => i.t(`${ns}:${key}`)],
    [`${at} with values`, (i) => i.t(key, { ns, ...values })],
    [`${at} some values undefined`, (i) => i.t(key, { ns, ...Object.fromEntries(Object.keys(values).map((name) => [name, undefined])) })],
    [`${at} ns list, own last`, (i) => i.t(key, { ns: [other, ns], ...values })],
    [`${at} ns list, own first`, (i) => i.t(key, { ns: [ns, other] })],
    [`${at} fixed t`, (i) => i.getFixedT(language, ns)(key, values)],
    // what useTranslation([ns, other]) and useTranslation([other, ns]) hand out
    [`${at} fixed t, ns list`, (i) => i.getFixedT(language, [ns, other])(key, values)],
    [`${at} fixed t, ns list, own last`, (i) => i.getFixedT(language, [other, ns])(key)],
    [`${at} fixed t, other language`, (i) => i.getFixedT(language === 'it' ? 'en' : 'it', ns)(key, values)],
    [`${at} exists`, (i) => i.exists(key, { ns })],
  ]
  for (const count of COUNTS) {
    calls.push(
      [`${at} count ${count}`, (i) => i.t(key, { ns, ...values, count })],
      [`${at} count ${count}, prefixed`, (i) => i.t(`${ns}:${key}`, { count })],
      [`${at} count ${count}, fixed t`, (i) => i.getFixedT(language, ns)(key, { ...values, count })],
    )
  }
  return calls
}

describe('the i18next runtime, against i18next', () => {
  describe.each(['it', 'en'])('every key of every namespace, in %s', (language) => {
    it.each(NAMESPACES.map((ns, index) => [ns, NAMESPACES[(index + 1) % NAMESPACES.length]!]))('%s', (ns, other) => {
      const keys = collectKeys(ns)
      const calls = [...keys].flatMap(([key, info]) => callsForKey(ns, other, key, info, language))
      expect(calls.length).toBeGreaterThan(keys.size)
      expect(compare(createPair(resources, language), calls)).toEqual([])
    })
  })

  const texts: Resources = {
    it: {
      common: { greeting: 'Ciao {{name}}', empty: '', items_one: 'un piatto', items_other: '{{count}} piatti', only: { it: 'solo qui' } },
      diner: { bill: { title: 'Conto' }, elsewhere: 'solo nel diner' },
      // the order of plural forms and the bare key, which the locale files never need
      errors: { both: 'nudo {{count}}', both_one: 'uno', both_other: 'altri {{count}}', onlyOther_other: 'altri', bareOnly: 'solo {{count}}', zeroToo_zero: 'zero', zeroToo_other: 'altri' },
    },
    en: {
      common: {
        greeting: 'Hello {{name}}',
        empty: 'Nothing',
        onlyEnglish: 'Only in English',
        items_one: 'one dish',
        items_other: '{{count}} dishes',
        items_zero: 'no dishes',
        elsewhere: 'in common, in English',
        // no locale file has a list, but i18next walks one by its plural form's key
        steps_other: ['first of {{count}}', 'then {{name}}'] as unknown as string,
      },
      diner: { bill: { title: 'Bill', total: 'Total {{amount}}' } },
    },
  }

  it('answers missing keys, English-only keys, empty texts and odd keys alike', () => {
    const calls: [string, Call][] = [
      'nope',
      'diner:nope.deeper',
      'diner:bill.title.deeper',
      'onlyEnglish',
      'empty',
      'only',
      'only.it',
      'Hello world: how are you?',
      'a sentence, with: a colon',
      'diner:bill',
      'missing {{name}}',
      ':greeting',
      'common:diner:bill',
      'constructor',
      'greeting.toString',
      'diner:bill.total',
    ].flatMap((key): [string, Call][] => [
      [key, (i) => i.t(key)],
      [`${key} with values`, (i) => i.t(key, { name: 'Ada', amount: 12.5 })],
      [`${key} count 0`, (i) => i.t(key, { count: 0 })],
      [`${key} returnObjects`, (i) => i.t(key, { returnObjects: true })],
      [`${key} exists`, (i) => i.exists(key)],
    ])
    const odd: [string, Call][] = [
      ['count as a string', (i) => i.t('items', { count: '3' })],
      ['count null', (i) => i.t('items', { count: null })],
      ['a value of null, of 0, of an object', (i) => [i.t('diner:bill.total', { amount: null }), i.t('greeting', { name: 0 }), i.t('greeting', { name: {} })]],
      ['a list', (i) => i.t('steps', { count: 2, name: 'Ada', returnObjects: true })],
      ['an empty key', (i) => i.t('')],
      ['no key', (i) => [i.t(undefined as unknown as string), i.t(null as unknown as string)]],
      ['ns as an empty string', (i) => i.t('greeting', { ns: '', name: 'x' })],
      ...['both', 'onlyOther', 'bareOnly', 'zeroToo', 'items'].flatMap((key) =>
        [...COUNTS, 1.5, -1].map((count): [string, Call] => [`errors:${key} count ${count}`, (i) => i.t(key, { ns: ['errors', 'common'], count })]),
      ),
      // namespace by namespace, each in the language then English
      ['namespaces before languages', (i) => i.t('elsewhere', { ns: ['common', 'diner'] })],
      ['lng option', (i) => i.t('greeting', { lng: 'en', name: 'x' })],
      ['unsupported lng option', (i) => i.t('greeting', { lng: 'fr', name: 'x' })],
    ]
    for (const language of ['it', 'en', 'fr']) {
      expect(compare(createPair(texts, language), [...calls, ...odd]), language).toEqual([])
    }
  })

  it('switches language as i18next does, before and after the texts arrive', async () => {
    // the app starts with the Italian core texts only; English arrives later
    const pair = createPair({ it: structuredClone(texts.it!) }, 'en')
    const state: [string, Call][] = [
      ['language', (i) => [i.language, i.resolvedLanguage, i.languages]],
      ['texts', (i) => [i.t('greeting', { name: 'Ada' }), i.t('items', { count: 0 }), i.t('diner:bill.title'), i.exists('onlyEnglish')]],
    ]
    const steps: [string, (i: Translator) => unknown][] = [
      ['start', () => undefined],
      ['English texts added', (i) => i.addResourceBundle('en', 'common', texts.en!.common!, true, true)],
      ['to English again', (i) => i.changeLanguage('en')],
      ['to Italian', (i) => i.changeLanguage('it')],
      ['to an unsupported language', (i) => i.changeLanguage('fr')],
      ['back to Italian', (i) => i.changeLanguage('it')],
      ['a namespace merged in', (i) => i.addResourceBundle('it', 'diner', { bill: { total: 'Totale {{amount}}' } }, true, true)],
      ['a text overwritten', (i) => i.addResourceBundle('it', 'common', { greeting: 'Salve {{name}}' }, true, true)],
    ]
    for (const [step, act] of steps) {
      await Promise.all(pair.map(act))
      expect(compare(pair, state), step).toEqual([])
      expect(compare(pair, [['bill', (i) => i.t('diner:bill', { returnObjects: true, amount: 3 })]]), step).toEqual([])
    }
  })

  it("tells whether a namespace is in, where i18next says yes to any (its one deliberate difference)", () => {
    const [real, ours] = createPair({ it: structuredClone(texts.it!) }, 'it')
    const office = { functionErrors: { line_paid: 'Pagata' } }
    expect([real.hasLoadedNamespace('office'), ours.hasLoadedNamespace('office'), ours.hasLoadedNamespace('common')]).toEqual([true, false, true])
    ours.addResourceBundle('it', 'office', office, true, true)
    expect(ours.hasLoadedNamespace('office')).toBe(true)
    // in the language shown: not in English until English's are
    void ours.changeLanguage('en')
    expect(ours.hasLoadedNamespace('office')).toBe(false)
    ours.addResourceBundle('en', 'office', office, true, true)
    expect(ours.hasLoadedNamespace('office')).toBe(true)
  })

  it('keeps added bundles apart from the caller, and shares them with clones', async () => {
    const bundle = { added: { text: 'Added' } }
    const pair = createPair(texts, 'it')
    const clones: [Translator, Translator] = [pair[0].cloneInstance({ lng: 'en' }), pair[1].cloneInstance({ lng: 'en' })]
    pair.forEach((i) => i.addResourceBundle('en', 'office', bundle, true, true))
    bundle.added.text = 'Changed by the caller'
    const calls: [string, Call][] = [
      ['state', (i) => [i.language, i.resolvedLanguage, i.languages]],
      ['texts', (i) => [i.t('office:added.text'), i.t('greeting', { name: 'Ada' }), i.t('diner:bill.title')]],
    ]
    expect(compare(pair, calls)).toEqual([])
    expect(compare(clones, calls)).toEqual([])
    expect(clones[1].t('office:added.text')).toBe('Added')
    await Promise.all(clones.map((i) => i.changeLanguage('it')))
    expect(compare(pair, calls), 'a clone changing language leaves its parent alone').toEqual([])
  })
})
