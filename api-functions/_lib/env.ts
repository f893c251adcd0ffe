import { z } from 'zod'

// The functions' configuration, read from the environment once and validated with a message
// that names every missing or malformed variable (documented in .env.example).

const url = (example: string) => z.url({ message: `must be a URL such as ${example}` })
const required = (hint: string) => z.string({ message: 'is missing' }).trim().min(1, { message: `is empty (${hint})` })

const seconds = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number of seconds' })
    .int({ message: 'must be a whole number of seconds' })
    .min(min)
    .max(max)
    .default(fallback)

const schema = z.object({
  POCKETBASE_URL: url('http://127.0.0.1:8090'),
  POCKETBASE_SUPERUSER_EMAIL: z.email({ message: 'must be the e-mail of a PocketBase superuser' }),
  POCKETBASE_SUPERUSER_PASSWORD: required('the superuser password'),
  STRIPE_SECRET_KEY: z.string({ message: 'is missing' }).regex(/^(sk|rk)_(test|live)_\w+$/, {
    message: 'must be a Stripe secret key (sk_test_… or sk_live_…)',
  }),
  STRIPE_WEBHOOK_SECRET: z.string({ message: 'is missing' }).regex(/^whsec_\w+$/, {
    message: "must be the webhook endpoint's signing secret (whsec_…)",
  }),
  STRIPE_API_URL: url('http://127.0.0.1:12111').optional(),
  PUBLIC_APP_URL: url('https://pay.example.com'),
  VAPID_PUBLIC_KEY: required('npx web-push generate-vapid-keys'),
  VAPID_PRIVATE_KEY: required('npx web-push generate-vapid-keys'),
  VAPID_SUBJECT: z.string({ message: 'is missing' }).regex(/^(mailto:|https:)/, {
    message: 'must be a mailto: or https: contact, e.g. mailto:ops@example.com',
  }),
  CONTO_APPLICATION_FEE_BPS: z.coerce
    .number({ message: 'must be a number of basis points' })
    .int({ message: 'must be a whole number of basis points' })
    .min(0)
    .max(10_000)
    .default(0),
  // How long a claim on the bill lives without a sign of life from the payment page, how often the
  // page renews it, and the longest any claim is renewed (docs/decisions/018-live-ledger.md).
  CONTO_CLAIM_IDLE_SECONDS: seconds(120, 5, 3600),
  CONTO_CLAIM_HEARTBEAT_SECONDS: seconds(30, 1, 600),
  CONTO_CLAIM_MAX_SECONDS: seconds(900, 30, 7200),
  // A client's run of claims on a bill: a pause this long starts a new run (until then the MAX
  // counts from the run's first claim); a client whose claim a manager released stays off the
  // bill BAR seconds; one address holds at most PER_ADDRESS live claims (decision 026).
  CONTO_CLAIM_COOLDOWN_SECONDS: seconds(300, 1, 7200),
  CONTO_CLAIM_BAR_SECONDS: seconds(600, 1, 86400),
  CONTO_CLAIMS_PER_ADDRESS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(10_000).default(10),
  // The longest unpaid claims, whoever makes them, hold one bill in any hour; past it, and for BAR
  // seconds after a manager's "Sblocca", claims hold nothing: anyone may pay (decision 039).
  CONTO_ORDER_HOLD_SECONDS_PER_HOUR: seconds(1200, 1, 3600),
  // New checkouts one table may start per minute, whoever starts them (429 beyond).
  CONTO_TABLE_CHECKOUTS_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1000).default(20),
  // The test payment form (docs/decisions/016): development and the demo only, never with real Stripe.
  CONTO_DEMO_PAYMENTS: z.enum(['0', '1'], { message: 'must be 1 (on) or 0 (off)' }).default('0'),
})

export type FunctionsConfig = z.infer<typeof checkedSchema>

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

// Demo payments complete a checkout without a card, so they may only run where no real money can
// move: the Stripe SDK must talk to a local stripe-mock, never to Stripe itself.
const checkedSchema = schema.superRefine((config, ctx) => {
  if (config.CONTO_CLAIM_HEARTBEAT_SECONDS * 2 > config.CONTO_CLAIM_IDLE_SECONDS) {
    // one lost heartbeat on a bad connection must not end a diner's payment
    ctx.addIssue({ code: 'custom', path: ['CONTO_CLAIM_HEARTBEAT_SECONDS'], message: 'must be at most half of CONTO_CLAIM_IDLE_SECONDS' })
  }
  if (config.CONTO_ORDER_HOLD_SECONDS_PER_HOUR <= config.CONTO_CLAIM_HEARTBEAT_SECONDS * 2) {
    // a claim stops holding two heartbeats before the budget's end (decision 039): none would ever hold
    ctx.addIssue({ code: 'custom', path: ['CONTO_ORDER_HOLD_SECONDS_PER_HOUR'], message: 'must be more than twice CONTO_CLAIM_HEARTBEAT_SECONDS' })
  }
  if (config.CONTO_DEMO_PAYMENTS !== '1') return
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null
  if (!api || !LOOPBACK_HOSTS.has(api.hostname) || config.STRIPE_SECRET_KEY.includes('_live_')) {
    ctx.addIssue({
      code: 'custom',
      path: ['CONTO_DEMO_PAYMENTS'],
      message: 'can only be 1 with a local stripe-mock (STRIPE_API_URL on this machine) and no live key',
    })
  }
})

/** True when the test payment form may complete checkouts (demo and development only). */
export function areDemoPaymentsOn(config: Pick<FunctionsConfig, 'CONTO_DEMO_PAYMENTS'>): boolean {
  return config.CONTO_DEMO_PAYMENTS === '1'
}

/** Thrown when the environment cannot run the functions; the message lists what to fix. */
export class ConfigError extends Error {}

/** Reads and validates the functions' environment; throws ConfigError naming each problem. */
export function loadFunctionsConfig(env: Record<string, string | undefined> = process.env): FunctionsConfig {
  // an empty optional variable (STRIPE_API_URL= in .env) means "not set"
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = checkedSchema.safeParse(present)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`)
  throw new ConfigError(`The payment and push functions are not configured:\n${problems.join('\n')}\nSee .env.example.`)
}
