// PocketBase's superuser, for specs to arrange data and check what the app wrote (never to do
// what a person does in the app). The address and credentials come from scripts/e2e.ts.

const pocketbaseUrl = () => {
  const url = process.env.E2E_POCKETBASE_URL
  if (!url) throw new Error('E2E_POCKETBASE_URL is not set (run through npm run test:e2e)')
  return url
}

let token: Promise<string> | undefined

function superuserToken(): Promise<string> {
  token ??= (async () => {
    const response = await fetch(`${pocketbaseUrl()}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: process.env.E2E_SUPERUSER_EMAIL, password: process.env.E2E_SUPERUSER_PASSWORD }),
    })
    if (!response.ok) throw new Error(`superuser sign-in failed: ${response.status}`)
    return ((await response.json()) as { token: string }).token
  })()
  return token
}

/** A PocketBase REST call as the superuser (JSON or multipart); throws on any non-2xx answer. */
export async function su<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const form = body instanceof FormData
  const response = await fetch(`${pocketbaseUrl()}${path}`, {
    method,
    headers: { ...(form ? {} : { 'content-type': 'application/json' }), authorization: await superuserToken() },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`)
  return (text ? JSON.parse(text) : {}) as T
}
