// `npm run test:e2e`: builds the app, serves it with the production web server and runs
// Playwright in Debian's Chromium: first the first-run journeys, each on an empty PocketBase,
// then every other spec against a throwaway PocketBase with the demo data.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startPocketBase, type RunningPocketBase } from './lib/pocketbase-process.ts'
import { raiseRateLimits } from './lib/pocketbase-rate-limits.ts'
import { seedDemo } from './lib/seed-demo.ts'
import { buildApp } from './lib/build-app.ts'
import { createWebServer } from './lib/web-server.ts'
import { startRtSimulator } from './rt-simulator/simulator.ts'
import { devSettings } from './lib/dev-settings.ts'
import { configurePocketBaseMail, startMailpit } from './lib/mailpit.ts'
import { startStripeMock } from './lib/stripe-mock.ts'
import { functionsEnv } from './lib/functions-env.ts'
import { printFailurePages } from './lib/e2e-failure-pages.ts'

const { root } = devSettings()
// Port and folder overrides let two runs share a machine.
const dataDir = process.env.E2E_DATA_DIR ?? join(root, '.data/e2e')
const distDir = join(dataDir, 'dist')
const demoFile = join(dataDir, 'demo.json')
const pocketbasePort = Number(process.env.E2E_POCKETBASE_PORT ?? 8091)
const webPort = Number(process.env.E2E_WEB_PORT ?? 4174)
const mailpitHttpPort = Number(process.env.E2E_MAILPIT_HTTP_PORT ?? pocketbasePort + 1000)
const mailpitSmtpPort = Number(process.env.E2E_MAILPIT_SMTP_PORT ?? pocketbasePort + 1001)
const stripeMockPort = Number(process.env.E2E_STRIPE_MOCK_PORT ?? pocketbasePort + 4020)
const superuser = { email: 'superuser@e2e.local', password: 'e2e-superuser-password' }

rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })

// A run names spec files or not; the first-run journeys need the database empty, so they run
// in their own phase, before the demo data is written.
const args = process.argv.slice(2)
const named = args.filter((arg) => !arg.startsWith('-'))
const flags = args.filter((arg) => arg.startsWith('-'))
const isFirstRunSpec = (arg: string) => arg.includes('first-run')
const firstRunArgs = named.length === 0 ? ['--project=first-run', '--pass-with-no-tests'] : named.some(isFirstRunSpec) ? ['--project=first-run', ...named.filter(isFirstRunSpec)] : null
const seededArgs = named.length === 0 ? ['--project=phone'] : named.some((arg) => !isFirstRunSpec(arg)) ? ['--project=phone', ...named.filter((arg) => !isFirstRunSpec(arg))] : null

const mailpit = await startMailpit({ smtpPort: mailpitSmtpPort, httpPort: mailpitHttpPort })
const stripeMock = await startStripeMock(stripeMockPort).catch(async (error: unknown) => {
  await mailpit.stop()
  throw error
})
// The restaurant's fiscal printer, as the Cassa page reaches it (scripts/rt-simulator).
const rtSimulator = await startRtSimulator({ port: Number(process.env.E2E_RT_PORT ?? pocketbasePort + 4030), host: '127.0.0.1' }).catch(async (error: unknown) => {
  await Promise.allSettled([mailpit.stop(), stripeMock.stop()])
  throw error
})
const pocketbaseUrl = `http://127.0.0.1:${pocketbasePort}`
// The payment and push functions (served by the web server below) talk to stripe-mock.
const functions = functionsEnv({ pocketbaseUrl, superuser, stripeApiUrl: stripeMock.url, appUrl: `http://127.0.0.1:${webPort}` })
Object.assign(process.env, functions)
// Short claims, so a journey sees an abandoned payment lapse within seconds (decision 018); the
// specs read the same variables to know how long to wait.
process.env.CONTO_CLAIM_IDLE_SECONDS ??= '6'
process.env.CONTO_CLAIM_HEARTBEAT_SECONDS ??= '2'
// Every browser of the suite is one address (127.0.0.1) making hundreds of claims on the same demo
// bills over the run: a short cooldown ends each run between specs, and the per-address cap would
// count the whole suite as one diner (decision 026; tests/integration/fair-claims.test.ts covers both)
process.env.CONTO_CLAIM_COOLDOWN_SECONDS ??= '1'
process.env.CONTO_CLAIMS_PER_ADDRESS ??= '1000'
// and make as many checkouts a minute as the suite's pace needs (the limit itself: tests/integration)
process.env.CONTO_CHECKOUTS_PER_ADDRESS_PER_MINUTE ??= '100000'
// and open as many server-rendered bills (scripts/lib/web-server.ts; tested in tests/integration)
process.env.CONTO_RENDERS_PER_ADDRESS_PER_MINUTE ??= '100000'
// the POS webhooks of the journeys go to local receivers (http://127.0.0.1:…)
process.env.CONTO_POS_WEBHOOKS_ALLOW_HTTP ??= 'true'

