import { Suspense, lazy, useEffect, type ComponentType, type ReactNode } from 'react'
import type { i18n as Translator } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { i18n } from '@/lib/i18n/i18n'
import { isSavedBeforeThisPage, offlinePersister, persistOptions, queryClient } from '@/lib/live/query-client'
import { whenToasterWanted } from '@/lib/browser/toast'
import { useHydrated } from '@/lib/browser/use-hydrated'

// Mounted at the first toast or when idle: the toast library stays out of the first load.
const Toaster = lazy<ComponentType>(() =>
  whenToasterWanted()
    .then(() => import('@/components/ui/toaster'))
    // Lost to bad signal: the page goes on without toasts (their news is also on the page) rather
    // than to the error screen. Chromium would fail the same import again until a reload.
    .then(
      (module) => ({ default: module.Toaster }),
      () => ({ default: () => null }),
    ),
)

/** Dispatched on window once React has taken a server-rendered page over (src/boot.ts listens). */
const HYDRATED_EVENT = 'conto:hydrated'

export interface ProvidersProps {
  children: ReactNode
  /** The translator; the server gives one per language. */
  translator?: Translator
  /** The query cache; the server gives one per page. */
  client?: QueryClient
  /** Restore and save the cache on the device (the browser's); the server renders without. */
  persist?: boolean
}

/**
 * App-wide providers. In the browser the query cache is restored from localStorage before any
 * query runs, and saving starts only once that restore attempt has ended, whether it worked or not.
 */
export function Providers({ children, translator = i18n, client = queryClient, persist = true }: ProvidersProps) {
  // not in the server's HTML (a diner page rendered by entry-server.tsx): mounted after hydration
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) window.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [hydrated])
  const content = (
    <>
      {children}
      {hydrated ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  )
  return (
    <I18nextProvider i18n={translator}>
      {persist ? (
        <PersistQueryClientProvider
          client={client}
          persistOptions={persistOptions}
          // A corrupt or unreadable cache is thrown away rather than retried on every start.
          onError={() => offlinePersister.removeClient()}
          onSuccess={() => {
            // the device's copy is for a diner without signal: online, what it restored is read
            // again now (a bill saved a second before a payment must not hide that payment)
            void client.invalidateQueries({ predicate: isSavedBeforeThisPage })
            // saving follows the cache's changes from now on; what a server-rendered page arrived
            // with (main.tsx) is already in and would wait for the next poll: saved now
            void persistQueryClientSave({ queryClient: client, ...persistOptions })
          }}
        >
          {content}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={client}>{content}</QueryClientProvider>
      )}
    </I18nextProvider>
  )
}
