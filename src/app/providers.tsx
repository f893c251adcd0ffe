import { Suspense, lazy, type ComponentType, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { i18n } from '@/lib/i18n'
import { offlinePersister, persistOptions, queryClient } from '@/lib/query-client'
import { whenToasterWanted } from '@/lib/toast'
import { useHydrated } from '@/lib/use-hydrated'

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

/**
 * App-wide providers. The query cache is restored from localStorage before any query runs, and
 * saving starts only once that restore attempt has ended, whether it worked or not.
 */
export function Providers({ children }: { children: ReactNode }) {
  // not in the server's HTML (a diner page rendered by entry-server.tsx): mounted after hydration
  const hydrated = useHydrated()
  return (
    <I18nextProvider i18n={i18n}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={persistOptions}
        // A corrupt or unreadable cache is thrown away rather than retried on every start.
        onError={() => offlinePersister.removeClient()}
      >
        {children}
        {hydrated ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </PersistQueryClientProvider>
    </I18nextProvider>
  )
}
