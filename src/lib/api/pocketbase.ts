import type { RecordSubscription } from 'pocketbase'
import { env } from '@/config/env'
import { createPocketBaseClient } from '@/lib/api/pocketbase-client'
import { withSignInDevice } from '@/lib/api/sign-in-device'
import type { UserRecord } from '@/lib/api/pocketbase-types'
import { offlinePersister, queryClient } from '@/lib/live/query-client'

export type { RecordSubscription }

/** The app's PocketBase client, for the staff's signed-in session (kept in localStorage) and the diner's writes. */
export const pb = createPocketBaseClient(env.pocketBaseUrl)

// a sign-in names the browser, so the guard keeps a budget for the places the staff sign in from
const prepareRequest = pb.beforeSend
pb.beforeSend = async (url, options) => {
  const prepared = prepareRequest ? await prepareRequest(url, options) : { url, options }
  const sent = { url: prepared.url ?? url, options: prepared.options ?? options }
  sent.options.headers = withSignInDevice(sent.url, sent.options.headers as Record<string, string> | undefined)
  return sent
}

// A 401 to a signed-in request means the server no longer accepts the session (the member was
// deactivated, the password changed elsewhere): the session ends here too, at once, with its
// cached screens.
let endedByServer = false
pb.afterSend = (response, data) => {
  if (response.status === 401 && pb.authStore.token) {
    endedByServer = true
    pb.authStore.clear()
    // nothing of the ended session stays on the device, in memory or in its saved copy
    queryClient.clear()
    void offlinePersister.removeClient()
  }
  return data
}

/** Whether the server ended the last session (a 401), so the login page can say so; until the next sign-in. */
export function wasSessionEndedByServer(): boolean {
  return endedByServer
}

export interface AuthSnapshot {
  token: string
  user: UserRecord | null
}

// The auth store re-parses localStorage on every read, so React gets a cached snapshot that
// only changes when the store reports a change (useSyncExternalStore needs stable values).
let authSnapshot: AuthSnapshot = readAuth()
const authListeners = new Set<() => void>()

pb.authStore.onChange((token) => {
  if (token) endedByServer = false
  authSnapshot = readAuth()
  for (const listener of authListeners) listener()
})

function readAuth(): AuthSnapshot {
  const record = pb.authStore.record
  const user = record && record.collectionName === 'users' ? (record as unknown as UserRecord) : null
  return { token: pb.authStore.token, user }
}

/** Subscribes to sign-in, sign-out and record replacement (also from other tabs). */
export function subscribeAuth(listener: () => void): () => void {
  authListeners.add(listener)
  return () => authListeners.delete(listener)
}

/** Current auth state, stable between changes. */
export function getAuthSnapshot(): AuthSnapshot {
  return authSnapshot
}
