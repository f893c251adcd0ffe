import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import webpush from 'web-push'

export interface FunctionsEnvOptions {
  pocketbaseUrl: string
  superuser: { email: string; password: string }
  /** stripe-mock's address; omit to use the real Stripe API with the configured key. */
  stripeApiUrl?: string
  appUrl: string
  /** Show the test payment form instead of Stripe's elements (needs stripeApiUrl; docs/decisions/016). */
  demoPayments?: boolean
  vapid?: { publicKey: string; privateKey: string }
}

/**
 * The functions' environment for a local stack (dev, e2e): this PocketBase and superuser,
 * stripe-mock with test keys, and VAPID keys (new ones unless given). The browser's VITE_* keys
 * are included so the build matches.
 */
export function functionsEnv(options: FunctionsEnvOptions): Record<string, string> {
  const vapid = options.vapid ?? webpush.generateVAPIDKeys()
  const env: Record<string, string> = {
    POCKETBASE_URL: options.pocketbaseUrl,
    POCKETBASE_SUPERUSER_EMAIL: options.superuser.email,
    POCKETBASE_SUPERUSER_PASSWORD: options.superuser.password,
    PUBLIC_APP_URL: options.appUrl,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:dev@conto.local',
    VITE_VAPID_PUBLIC_KEY: vapid.publicKey,
  }
  if (options.stripeApiUrl) {
    Object.assign(env, {
      STRIPE_API_URL: options.stripeApiUrl,
      STRIPE_SECRET_KEY: 'sk_test_51ContoLocalStripeMock',
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(18).toString('hex')}`,
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51ContoLocalStripeMock',
      CONTO_DEMO_PAYMENTS: options.demoPayments ? '1' : '0',
    })
  }
  return env
}

/** VAPID keys kept in the data folder, so staff devices subscribed in dev keep working across restarts. */
export function persistentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
  const keys = webpush.generateVAPIDKeys()
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 })
  return keys
}
