// The superuser REST calls the scripts make to configure a PocketBase they started (mail, rate
// limits): the same settings API an operator uses in PocketBase's dashboard.

export interface Superuser {
  email: string
  password: string
}

/** A superuser token for a PocketBase; throws when the sign-in is refused. */
export async function signInSuperuser(pocketbaseUrl: string, superuser: Superuser): Promise<string> {
  const auth = await fetch(`${pocketbaseUrl}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  })
  if (!auth.ok) throw new Error(`Superuser sign-in failed (${auth.status}).`)
  return ((await auth.json()) as { token: string }).token
}

/** Reads PocketBase's settings (only `fields` when given). */
export async function readSettings<T>(pocketbaseUrl: string, token: string, fields?: string): Promise<T> {
  const query = fields ? `?fields=${encodeURIComponent(fields)}` : ''
  const response = await fetch(`${pocketbaseUrl}/api/settings${query}`, { headers: { authorization: token } })
  if (!response.ok) throw new Error(`Could not read PocketBase's settings: ${response.status}`)
  return (await response.json()) as T
}

/** Changes part of PocketBase's settings; `what` names it in the error. */
export async function patchSettings(pocketbaseUrl: string, token: string, settings: object, what: string): Promise<void> {
  const response = await fetch(`${pocketbaseUrl}/api/settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(settings),
  })
  if (!response.ok) throw new Error(`Could not set PocketBase's ${what}: ${response.status} ${await response.text()}`)
}
