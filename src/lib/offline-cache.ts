// Where the query cache is saved on the device (query-client.ts), readable without TanStack Query:
// the diner pre-paint (src/preload.ts) checks it before the framework has loaded.

/** localStorage key of the persisted (offline) query cache. */
export const OFFLINE_CACHE_KEY = 'offline-cache'
export const OFFLINE_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1_000

interface SavedCache {
  timestamp?: number
  clientState?: { queries?: { queryKey?: unknown }[] }
}

/**
 * Whether this device saved a query under `queryKey` less than a day ago: the app then shows it
 * at once on its first render, before any read has answered.
 */
export function hasOfflineCopy(queryKey: readonly string[]): boolean {
  try {
    const saved = JSON.parse(window.localStorage.getItem(OFFLINE_CACHE_KEY) ?? 'null') as SavedCache | null
    if (!saved || !saved.timestamp || Date.now() - saved.timestamp > OFFLINE_CACHE_MAX_AGE_MS) return false
    const wanted = JSON.stringify(queryKey)
    return (saved.clientState?.queries ?? []).some((query) => JSON.stringify(query.queryKey) === wanted)
  } catch {
    return false // private mode or a corrupt cache: the app copes with both itself
  }
}
