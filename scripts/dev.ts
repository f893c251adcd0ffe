// `npm run dev`: PocketBase (built if needed, migrated, superuser, demo data) + Vite with the
// functions mounted, and a simulated fiscal printer for the demo. Ctrl-C stops everything.
import { writeFileSync } from 'node:fs'
import { createServer } from 'vite'
import { startPocketBase } from './lib/pocketbase-process.ts'
import { seedDemo } from './lib/seed-demo.ts'
import { devSettings } from './lib/dev-settings.ts'
import { printDemo } from './lib/print-demo.ts'
import { configurePocketBaseMail, startMailpit } from './lib/mailpit.ts'
import { startStripeMock } from './lib/stripe-mock.ts'
import { startRtSimulator } from './rt-simulator/simulator.ts'
import { functionsEnv, persistentVapidKeys } from './lib/functions-env.ts'
import { reportFunctionsConfig, startFunctionsBackgroundWork } from '../api-functions/_lib/router.ts'

const settings = devSettings()
// The demo restaurant's fiscal printer (scripts/rt-simulator): the Cassa page prints every payment
// on it. Started first, so a taken port stops the start before anything else is running.
const printer = await startRtSimulator({ port: settings.rtSimulatorPort, host: '127.0.0.1' })
const pocketbase = await startPocketBase({
  dataDir: settings.pocketbaseDataDir,
  port: settings.pocketbasePort,
  superuserEmail: settings.superuser.email,
  superuserPassword: settings.superuser.password,
})
// E-mails (staff invitations, password resets) land in mailpit's inbox instead of real mailboxes.
const mailpit = await startMailpit({ smtpPort: settings.mailpitSmtpPort, httpPort: settings.mailpitHttpPort })
await configurePocketBaseMail(pocketbase.url, settings.superuser, {
  smtpPort: mailpit.smtpPort,
  appUrl: `http://localhost:${settings.webPort}`,
})
const demo = await seedDemo(pocketbase.url, settings.superuser)
writeFileSync(settings.demoFile, JSON.stringify(demo, null, 2))

process.env.VITE_POCKETBASE_URL ??= pocketbase.url
// the Cassa page starts with this address in its printer field (src/features/cassa/till-device.ts)
process.env.VITE_DEMO_PRINTER_URL ??= printer.url
// Payments run against stripe-mock unless .env configures a real Stripe test key; .env wins.
const stripeMock = process.env.STRIPE_SECRET_KEY ? null : await startStripeMock(Number(process.env.STRIPE_MOCK_PORT ?? 12111))
const functions = functionsEnv({
  pocketbaseUrl: pocketbase.url,
  superuser: settings.superuser,
  stripeApiUrl: stripeMock?.url,
  // without Stripe keys a newcomer can still pay a demo bill end to end
  demoPayments: Boolean(stripeMock),
  appUrl: `http://localhost:${settings.webPort}`,
  vapid: persistentVapidKeys(settings.dataDir),
})
for (const [name, value] of Object.entries(functions)) process.env[name] ??= value
reportFunctionsConfig()
startFunctionsBackgroundWork()
const vite = await createServer({ root: settings.root, server: { port: settings.webPort, host: '127.0.0.1' } })
await vite.listen()

printDemo(demo, `http://localhost:${settings.webPort}`, settings.superuser, printer.url)
console.log(`  E-mails sent by the app: ${mailpit.url}`)
console.log(
  `  Payments: ${stripeMock ? `test payment form, stripe-mock at ${stripeMock.url} (no card is charged)` : 'Stripe (STRIPE_SECRET_KEY from .env)'}\n`,
)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await Promise.allSettled([vite.close(), pocketbase.stop(), mailpit.stop(), stripeMock?.stop(), printer.stop()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
pocketbase.process.on('exit', (code) => {
  if (!stopping) {
    console.error(`PocketBase stopped unexpectedly (exit ${code}).`)
    void stop()
  }
})
