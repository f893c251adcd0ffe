import PocketBase, { type BaseAuthStore } from 'pocketbase'

/**
 * A PocketBase SDK client set up the app's way. Three kinds exist: the staff's signed-in client
 * (pocketbase.ts), the diner's anonymous reads (anonymous-pocketbase.ts), and the web server's,
 * one per rendered diner page (entry-server.tsx), so no request ever reads another's address.
 */
export function createPocketBaseClient(baseUrl: string, authStore?: BaseAuthStore): PocketBase {
  const client = new PocketBase(baseUrl, authStore)
  // TanStack Query already dedupes and cancels requests; the SDK's own auto-cancellation would
  // abort legitimate parallel requests (e.g. StrictMode double effects, polling + refetch).
  client.autoCancellation(false)
  // The SDK marks every request as JSON, even a read without a body. Across origins (the app and
  // PocketBase on different hosts) that header makes the browser ask a CORS preflight first: one
  // more round trip before every bill read and every 10 s poll, on the diner's worst connection.
  // A request without a body needs no Content-Type, so reads go as simple requests.
  client.beforeSend = (url, options) => {
    if (options.body === undefined && options.headers) {
      const headers = { ...(options.headers as Record<string, string>) }
      delete headers['Content-Type']
      options.headers = headers
    }
    return { url, options }
  }
  return client
}
