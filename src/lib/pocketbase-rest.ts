import { env } from '@/config/env'
import { buildPocketBaseUrl, recordPath } from '@/config/pocketbase-url'
import { PocketBaseError } from '@/lib/pocketbase-errors'

// Anonymous record reads with plain fetch, for the diner's pages: the full SDK (auth store,
// realtime, every service) is ~10 KB gzip the diner never uses, and it loads only with the staff
// screens and the later diner steps. Requests and errors match the SDK's (same addresses, same
// ClientResponseError fields, see pocketbase-errors.ts), so the error texts and the retry rules
// apply unchanged. Reads carry no auth and no Content-Type: a cross-origin GET stays a simple
// request (no CORS preflight).

/** How long a read started ahead of the app waits to be picked up once it has its answer. */
const PRELOAD_TTL_MS = 5_000

const preloaded = new Map<string, Promise<unknown>>()

/** Absolute address of a PocketBase path, built like the SDK's `buildURL`. */
function buildUrl(path: string): string {
  // only a same-origin base needs the page's origin (and unit tests run without a window)
  const pageOrigin = env.pocketBaseUrl.startsWith('/') ? window.location.origin : ''
  return buildPocketBaseUrl(env.pocketBaseUrl, pageOrigin, path)
}

function recordUrl(collection: string, id: string): string {
  return buildUrl(recordPath(collection, id))
}

export interface ListQuery {
  page: number
  perPage: number
  filter?: string
  expand?: string
  sort?: string
  /** Extra query parameters a list rule reads (`@request.query.*`). */
  [parameter: string]: string | number | undefined
}

function listUrl(collection: string, query: ListQuery): string {
  const parameters = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
  return `${buildUrl(`api/collections/${encodeURIComponent(collection)}/records`)}?${parameters.join('&')}`
}

async function request<T>(url: string): Promise<T> {
  let response: Response
  try {
    response = await fetch(url)
  } catch (error) {
    throw new PocketBaseError(error)
  }
  const data: unknown = await response.json().catch(() => ({}))
  if (response.status >= 400) throw new PocketBaseError({ url: response.url, status: response.status, data })
  return data as T
}

/** The answer of a read started by `preload*`, once; otherwise a new request. */
function take<T>(url: string): Promise<T> {
  const started = preloaded.get(url)
  preloaded.delete(url)
  return (started as Promise<T> | undefined) ?? request<T>(url)
}

function preload(url: string): Promise<unknown> {
  const started = request(url)
  preloaded.set(url, started)
  // an answer nobody picked up soon is stale: the app then asks again
  const forget = () => setTimeout(() => preloaded.get(url) === started && preloaded.delete(url), PRELOAD_TTL_MS)
  started.then(forget, forget)
  return started
}

/** Same as the SDK's `getOne`, including its 404 for an empty id. */
export function getRecord<T>(collection: string, id: string): Promise<T> {
  if (!id) {
    const url = buildUrl(`api/collections/${encodeURIComponent(collection)}/records/`)
    return Promise.reject(new PocketBaseError({ url, status: 404, response: { code: 404, message: 'Missing required record id.', data: {} } }))
  }
  return take<T>(recordUrl(collection, id))
}

/** Same as the SDK's `getList`: one page of records. */
export function getRecordList<T>(collection: string, query: ListQuery): Promise<{ items: T[] }> {
  return take<{ items?: T[] }>(listUrl(collection, query)).then((page) => ({ ...page, items: page.items ?? [] }))
}

/** Starts `getRecord` now (before the app has loaded); the app's first identical read takes its answer. */
export function preloadRecord<T>(collection: string, id: string): Promise<T> {
  return preload(recordUrl(collection, id)) as Promise<T>
}

/** Starts `getRecordList` now; the app's first identical read takes its answer. */
export function preloadRecordList(collection: string, query: ListQuery): Promise<unknown> {
  return preload(listUrl(collection, query))
}

/** A filter with one string parameter, quoted the way the SDK's `pb.filter` does. */
export function filterEquals(field: string, value: string): string {
  return `${field} = ${JSON.stringify(value)}`
}

/** Public URL of a file stored on a record (logo, background, menu file), as the SDK builds it. */
export function getFileUrl(record: { id: string; collectionId: string; collectionName: string }, filename: string, thumb?: string): string {
  if (!filename || !record.id || !(record.collectionId || record.collectionName)) return ''
  const path = ['api', 'files', record.collectionId || record.collectionName, record.id, filename].map(encodeURIComponent).join('/')
  return buildUrl(path) + (thumb ? `?thumb=${encodeURIComponent(thumb)}` : '')
}
