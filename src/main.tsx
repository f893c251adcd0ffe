import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { i18nReady } from '@/lib/i18n'
import '@/styles/global.css'
import { ErrorBoundary } from '@/app/error-boundary'
import { Providers } from '@/app/providers'
import { AppRoutes } from '@/app/router'
import { queryClient } from '@/lib/query-client'
import { seedDinerQueries } from '@/routes/diner/seed-queries'
import { startServiceWorker } from '@/lib/service-worker'

// Loaded by src/preload.ts once a diner page is painted (or at once on other pages).

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element in index.html')

const root = createRoot(container)
seedDinerQueries(queryClient, window.location.pathname)

// Italian is bundled; a diner who chose English waits for its texts rather than seeing Italian flash.
void i18nReady.then(() =>
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </ErrorBoundary>
    </StrictMode>,
  ),
)
startServiceWorker()
