import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { hydrate } from '@tanstack/react-query'
import { changeLanguage, i18n, i18nReady } from '@/lib/i18n/i18n'
import '@/styles/global.css'
import { App } from '@/app/app'
import { AppRoutes } from '@/app/router'
import { readServerState } from '@/app/server-state'
import { prepareMoneyFormat } from '@/domain/money'
import { readStoredLanguage, writeLanguageCookie } from '@/lib/i18n/language'
import { queryClient } from '@/lib/live/query-client'
import { startServiceWorker } from '@/lib/browser/service-worker'

// The app's entry. On a diner's home or bill the web server has rendered the page already
// (src/entry-server.tsx): React hydrates it from the answers it was drawn from, so the first
// render is the page on screen, not a skeleton over it. Elsewhere, or on a host without that
// server, React renders into the empty #root.

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element in index.html')

const serverState = readServerState()
if (serverState) hydrate(queryClient, serverState)

const app = (
  <App
    router={
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    }
  />
)

/** Lets the browser run what waits (a tap, a frame) before the next piece of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * React takes the server's page over in pieces, none holding a slow phone's main thread for long
 * (issue 37, total blocking time): after this module's own evaluation, the money format's number
 * data (the page's first Intl.NumberFormat, ~130 ms at 4× CPU) in a task of its own, then
 * hydration as a transition, which yields every few milliseconds (as Next.js hydrates).
 */
async function hydrateServerPage(root: HTMLElement): Promise<void> {
  await nextTask()
  prepareMoneyFormat()
  await nextTask()
  startTransition(() => void hydrateRoot(root, app))
}

// A language other than Italian waits for its texts rather than showing Italian first.
void i18nReady.then(async () => {
  if (serverState && container.firstElementChild) await hydrateServerPage(container)
  else createRoot(container).render(app)
  // the server renders in the cookie's language; a choice kept only in localStorage (made before
  // the cookie existed) is applied now, and the cookie learns it for the next page
  const chosen = readStoredLanguage()
  writeLanguageCookie(chosen)
  if (chosen !== i18n.language) void changeLanguage(chosen)
})
startServiceWorker()
