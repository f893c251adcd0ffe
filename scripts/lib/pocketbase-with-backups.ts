// PocketBase and, when LITESTREAM_REPLICA_URL is set, Litestream streaming its database
// (docs/decisions/014): what `npm start` runs beside the web server, or
// `npm run start:pocketbase` runs alone in a service of its own (deploy/conto-pocketbase.service).
import { join } from 'node:path'
import type { DevSettings } from './dev-settings.ts'
import { describeReplica, startReplication, SYNC_INTERVAL } from './litestream.ts'
import { startPocketBase, type RunningPocketBase } from './pocketbase-process.ts'

export interface PocketBaseWithBackups {
  pocketbase: RunningPocketBase
  /** PocketBase first, then Litestream, which ships the last writes on the way out. */
  stop: () => Promise<void>
}

export async function startPocketBaseWithBackups(settings: DevSettings, options: { verbose?: boolean } = {}): Promise<PocketBaseWithBackups> {
  const pocketbase = await startPocketBase({
    dataDir: settings.pocketbaseDataDir,
    port: settings.pocketbasePort,
    superuserEmail: settings.superuser.email,
    superuserPassword: settings.superuser.password,
    verbose: options.verbose,
  })
  let stopping = false
  const replication = await startBackups(settings, () => stopping).catch(async (error: unknown) => {
    await pocketbase.stop()
    throw error
  })
  // however this process ends, its children end with it: a PocketBase or Litestream left behind
  // holds the port and the database, and the next start fails ("Port … is already in use")
  process.on('exit', () => {
    for (const child of [pocketbase.process, replication?.process]) {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    }
  })
  return {
    pocketbase,
    stop: async () => {
      stopping = true
      await pocketbase.stop()
      await replication?.stop()
    },
  }
}

/** Litestream beside PocketBase when a replica is configured; it must be running before we serve. */
async function startBackups(settings: DevSettings, isStopping: () => boolean) {
  const replicaUrl = process.env.LITESTREAM_REPLICA_URL
  if (!replicaUrl) {
    console.log('Backups are off: set LITESTREAM_REPLICA_URL to stream the database to a replica.')
    return undefined
  }
  const dbPath = join(settings.pocketbaseDataDir, 'data.db')
  const running = await startReplication({ dbPath, replicaUrl, verbose: true })
  console.log(`Litestream replicates ${dbPath} to ${describeReplica(running.replicaUrl)} (every ${SYNC_INTERVAL}).`)
  running.process.once('exit', (code, signal) => {
    if (!isStopping()) console.error(`Litestream exited (${signal ?? code}): the database is NOT being backed up.`)
  })
  // a wrong bucket or key shows now, not at the first restore; serving goes on meanwhile and
  // Litestream keeps retrying (the WAL waits locally until the replica takes it)
  running.sync().then(
    ({ replicatedTxid }) => console.log(`Litestream: the replica is up to date (transaction ${replicatedTxid}).`),
    (error: Error) => console.error(`Litestream cannot write to the replica yet; nothing is backed up until it can.\n${error.message}`),
  )
  return running
}
