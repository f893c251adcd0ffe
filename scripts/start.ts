// `npm start`: the production build and the functions from one Node process, PocketBase alongside.
// Run `npm run build` first. Demo data is written only when SEED_DEMO=1.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startPocketBase } from './lib/pocketbase-process.ts'
import { createWebServer } from './lib/web-server.ts'
import { devSettings } from './lib/dev-settings.ts'
import { seedDemo } from './lib/seed-demo.ts'
import { printDemo } from './lib/print-demo.ts'

const settings = devSettings()
const distDir = join(settings.root, 'dist')
if (!existsSync(join(distDir, 'index.html'))) {
  console.error('No production build found: run `npm run build` first.')
  process.exit(1)
}

const pocketbase = await startPocketBase({
  dataDir: settings.pocketbaseDataDir,
  port: settings.pocketbasePort,
  superuserEmail: settings.superuser.email,
  superuserPassword: settings.superuser.password,
})
const port = Number(process.env.PORT ?? 3000)
const server = createWebServer(distDir).listen(port, process.env.HOST ?? '127.0.0.1')
const webUrl = `http://localhost:${port}`

if (process.env.SEED_DEMO === '1') {
  const demo = await seedDemo(pocketbase.url, settings.superuser)
  writeFileSync(settings.demoFile, JSON.stringify(demo, null, 2))
  printDemo(demo, webUrl, settings.superuser)
} else {
  console.log(`Conto is serving ${webUrl} (PocketBase ${pocketbase.url}).`)
}

async function stop() {
  server.close()
  await pocketbase.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
