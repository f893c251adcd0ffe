import { QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { removeOldestQuery, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { FunctionError } from '@/lib/api/functions-client'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'

/** localStorage key of the persisted (offline) query cache. */
export const OFFLINE_CACHE_KEY = 'offline-cache'
export const OFFLINE_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1_000

export const QUERY_RETRY_COUNT = 3
export const QUERY_RETRY_BASE_DELAY_MS = 1_000
export const QUERY_RETRY_MAX_DELAY_MS = 30_000
export const QUERY_GC_TIME_MS = 2 * 60 * 60 * 1_000
export const QUERY_STALE_TIME_MS = 2 * 60 * 1_000

export const OFFLINE_CACHE_THROTTLE_MS = 1_000
/** Change to discard every cache saved by an older build. */
export const OFFLINE_CACHE_BUSTER = 'restaurant-media'

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s. */
export function getRetryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_DELAY_MS)
}

/**
 * Retries up to three times, except answers that will not change on retry: a 4xx from
 * PocketBase or from our functions (missing restaurant, failed rule, unknown payment) is final,
 * so the error shows at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT) return false
  if (isPocketBaseError(error) || error instanceof FunctionError) {
    const { status } = error
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) return false
    if (isPocketBaseError(error) && error.isAbort) return false
  }
  return true
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: getRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
        staleTime: QUERY_STALE_TIME_MS,
      },
    },
  })
}

export const queryClient = createQueryClient()

/** The parts of a cached query the persister looks at. */
export interface PersistableQuery {
  state: { status: string }
  meta?: Record<string, unknown> | undefined
}

/**
 * Only successful answers are saved (TanStack's default rule), and never those marked
 * `meta.persist = false`: auth answers carry tokens and must not be written to disk.
 * Typed by the two fields it reads, so the rule is testable without building a whole query.
 */
export function shouldPersistQuery(query: PersistableQuery): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false
}

/**
 * True for an answer the page did not read itself: restored from the device's copy, saved by an
 * earlier page. A server-rendered page's answers count as read when the page starts (main.tsx).
 */
export function isSavedBeforeThisPage(query: { state: { dataUpdatedAt: number } }, pageStart = performance.timeOrigin): boolean {
  return query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < pageStart
}

export const offlinePersister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: OFFLINE_CACHE_KEY,
  throttleTime: OFFLINE_CACHE_THROTTLE_MS,
  // A full localStorage drops the oldest queries instead of failing every save.
  retry: removeOldestQuery,
})

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: offlinePersister,
  maxAge: OFFLINE_CACHE_MAX_AGE_MS,
  buster: OFFLINE_CACHE_BUSTER,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
}
