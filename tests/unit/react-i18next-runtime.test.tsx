// @vitest-environment jsdom
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import { memo, type ComponentType, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import runtime from '@/lib/i18next-runtime'
import * as runtimeReact from '@/lib/react-i18next-runtime'
import { i18nextOptions } from '@/lib/i18n'

// The runtime's hook and provider against react-i18next with i18next (loaded by Node itself: the
// tests' bundler points both names at the runtime), in the same screens through the same steps.
const requireReference = createRequire(import.meta.url)

type T = (key: string, options?: object) => unknown
interface Instance {
  use(module: unknown): Instance
  init(options: object): unknown
  changeLanguage(language: string): unknown
  addResourceBundle(language: string, ns: string, texts: object, deep: boolean, overwrite: boolean): unknown
  cloneInstance(options: object): Instance
}
interface Binding {
  createInstance: () => Instance
  initReactI18next: unknown
  I18nextProvider: ComponentType<{ i18n: Instance; children?: ReactNode }>
  useTranslation: (ns?: string | string[]) => { t: T; i18n: { language: string; resolvedLanguage?: string }; ready: boolean }
}

const bindings: Record<'react-i18next' | 'runtime', Binding> = {
  'react-i18next': {
    ...(requireReference('react-i18next') as object),
    createInstance: (requireReference('i18next') as { createInstance: () => Instance }).createInstance,
  } as Binding,
  runtime: { ...runtimeReact, createInstance: runtime.createInstance } as unknown as Binding,
}

const texts = {
  it: { common: { greeting: 'Ciao {{name}}', dishes_one: 'un piatto', dishes_other: '{{count}} piatti' }, diner: { title: 'Conto' } },
  en: { common: { greeting: 'Hello {{name}}', dishes_one: 'one dish', dishes_other: '{{count}} dishes' }, diner: { title: 'Bill' } },
}

/** The same steps with one binding: what the screens show after each. */
function runSteps({ createInstance, initReactI18next, I18nextProvider, useTranslation }: Binding): string[] {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({ ...i18nextOptions, ns: [...i18nextOptions.ns], resources: structuredClone(texts), lng: 'it' })
  const server = i18n.cloneInstance({ lng: 'en' })

  // `t` handed to a memoised child: it must change with the language for the child to follow
  const Greeting = memo(function Greeting({ t }: { t: T }) {
    return <i>{`${String(t('greeting', { name: 'Ada' }))} ${String(t('diner:title'))}`}</i>
  })
  function Probe({ ns }: { ns?: string | string[] }) {
    const { t, i18n: current, ready } = useTranslation(ns)
    const words = [t('greeting', { name: 'Bo' }), t('dishes', { count: 2 }), t('diner:title'), t('title'), t('office:staffOnly'), t('staffOnly')]
    return (
      <p>
        {`${ns ?? '-'}: ${words.join(' / ')} (${current.language} ${current.resolvedLanguage} ${ready}) `}
        <Greeting t={t} />
      </p>
    )
  }
  // new elements each time, so that a render reaches every screen
  const screens = () => (
    <>
      <Probe />
      <Probe ns="diner" />
      <Probe ns={['office', 'common']} />
      <Probe ns={['diner', 'common']} />
      <I18nextProvider i18n={server}>
        <Probe />
      </I18nextProvider>
    </>
  )

  const seen: string[] = []
  const view = render(screens())
  const look = (step: string) => seen.push(`${step}: ${view.container.textContent}`)
  look('first render')
  act(() => void i18n.changeLanguage('en'))
  look('to English')
  act(() => void i18n.addResourceBundle('en', 'office', { staffOnly: 'Staff' }, true, true))
  look('a namespace added (no render of its own)')
  view.rerender(screens())
  look('rendered again')
  act(() => void i18n.addResourceBundle('en', 'diner', { title: 'The bill' }, true, true))
  act(() => void i18n.changeLanguage('en'))
  look('to the same language')
  act(() => void server.changeLanguage('it'))
  look("the server's clone to Italian")
  act(() => void i18n.changeLanguage('it'))
  look('to Italian')
  view.unmount()
  seen.push(`server: ${renderToString(<I18nextProvider i18n={server}>{screens()}</I18nextProvider>)}`)
  return seen
}

describe('useTranslation and I18nextProvider, against react-i18next', () => {
  afterEach(cleanup)

  it('show the same texts through language changes, added namespaces, clones and server rendering', () => {
    const expected = runSteps(bindings['react-i18next'])
    const actual = runSteps(bindings.runtime)
    expect(actual).toEqual(expected)
    // and the steps did show something: English, then the texts added before that render
    expect(actual[1]).toMatch(/^to English: -: Hello Bo \/ 2 dishes \/ Bill/)
    expect(actual[3]).toContain('office,common: greeting / dishes / Bill / title / Staff / Staff')
  })
})
