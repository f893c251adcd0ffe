import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

export type DevSettings = ReturnType<typeof devSettings>

/** Local settings for dev, seed and start; `.env` (see .env.example) overrides the defaults. */
export function devSettings() {
  if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'))
  const dataDir = resolve(root, process.env.CONTO_DATA_DIR ?? '.data/dev')
  const pocketbasePort = Number(process.env.POCKETBASE_PORT ?? 8090)
  return {
    root,
    dataDir,
    pocketbaseDataDir: join(dataDir, 'pb_data'),
    demoFile: join(dataDir, 'demo.json'),
    pocketbasePort,
    pocketbaseUrl: process.env.POCKETBASE_URL ?? `http://127.0.0.1:${pocketbasePort}`,
    webPort: Number(process.env.PORT ?? 5173),
    mailpitHttpPort: Number(process.env.MAILPIT_HTTP_PORT ?? 8025),
    mailpitSmtpPort: Number(process.env.MAILPIT_SMTP_PORT ?? 1025),
    // the simulated fiscal printer of the demo (scripts/rt-simulator), on its README's port
    rtSimulatorPort: Number(process.env.RT_SIMULATOR_PORT ?? 8070),
    superuser: {
      email: process.env.POCKETBASE_SUPERUSER_EMAIL ?? 'superuser@conto.local',
      // Local development only; production sets its own in the environment.
      password: process.env.POCKETBASE_SUPERUSER_PASSWORD ?? 'conto-dev-superuser',
    },
  }
}
