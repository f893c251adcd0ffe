// No import.meta.env here: the Node servers read the same rule for their Content-Security-Policy
// (scripts/lib/security-headers.ts).

const DEFAULT_POCKETBASE_URL = 'http://127.0.0.1:8090'

/** Validates a base address early so a typo fails at start-up, not on the first request. */
export function parsePocketBaseUrl(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_POCKETBASE_URL
  // A path such as '/' means "same origin as the app" (PocketBase behind the same host).
  if (raw.startsWith('/')) return raw
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`VITE_POCKETBASE_URL is not a valid URL: "${raw}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_POCKETBASE_URL must use http or https: "${raw}"`)
  }
  return raw.replace(/\/+$/, '')
}
