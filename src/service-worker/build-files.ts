// The build's hashed files (/assets/…): a name never changes content, so a file kept once is good
// until it falls out of use. Kept on first use, and the page also hands over the files it loaded
// before this worker was in charge (src/lib/browser/service-worker.ts), so the first visit is enough.
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60

export function isBuildFile(url: URL): boolean {
  return url.pathname.startsWith('/assets/')
}

export const keptBuildFiles = new CacheFirst({
  cacheName: 'conto-build-files',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    // old releases' files go after a month, or once 150 newer ones are kept
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: THIRTY_DAYS_SECONDS, purgeOnQuotaError: true }),
  ],
})

/** Keeps the build files among `urls` (the rest is ignored: a page may send anything). */
export function offerBuildFiles(event: ExtendableMessageEvent, urls: unknown): void {
  if (!Array.isArray(urls)) return
  const files = urls
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url, self.location.origin))
    .filter((url) => url.origin === self.location.origin && isBuildFile(url))
    .slice(0, 150)
  event.waitUntil(Promise.allSettled(files.map((url) => keptBuildFiles.handle({ request: new Request(url.href), event }))))
}
