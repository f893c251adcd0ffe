// `npm start`: the production build and the functions from one Node process, PocketBase alongside.
// Run `npm run build` first. Demo data, and a simulated fiscal printer for it, only when
// SEED_DEMO=1. With LITESTREAM_REPLICA_URL set, Litestream streams PocketBase's database there
// (docs/decisions/014).
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startPocketBase } from './lib/pocketbase-process.ts'
import { describeReplica, startReplication, SYNC_INTERVAL } from './lib/litestream.ts'
import { createWebServer } from './lib/web-server.ts'
import { devSettings } from './lib/dev-settings.ts'
import { seedDemo } from './lib/seed-demo.ts'
import { printDemo } from './lib/print-demo.ts'
import { startRtSimulator } from './rt-simulator/simulator.ts'

const settings = devSettings()
let stopping = false
const distDir = join(settings.root, 'dist')
if (!existsSync(join(distDir, 'index.html'))) {
  console.error('No production build found: run `npm run build` first.')
  process.exit(1)
}

const seedingDemo = process.env.SEED_DEMO === '1'
// The demo restaurant's fiscal printer (scripts/rt-simulator), first so a taken port stops the start
// before anything else runs. The build was made before, so the Cassa page cannot be given its
// address at build time: the banner says where it is.
const demoPrinter = seedingDemo ? await startRtSimulator({ port: settings.rtSimulatorPort, host: '127.0.0.1' }) : undefined
const pocketbase = await startPocketBase({
  dataDir: settings.pocketbaseDataDir,
  port: settings.pocketbasePort,
  superuserEmail: settings.superuser.email,
  superuserPassword: settings.superuser.password,
})
const replication = await startBackups()
const port = Number(process.env.PORT ?? 3000)
const server = createWebServer(distDir).listen(port, process.env.HOST ?? '127.0.0.1')
const webUrl = `http://localhost:${port}`

if (seedingDemo) {
  const demo = await seedDemo(pocketbase.url, settings.superuser)
  writeFileSync(settings.demoFile, JSON.stringify(demo, null, 2))
  printDemo(demo, webUrl, settings.superuser, demoPrinter?.url)
} else {
  console.log(`Conto is serving ${webUrl} (PocketBase ${pocketbase.url}).`)
}

/** Litestream beside PocketBase when a replica is configured; it must be running before we serve. */
async function startBackups() {
  const replicaUrl = process.env.LITESTREAM_REPLICA_URL
  if (!replicaUrl) {
    console.log('Backups are off: set LITESTREAM_REPLICA_URL to stream the database to a replica.')
    return undefined
  }
  const dbPath = join(settings.pocketbaseDataDir, 'data.db')
  try {
    const running = await startReplication({ dbPath, replicaUrl, verbose: true })
    console.log(`Litestream replicates ${dbPath} to ${describeReplica(running.replicaUrl)} (every ${SYNC_INTERVAL}).`)
    running.process.once('exit', (code, signal) => {
      if (!stopping) console.error(`Litestream exited (${signal ?? code}): the database is NOT being backed up.`)
    })
    // a wrong bucket or key shows now, not at the first restore; serving goes on meanwhile and
    // Litestream keeps retrying (the WAL waits locally until the replica takes it)
    running.sync().then(
      ({ replicatedTxid }) => console.log(`Litestream: the replica is up to date (transaction ${replicatedTxid}).`),
      (error: Error) => console.error(`Litestream cannot write to the replica yet; nothing is backed up until it can.\n${error.message}`),
    )
    return running
  } catch (error) {
    await pocketbase.stop()
    throw error
  }
}

async function stop() {
  if (stopping) return
  stopping = true
  server.close()
  await demoPrinter?.stop()
  await pocketbase.stop()
  // after PocketBase: Litestream ships its last writes on the way out
  await replication?.stop()
  process.exit()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

// However this process ends, its children end with it: a PocketBase or Litestream left behind
// holds the port and the database, and the next start fails ("Port … is already in use").
process.on('exit', () => {
  for (const child of [pocketbase.process, replication?.process]) {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
})
// A request must never end the server (decision 036): an unexpected rejection is logged, serving
// goes on. An uncaught exception leaves the process in an unknown state: stop cleanly, and the
// service manager starts it again.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection (serving goes on):', reason))
process.on('uncaughtException', (error) => {
  console.error('Uncaught exception: stopping', error)
  process.exitCode = 1
  void stop()
})
