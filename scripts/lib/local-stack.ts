import { writeFileSync } from 'node:fs'
import { startPocketBase } from './pocketbase-process.ts'
import { seedDemo, type DemoInfo } from './seed-demo.ts'
import type { devSettings } from './dev-settings.ts'
import { configurePocketBaseMail, startMailpit } from './mailpit.ts'
import { startStripeMock } from './stripe-mock.ts'
import { startRtSimulator } from '../rt-simulator/simulator.ts'
import { functionsEnv, persistentVapidKeys } from './functions-env.ts'

export interface LocalStack {
  demo: DemoInfo
  printerUrl: string
  mailpitUrl: string
  /** stripe-mock's address; undefined when .env configures a real Stripe test key. */
  stripeMockUrl: string | undefined
  pocketbase: Awaited<ReturnType<typeof startPocketBase>>
  stop: () => Promise<void>
}

/**
 * Everything the product runs beside for the demo and development: a simulated fiscal printer,
 * PocketBase (built, migrated, superuser, demo data), mailpit for the app's e-mails and stripe-mock
 * unless .env has a Stripe key. Sets the environment the functions and the browser build read.
 */
export async function startLocalStack(settings: ReturnType<typeof devSettings>, webUrl: string): Promise<LocalStack> {
  // The demo restaurant's fiscal printer (scripts/rt-simulator), as strict as the public sources
  // describe a real RT. Started first, so a taken port stops the start before anything else runs.
  const printer = await startRtSimulator({ port: settings.rtSimulatorPort, host: '127.0.0.1' })
  const pocketbase = await startPocketBase({
    dataDir: settings.pocketbaseDataDir,
    port: settings.pocketbasePort,
    superuserEmail: settings.superuser.email,
    superuserPassword: settings.superuser.password,
  })
  // E-mails (receipts, staff invitations, password resets) land in mailpit's inbox.
  const mailpit = await startMailpit({ smtpPort: settings.mailpitSmtpPort, httpPort: settings.mailpitHttpPort })
  await configurePocketBaseMail(pocketbase.url, settings.superuser, { smtpPort: mailpit.smtpPort, appUrl: webUrl })
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
    appUrl: webUrl,
    vapid: persistentVapidKeys(settings.dataDir),
  })
  for (const [name, value] of Object.entries(functions)) process.env[name] ??= value

  return {
    demo,
    printerUrl: printer.url,
    mailpitUrl: mailpit.url,
    stripeMockUrl: stripeMock?.url,
    pocketbase,
    stop: async () => {
      await Promise.allSettled([pocketbase.stop(), mailpit.stop(), stripeMock?.stop(), printer.stop()])
    },
  }
}

/** After the demo banner: where the e-mails land and how payments are made. */
export function printStackExtras(stack: LocalStack): void {
  console.log(`  E-mails sent by the app: ${stack.mailpitUrl}`)
  console.log(
    `  Payments: ${stack.stripeMockUrl ? `test payment form, stripe-mock at ${stack.stripeMockUrl} (no card is charged)` : 'Stripe (STRIPE_SECRET_KEY from .env)'}\n`,
  )
}

/** Stops the stack on Ctrl-C or SIGTERM, and when PocketBase ends by itself. */
export function stopOnSignals(stack: LocalStack, stopServer: () => Promise<unknown> | void): void {
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await Promise.allSettled([stopServer(), stack.stop()])
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  stack.pocketbase.process.on('exit', (code) => {
    if (!stopping) {
      console.error(`PocketBase stopped unexpectedly (exit ${code}).`)
      void stop()
    }
  })
}
