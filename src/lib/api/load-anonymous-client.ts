import type PocketBase from 'pocketbase'

/** Where a read gets its PocketBase client. */
export type ClientSource = () => Promise<PocketBase>

/**
 * The diner's anonymous client, fetched with the SDK when a read first needs it: a page the server
 * rendered is drawn and hydrated from its own answers, so the SDK loads after that paint.
 */
export function loadAnonymousClient(): Promise<PocketBase> {
  return import('@/lib/api/anonymous-pocketbase').then((module) => module.anonymousPb)
}
