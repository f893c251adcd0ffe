// `npm run start:pocketbase`: PocketBase, with Litestream when LITESTREAM_REPLICA_URL is set, in a
// process (and a service: deploy/conto-pocketbase.service) of its own; `npm start` with
// CONTO_POCKETBASE=external serves the app beside it. Each has its own memory ceiling, so an image
// that blows PocketBase up cannot take the diners' pages and the payments down with it.
import { devSettings } from './lib/dev-settings.ts'
import { startPocketBaseWithBackups } from './lib/pocketbase-with-backups.ts'

const running = await startPocketBaseWithBackups(devSettings(), { verbose: true })
console.log(`PocketBase is serving ${running.pocketbase.url}.`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await running.stop()
  process.exit()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// PocketBase ended on its own (killed, out of memory): end too, so the service manager restarts both
running.pocketbase.process.once('exit', (code, signal) => {
  if (stopping) return
  console.error(`PocketBase exited (${signal ?? code}).`)
  void running.stop().finally(() => process.exit(1))
})
