import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SchemaCollection } from './schema-types.ts'

/** Where the generated record types live, from the project root. */
export const SCHEMA_TYPES_FILE = 'src/domain/pocketbase-schema.ts'

/** Where PocketBase's declarations of its hooks' VM are kept, for `tsc -p tsconfig.hooks.json`. */
export const HOOK_TYPES_FILE = 'pb_hooks/pocketbase.d.ts'

/**
 * The declarations of the hooks' VM a PocketBase wrote into its data directory when it started
 * (its jsvm plugin), without their first line: the time they were written.
 */
export function readHookTypes(dataDir: string): string {
  const text = readFileSync(join(dataDir, 'types.d.ts'), 'utf8')
  return text.slice(text.indexOf('\n') + 1)
}

/** Every collection of a running PocketBase, read as a superuser. */
export async function fetchCollections(url: string, superuser: { email: string; password: string }): Promise<SchemaCollection[]> {
  const auth = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  })
  if (!auth.ok) throw new Error(`PocketBase refused the superuser sign-in (${auth.status})`)
  const { token } = (await auth.json()) as { token: string }
  const response = await fetch(`${url}/api/collections?perPage=500`, { headers: { authorization: token } })
  if (!response.ok) throw new Error(`PocketBase did not list its collections (${response.status})`)
  return ((await response.json()) as { items: SchemaCollection[] }).items
}
