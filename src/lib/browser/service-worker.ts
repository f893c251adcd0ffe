import { whenIdleLater } from '@/lib/browser/idle'

// Registers Conto's service worker (src/service-worker/sw.ts): the app and the last bill offline
// after a reload, and Web Push for staff devices.

/** The worker's address: the build's /sw.js, or vite-plugin-pwa's development copy. */
export const SERVICE_WORKER_URL = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js'
const REGISTRATION: RegistrationOptions = { scope: '/', type: import.meta.env.DEV ? 'module' : 'classic' }
/** After the first load has settled, so the worker's install never competes with the bill. */
const REGISTER_AFTER_MS = 3_000

export function isServiceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
}

/** The registration, made now if this browser has none yet. */
export async function getServiceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/')
  return existing ?? navigator.serviceWorker.register(SERVICE_WORKER_URL, REGISTRATION)
}

/**
 * Registers the worker once the page is idle, then hands it the build files this page loaded
 * before the worker was in charge: from then on, a reload without signal still has them.
 */
export function startServiceWorker(): void {
  if (!isServiceWorkerSupported()) return
  whenIdleLater(() => {
    void navigator.serviceWorker
      .register(SERVICE_WORKER_URL, REGISTRATION)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name)
        registration.active?.postMessage({ type: 'keep-build-files', urls })
      })
      // no worker (private mode, an old browser, no signal yet): the app works online as before
      .catch(() => undefined)
  }, REGISTER_AFTER_MS)
}