/** A PocketBase on a new, empty data directory, its mail going to mailpit. */
async function startEmptyPocketBase(name: string): Promise<RunningPocketBase> {
  const pocketbase = await startPocketBase({
    dataDir: join(dataDir, name),
    port: pocketbasePort,
    superuserEmail: superuser.email,
    superuserPassword: superuser.password,
  })
  try {
    // every spec signs staff in from 127.0.0.1, far past the production 10 a minute
    await raiseRateLimits(pocketbase.url, superuser)
    await configurePocketBaseMail(pocketbase.url, superuser, { smtpPort: mailpit.smtpPort, appUrl: `http://127.0.0.1:${webPort}` })
  } catch (error) {
    await pocketbase.stop()
    throw error
  }
  return pocketbase
}

/** Playwright with the given arguments; resolves to its exit code. */
async function runPlaywright(playwrightArgs: string[], env: Record<string, string> = {}): Promise<number> {
  // Asynchronous on purpose: the web server runs in this process and must keep answering.
  const playwright = spawn('npx', ['playwright', 'test', ...playwrightArgs, ...flags], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: `http://127.0.0.1:${webPort}`,
      E2E_MAILPIT_URL: mailpit.url,
      E2E_POCKETBASE_URL: pocketbaseUrl,
      E2E_SUPERUSER_EMAIL: superuser.email,
      E2E_SUPERUSER_PASSWORD: superuser.password,
      E2E_STRIPE_WEBHOOK_SECRET: functions.STRIPE_WEBHOOK_SECRET,
      E2E_RT_URL: rtSimulator.url,
      ...env,
    },
  })
  const [code] = (await once(playwright, 'exit')) as [number | null]
  if (code !== 0) printFailurePages(join(dataDir, 'test-results'))
  return code ?? 1
}

let exitCode = 0
try {
  process.env.VITE_POCKETBASE_URL = pocketbaseUrl
  await buildApp({ root, outDir: distDir })
  const server = createWebServer(distDir).listen(webPort, '127.0.0.1')
  try {
    // Each language's first-run journey starts from its own empty database.
    for (const language of firstRunArgs ? ['it', 'en'] : []) {
      const empty = await startEmptyPocketBase(`pb_first_run_${language}`)
      try {
        const code = await runPlaywright(firstRunArgs ?? [], { E2E_FIRST_RUN_LANGUAGE: language })
        exitCode ||= code
      } finally {
        await empty.stop()
      }
    }
    if (seededArgs) {
      const pocketbase = await startEmptyPocketBase('pb_data')
      try {
        writeFileSync(demoFile, JSON.stringify(await seedDemo(pocketbase.url, superuser), null, 2))
        const code = await runPlaywright(seededArgs, { E2E_DEMO_FILE: demoFile })
        exitCode ||= code
      } finally {
        await pocketbase.stop()
      }
    }
  } finally {
    server.close()
  }
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await Promise.allSettled([mailpit.stop(), stripeMock.stop(), rtSimulator.stop()])
}
process.exit(exitCode)
