// Conto's service worker (built by vite-plugin-pwa from this file to /sw.js, docs/decisions/030).
// - Offline after a reload: the page itself (index.html) is precached, the build's files are kept
//   once a page has used them, so a diner who loses signal and reloads the bill gets the app back,
//   and the app shows the bill it saved on the device (the query cache in localStorage).
// - Web Push for staff devices (push.ts).
// Online, every page comes from the network first: a new release shows at the next load.
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing'
import { listenForPushes } from './push'
import { isBuildFile, keptBuildFiles, offerBuildFiles } from './build-files'

declare const self: ServiceWorkerGlobalScope

/** How long a page load may wait for the network before the saved app is used instead. */
const PAGE_NETWORK_TIMEOUT_SECONDS = 4
/** Paths served by the server itself, never the app: functions, PocketBase's API and dashboard. */
const SERVER_PATHS = [/^\/api\//, /^\/_\//]
/** The same paths as URL patterns, on any origin (PocketBase may have its own). */
const SERVER_PATH_PATTERNS = ['/api/*', '/_/*']

/** Chromium's static routing (InstallEvent.addRoutes, Chrome 123): rules the browser applies itself. */
type StaticRoutes = (rules: { condition: { urlPattern: { pathname: string } }; source: 'network' }[]) => Promise<void>

// Requests to the server never wait for this worker: the browser sends them straight to the
// network, without starting it. The release a payment page sends as the diner closes the browser
// was lost when it had to pass through a worker the closing browser no longer ran (issue 40).
// Browsers without static routing pass these requests on untouched anyway (no route matches them).
self.addEventListener('install', (event) => {
  const addRoutes = (event as ExtendableEvent & { addRoutes?: StaticRoutes }).addRoutes
  if (!addRoutes) return
  const rules = SERVER_PATH_PATTERNS.map((pathname) => ({ condition: { urlPattern: { pathname } }, source: 'network' as const }))
  event.waitUntil(addRoutes.call(event, rules).catch((error: unknown) => console.warn('Static routes refused', error)))
})

void self.skipWaiting()
clientsClaim()
cleanupOutdatedCaches()

// first: page loads go to the network even for a precached address ('/' is index.html)
registerRoute(new NavigationRoute(networkFirstPage, { denylist: SERVER_PATHS }))
registerRoute(({ request, url }) => url.origin === self.location.origin && isBuildFile(url) && request.method === 'GET', keptBuildFiles)
precacheAndRoute(self.__WB_MANIFEST)
// a page that cannot be loaded is the saved app: it boots and shows what the device saved
setCatchHandler(async ({ request }) => {
  if (request.destination !== 'document') return Response.error()
  return (await matchPrecache('/index.html')) ?? Response.error()
})

/** The page from the network, or an error after PAGE_NETWORK_TIMEOUT_SECONDS (the catch handler answers). */
async function networkFirstPage({ request }: { request: Request }): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), PAGE_NETWORK_TIMEOUT_SECONDS * 1_000)
  try {
    return await fetch(request, { signal: controller.signal })
  } finally {
    clearTimeout(timer)
  }
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'keep-build-files') offerBuildFiles(event, event.data.urls)
})

listenForPushes()
