import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { Toaster } from '@/components/ui/toaster'
import { i18n } from '@/lib/i18n'
import { offlinePersister, persistOptions, queryClient } from '@/lib/query-client'

/**
 * App-wide providers. The query cache is restored from localStorage before any query runs, and
 * saving starts only once that restore attempt has ended, whether it worked or not.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={persistOptions}
        // A corrupt or unreadable cache is thrown away rather than retried on every start.
        onError={() => offlinePersister.removeClient()}
      >
        {children}
        <Toaster />
      </PersistQueryClientProvider>
    </I18nextProvider>
  )
}
