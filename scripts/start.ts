// `npm start`: the production build and the functions from one Node process, PocketBase alongside.
// Run `npm run build` first. Demo data, and a simulated fiscal printer for it, only when
// SEED_DEMO=1. With LITESTREAM_REPLICA_URL set, Litestream streams PocketBase's database there
// (docs/decisions/014). With CONTO_POCKETBASE=external, PocketBase (and Litestream) run in a
// service of their own (`npm run start:pocketbase`, deploy/conto-pocketbase.service) and this
// process only waits for it at POCKETBASE_URL: PocketBase's memory cannot take Node down, nor
// Node's PocketBase.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startPocketBaseWithBackups } from './lib/pocketbase-with-backups.ts'
import { waitForPocketBase } from './lib/pocketbase-process.ts'
import { createWebServer } from './lib/web-server.ts'
import { devSettings } from './lib/dev-settings.ts'
import { seedDemo } from './lib/seed-demo.ts'
import { printDemo } from './lib/print-demo.ts'
import { startRtSimulator } from './rt-simulator/simulator.ts'

const settings = devSettings()
let stopping = false
// CONTO_DIST_DIR: a build elsewhere (the split-services test serves a page of its own)
const distDir = process.env.CONTO_DIST_DIR ?? join(settings.root, 'dist')
if (!existsSync(join(distDir, 'index.html'))) {
  console.error('No production build found: run `npm run build` first.')
  process.exit(1)
}

const seedingDemo = process.env.SEED_DEMO === '1'
// The demo restaurant's fiscal printer (scripts/rt-simulator), first so a taken port stops the start
// before anything else runs. The build was made before, so the Cassa page cannot be given its
// address at build time: the banner says where it is.
const demoPrinter = seedingDemo ? await startRtSimulator({ port: settings.rtSimulatorPort, host: '127.0.0.1' }) : undefined
const external = process.env.CONTO_POCKETBASE === 'external'
const ownPocketBase = external ? undefined : await startPocketBaseWithBackups(settings)
const pocketbaseUrl = ownPocketBase?.pocketbase.url ?? settings.pocketbaseUrl
if (external) await waitForPocketBase(pocketbaseUrl, 60_000)
const port = Number(process.env.PORT ?? 3000)
const server = createWebServer(distDir).listen(port, process.env.HOST ?? '127.0.0.1')
const webUrl = `http://localhost:${port}`

if (seedingDemo) {
  const demo = await seedDemo(pocketbaseUrl, settings.superuser)
  writeFileSync(settings.demoFile, JSON.stringify(demo, null, 2))
  printDemo(demo, webUrl, settings.superuser, demoPrinter?.url)
} else {
  console.log(`Conto is serving ${webUrl} (PocketBase ${pocketbaseUrl}${external ? ', in its own service' : ''}).`)
}

async function stop() {
  if (stopping) return
  stopping = true
  server.close()
  await demoPrinter?.stop()
  await ownPocketBase?.stop()
  process.exit()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// A request must never end the server (decision 036): an unexpected rejection is logged, serving
// goes on. An uncaught exception leaves the process in an unknown state: stop cleanly, and the
// service manager starts it again.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection (serving goes on):', reason))
process.on('uncaughtException', (error) => {
  console.error('Uncaught exception: stopping', error)
  process.exitCode = 1
  void stop()
})
