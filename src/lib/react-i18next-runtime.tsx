// What the app's imports from 'react-i18next' run (see i18next-runtime.ts for why): the
// provider, the hook and the module that makes an instance the hook's default, as react-i18next
// 18 does them for an instance whose texts are all in (never suspending, never "not ready").
import { createContext, useCallback, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react'
import type { I18n } from '@/lib/i18next-runtime'

let defaultInstance: I18n | undefined

/** `i18n.use(initReactI18next)`: the instance the hook reads outside any provider. */
export const initReactI18next = {
  type: '3rdParty',
  init(instance: I18n) {
    defaultInstance = instance
  },
}

const I18nContext = createContext<{ i18n: I18n; defaultNS?: string } | undefined>(undefined)

export function I18nextProvider({ i18n, defaultNS, children }: { i18n: I18n; defaultNS?: string; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/**
 * `t` in the current language for the first namespace given (react-i18next's default: keys of
 * the others need their `ns:` prefix), and a render after every language change.
 */
export function useTranslation(ns?: string | readonly string[]) {
  const context = useContext(I18nContext)
  const i18n = (context?.i18n ?? defaultInstance) as I18n
  const namespace = [ns || context?.defaultNS || i18n.options.defaultNS || 'translation'].flat()[0]
  const revision = useLanguageChanges(i18n)
  // a new `t` with each change, as react-i18next's: memoised children see the new language
  // eslint-disable-next-line react-hooks/exhaustive-deps -- revision is what makes the language new
  const t = useMemo(() => i18n.getFixedT(i18n.language, namespace), [i18n, namespace, revision])
  return { t, i18n, ready: true }
}

/** Counts 'languageChanged' events (a change to the same language too re-renders, as in react-i18next). */
function useLanguageChanges(i18n: I18n): number {
  const changes = useRef(0)
  const subscribe = useCallback(
    (onChange: () => void) => {
      const listener = () => {
        changes.current += 1
        onChange()
      }
      i18n.on('languageChanged', listener)
      return () => i18n.off('languageChanged', listener)
    },
    [i18n],
  )
  const read = () => changes.current
  return useSyncExternalStore(subscribe, read, read)
}
