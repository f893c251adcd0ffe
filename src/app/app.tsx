import { StrictMode, type ReactNode } from 'react'
import { ErrorBoundary } from '@/app/error-boundary'
import { Providers, type ProvidersProps } from '@/app/providers'

interface AppProps extends Omit<ProvidersProps, 'children'> {
  /** The router with the app's routes: the browser's, or the server's for one address. */
  router: ReactNode
}

/**
 * The whole app, as the browser (main.tsx) and the web server (entry-server.tsx) both draw it. One
 * tree on both sides: React's generated ids (useId, which ties a sheet to its title) follow the
 * tree's shape, so a different shape would give the hydrated page ids the server never wrote.
 */
export function App({ router, ...providers }: AppProps) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <Providers {...providers}>{router}</Providers>
      </ErrorBoundary>
    </StrictMode>
  )
}
