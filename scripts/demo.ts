// `npm run demo` (the README's run command, through scripts/demo.sh): the product as a restaurant
// gets it — the production build served by the production web server (diner pages rendered on the
// server, the service worker, the functions) — beside the local stack with demo data
// (scripts/lib/local-stack.ts). The build is made after the stack starts, so it points at this
// PocketBase and the Cassa page knows the simulated printer. Ctrl-C stops everything.
import { join } from 'node:path'
import { buildApp } from './lib/build-app.ts'
import { devSettings } from './lib/dev-settings.ts'
import { printDemo } from './lib/print-demo.ts'
import { printStackExtras, startLocalStack, stopOnSignals } from './lib/local-stack.ts'
import { createWebServer } from './lib/web-server.ts'

const settings = devSettings()
const webUrl = `http://localhost:${settings.webPort}`
const stack = await startLocalStack(settings, webUrl)
// inside the project, so the server renderer finds the project's node_modules
const distDir = join(settings.dataDir, 'dist')
console.log('Building the production app…')
await buildApp({ root: settings.root, outDir: distDir })
const server = createWebServer(distDir).listen(settings.webPort, '127.0.0.1')

printDemo(stack.demo, webUrl, settings.superuser, stack.printerUrl)
printStackExtras(stack)
stopOnSignals(stack, () => new Promise((resolve) => server.close(resolve)))
