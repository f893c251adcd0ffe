// `npm run test:e2e`: builds the app against a throwaway PocketBase with demo data, serves it
// with the production web server and runs Playwright in Debian's Chromium.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import { startPocketBase } from './lib/pocketbase-process.ts'
import { raiseRateLimits } from './lib/pocketbase-rate-limits.ts'
import { seedDemo } from './lib/seed-demo.ts'
import { createWebServer } from './lib/web-server.ts'
import { devSettings } from './lib/dev-settings.ts'
import { configurePocketBaseMail, startMailpit } from './lib/mailpit.ts'
import { startStripeMock } from './lib/stripe-mock.ts'
import { functionsEnv } from './lib/functions-env.ts'

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

const pocketbase = await startPocketBase({
  dataDir: join(dataDir, 'pb_data'),
  port: pocketbasePort,
  superuserEmail: superuser.email,
  superuserPassword: superuser.password,
})
const mailpit = await startMailpit({ smtpPort: mailpitSmtpPort, httpPort: mailpitHttpPort })
const stripeMock = await startStripeMock(stripeMockPort).catch(async (error: unknown) => {
  await Promise.allSettled([pocketbase.stop(), mailpit.stop()])
  throw error
})
// The payment and push functions (served by the web server below) talk to stripe-mock.
const functions = functionsEnv({ pocketbaseUrl: pocketbase.url, superuser, stripeApiUrl: stripeMock.url, appUrl: `http://127.0.0.1:${webPort}` })
Object.assign(process.env, functions)
// Short claims, so a journey sees an abandoned payment lapse within seconds (decision 018); the
// specs read the same variables to know how long to wait.
process.env.CONTO_CLAIM_IDLE_SECONDS ??= '6'
process.env.CONTO_CLAIM_HEARTBEAT_SECONDS ??= '2'
let exitCode: number | undefined
try {
  // every spec signs staff in from 127.0.0.1, far past the production 10 a minute
  await raiseRateLimits(pocketbase.url, superuser)
  await configurePocketBaseMail(pocketbase.url, superuser, { smtpPort: mailpit.smtpPort, appUrl: `http://127.0.0.1:${webPort}` })
  writeFileSync(demoFile, JSON.stringify(await seedDemo(pocketbase.url, superuser), null, 2))
  process.env.VITE_POCKETBASE_URL = pocketbase.url
  await build({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } })
  const server = createWebServer(distDir).listen(webPort, '127.0.0.1')
  try {
    // Asynchronous on purpose: the web server runs in this process and must keep answering.
    const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: `http://127.0.0.1:${webPort}`,
        E2E_DEMO_FILE: demoFile,
        E2E_MAILPIT_URL: mailpit.url,
        E2E_SUPERUSER_EMAIL: superuser.email,
        E2E_SUPERUSER_PASSWORD: superuser.password,
        E2E_STRIPE_WEBHOOK_SECRET: functions.STRIPE_WEBHOOK_SECRET,
      },
    })
    const [code] = (await once(playwright, 'exit')) as [number | null]
    exitCode = code ?? 1
  } finally {
    server.close()
  }
} finally {
  await Promise.allSettled([pocketbase.stop(), mailpit.stop(), stripeMock.stop()])
}
process.exit(exitCode ?? 1)
