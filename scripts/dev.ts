// `npm run dev`: the local stack (scripts/lib/local-stack.ts: PocketBase with demo data, the RT
// simulator, mailpit, stripe-mock) and Vite's dev server with the functions mounted, for
// development. The README's demo (`npm run demo`) serves the production build instead.
import { createServer } from 'vite'
import { devSettings } from './lib/dev-settings.ts'
import { printDemo } from './lib/print-demo.ts'
import { printStackExtras, startLocalStack, stopOnSignals } from './lib/local-stack.ts'
import { reportFunctionsConfig, startFunctionsBackgroundWork } from '../api-functions/_lib/router.ts'

const settings = devSettings()
const webUrl = `http://localhost:${settings.webPort}`
const stack = await startLocalStack(settings, webUrl)
reportFunctionsConfig()
startFunctionsBackgroundWork()
const vite = await createServer({ root: settings.root, server: { port: settings.webPort, host: '127.0.0.1' } })
await vite.listen()

printDemo(stack.demo, webUrl, settings.superuser, stack.printerUrl)
printStackExtras(stack)
stopOnSignals(stack, () => vite.close())
