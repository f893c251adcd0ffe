import { env } from '@/config/env'
import { buildPocketBaseUrl, recordPath } from '@/config/pocketbase-url'
import { PocketBaseError } from '@/lib/pocketbase-errors'

// Anonymous record reads with plain fetch, for the diner's pages: the full SDK (auth store,
// realtime, every service) is ~10 KB gzip the diner never uses, and it loads only with the staff
// screens and the later diner steps. Requests and errors match the SDK's (same addresses, same
// ClientResponseError fields, see pocketbase-errors.ts), so the error texts and the retry rules
// apply unchanged. Reads carry no auth and no Content-Type: a cross-origin GET stays a simple
// request (no CORS preflight).

/** Where the web server reads PocketBase when it renders a diner page (set by entry-server.tsx). */
let serverBase: string | undefined

/** Reads from `url` (an absolute address) from now on: the server's own way to PocketBase. */
export function readFromServer(url: string): void {
  serverBase = url
}

/** Absolute address of a PocketBase path, built like the SDK's `buildURL`. */
function buildUrl(path: string): string {
  // file addresses in a server-rendered page are the browser's, so only reads use serverBase
  return buildPocketBaseUrl(serverBase ?? env.pocketBaseUrl, serverBase ? '' : getPageOrigin(), path)
}

/** Only a same-origin base needs the page's origin (the server and unit tests have no window). */
function getPageOrigin(): string {
  return env.pocketBaseUrl.startsWith('/') && typeof window !== 'undefined' ? window.location.origin : ''
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

/** Same as the SDK's `getOne`, including its 404 for an empty id. */
export function getRecord<T>(collection: string, id: string): Promise<T> {
  if (!id) {
    const url = buildUrl(`api/collections/${encodeURIComponent(collection)}/records/`)
    return Promise.reject(new PocketBaseError({ url, status: 404, response: { code: 404, message: 'Missing required record id.', data: {} } }))
  }
  return request<T>(recordUrl(collection, id))
}

/** Same as the SDK's `getList`: one page of records. */
export function getRecordList<T>(collection: string, query: ListQuery): Promise<{ items: T[] }> {
  return request<{ items?: T[] }>(listUrl(collection, query)).then((page) => ({ ...page, items: page.items ?? [] }))
}

/** A filter with one string parameter, quoted the way the SDK's `pb.filter` does. */
export function filterEquals(field: string, value: string): string {
  return `${field} = ${JSON.stringify(value)}`
}

/** Public URL of a file stored on a record (logo, background, menu file), as the SDK builds it. */
export function getFileUrl(record: { id: string; collectionId: string; collectionName: string }, filename: string, thumb?: string): string {
  if (!filename || !record.id || !(record.collectionId || record.collectionName)) return ''
  const path = ['api', 'files', record.collectionId || record.collectionName, record.id, filename].map(encodeURIComponent).join('/')
  // a same-origin PocketBase gives a path, the same in the server's HTML and in the browser
  return buildPocketBaseUrl(env.pocketBaseUrl, '', path) + (thumb ? `?thumb=${encodeURIComponent(thumb)}` : '')
}
