import { patchSettings, readSettings, signInSuperuser, type Superuser } from './pocketbase-settings.ts'

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
export async function raiseRateLimits(pocketbaseUrl: string, superuser: Superuser, maxRequests = 100_000): Promise<void> {
  const token = await signInSuperuser(pocketbaseUrl, superuser)
  const { rateLimits } = await readSettings<{ rateLimits: { enabled: boolean; rules: RateLimitRule[] } }>(pocketbaseUrl, token, 'rateLimits')
  const rules = rateLimits.rules.map((rule) => ({ ...rule, maxRequests: Math.max(rule.maxRequests, maxRequests) }))
  await patchSettings(pocketbaseUrl, token, { rateLimits: { enabled: rateLimits.enabled, rules } }, 'rate limits')
}
