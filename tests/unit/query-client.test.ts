import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import {
  OFFLINE_CACHE_BUSTER,
  OFFLINE_CACHE_KEY,
  OFFLINE_CACHE_MAX_AGE_MS,
  OFFLINE_CACHE_THROTTLE_MS,
  QUERY_GC_TIME_MS,
  QUERY_RETRY_COUNT,
  QUERY_STALE_TIME_MS,
  createQueryClient,
  getRetryDelay,
  isSavedBeforeThisPage,
  persistOptions,
  shouldPersistQuery,
  shouldRetry,
} from '@/lib/live/query-client'
import { FunctionError } from '@/lib/api/functions-client'

describe('query client constants (SPEC §9)', () => {
  it.each([
    ['retry count', QUERY_RETRY_COUNT, 3],
    ['gc time: 2 hours', QUERY_GC_TIME_MS, 7_200_000],
    ['stale time: 2 minutes', QUERY_STALE_TIME_MS, 120_000],
    ['offline cache max age: 24 hours', OFFLINE_CACHE_MAX_AGE_MS, 86_400_000],
    ['offline cache throttle', OFFLINE_CACHE_THROTTLE_MS, 1_000],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it('persists under the offline-cache key, busting copies saved before the diner restaurant carried its files', () => {
    expect(OFFLINE_CACHE_KEY).toBe('offline-cache')
    expect(OFFLINE_CACHE_BUSTER).toBe('restaurant-media')
    expect(persistOptions.buster).toBe(OFFLINE_CACHE_BUSTER)
    expect(persistOptions.maxAge).toBe(86_400_000)
  })

  it('applies the defaults to new clients', () => {
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults?.gcTime).toBe(QUERY_GC_TIME_MS)
    expect(defaults?.staleTime).toBe(QUERY_STALE_TIME_MS)
    expect(defaults?.retryDelay).toBe(getRetryDelay)
  })
})

describe('getRetryDelay', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])('attempt %i → %i ms', (attempt, delay) => {
    expect(getRetryDelay(attempt)).toBe(delay)
  })
})

describe('shouldRetry', () => {
  const http = (status: number) => new ClientResponseError({ status, response: {} })
  it.each([
    ['network error, first failure', 0, http(0), true],
    ['server error, third failure', 2, http(500), true],
    ['server error, fourth attempt', 3, http(500), false],
    ['not found is final', 0, http(404), false],
    ['forbidden is final', 0, http(403), false],
    ['rate limited is retried', 0, http(429), true],
    ['timeout is retried', 1, http(408), true],
    ['plain error', 1, new Error('x'), true],
  ])('%s', (_name, failures, error, expected) => {
    expect(shouldRetry(failures, error)).toBe(expected)
  })
})

describe('shouldRetry for our functions', () => {
  it.each([
    ['a 400 is final', new FunctionError(400, 'must be a Checkout Session id'), 0, false],
    ['a 404 is final', new FunctionError(404, 'Payment not found.'), 0, false],
    ['a 429 is retried', new FunctionError(429, 'slow down'), 0, true],
    ['a 503 is retried', new FunctionError(503, 'unavailable'), 1, true],
    ['offline is retried', new FunctionError(0, 'Failed to fetch'), 2, true],
    ['a network error is retried', new TypeError('Failed to fetch'), 2, true],
    ['but only three times', new TypeError('Failed to fetch'), 3, false],
  ])('%s', (_name, error, failures, retry) => expect(shouldRetry(failures, error)).toBe(retry))
})

describe('shouldPersistQuery', () => {
  it.each([
    ['successful query', { state: { status: 'success' } }, true],
    ['pending query', { state: { status: 'pending' } }, false],
    ['failed query', { state: { status: 'error' } }, false],
    ['auth query', { state: { status: 'success' }, meta: { persist: false } }, false],
    ['other meta', { state: { status: 'success' }, meta: { persist: true } }, true],
  ])('%s', (_name, query, expected) => {
    expect(shouldPersistQuery(query)).toBe(expected)
  })
})

describe('isSavedBeforeThisPage', () => {
  const pageStart = 1_000_000
  it.each([
    ['restored from a copy saved by an earlier page', pageStart - 2_000, true],
    ['read by this page (or drawn by the server for it)', pageStart + 5, false],
    ['never answered', 0, false],
  ])('%s', (_name, dataUpdatedAt, expected) => {
    expect(isSavedBeforeThisPage({ state: { dataUpdatedAt } }, pageStart)).toBe(expected)
  })
})
