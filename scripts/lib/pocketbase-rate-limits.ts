// Test stacks (the integration suite's PocketBase, e2e) sign the same staff in from 127.0.0.1
// far more often than the production limits allow (10 a minute), so they raise every rule's
// ceiling through the settings API, as an operator would; labels, windows and the limiter stay on.

interface RateLimitRule {
  label: string
  audience: string
  duration: number
  maxRequests: number
}

/** Sets every rate-limit rule of a PocketBase to at least `maxRequests` per window. */
export async function raiseRateLimits(
  pocketbaseUrl: string,
  superuser: { email: string; password: string },
  maxRequests = 100_000,
): Promise<void> {
  const auth = await fetch(`${pocketbaseUrl}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  })
  if (!auth.ok) throw new Error(`Superuser sign-in failed (${auth.status}).`)
  const { token } = (await auth.json()) as { token: string }
  const current = await fetch(`${pocketbaseUrl}/api/settings?fields=rateLimits`, { headers: { authorization: token } })
  if (!current.ok) throw new Error(`Could not read PocketBase's settings: ${current.status}`)
  const { rateLimits } = (await current.json()) as { rateLimits: { enabled: boolean; rules: RateLimitRule[] } }
  const rules = rateLimits.rules.map((rule) => ({ ...rule, maxRequests: Math.max(rule.maxRequests, maxRequests) }))
  const response = await fetch(`${pocketbaseUrl}/api/settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ rateLimits: { enabled: rateLimits.enabled, rules } }),
  })
  if (!response.ok) throw new Error(`Could not set PocketBase's rate limits: ${response.status} ${await response.text()}`)
}
