import { getRequestListener } from '@hono/node-server'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { fileURLToPath } from 'node:url'
import { inlineHead } from './scripts/lib/vite-inline-head.ts'
import { precompress } from './scripts/lib/vite-precompress.ts'
import { preconnectPocketBase } from './scripts/lib/vite-preconnect.ts'
import { securityHeaders } from './scripts/lib/vite-security-headers.ts'

/** Serves api-functions/ from the dev server, loaded through Vite so edits apply without restart. */
function apiFunctions(): Plugin {
  return {
    name: 'conto-api-functions',
    configureServer(server) {
      // Hono's Node listener makes the Request (as in production, scripts/lib/web-server.ts)
      const listen = getRequestListener(async (request, { incoming }) => {
        const router = await server.ssrLoadModule('/api-functions/_lib/router.ts')
        const limits = await server.ssrLoadModule('/api-functions/_lib/rate-limit.ts')
        return router.handleFunctionRequest(limits.withClientAddress(request, incoming.socket.remoteAddress))
      })
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next()
        const router = await server.ssrLoadModule('/api-functions/_lib/router.ts')
        if (!router.isFunctionPath(new URL(req.url, 'http://localhost').pathname)) return next()
        await listen(req, res)
      })
    },
  }
}

/** Every module's static imports, as the build parsed them (for the app's chunk below). */
const staticImports = new Map<string, readonly string[]>()
const appEntry = fileURLToPath(new URL('./src/main.tsx', import.meta.url))
let appModules: Set<string> | undefined

function recordStaticImports(): Plugin {
  return {
    name: 'conto-static-imports',
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds)
    },
  }
}

/** Whether the app (src/main.tsx) imports `id`, directly or not, without a dynamic import. */
function isAppModule(id: string): boolean {
  if (!appModules) {
    appModules = new Set()
    const queue = [appEntry]
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (appModules.has(next)) continue
      appModules.add(next)
      queue.push(...(staticImports.get(next) ?? []))
    }
  }
  return appModules.has(id)
}

/**
 * The diner's first load as few files: over HTTP/1.1 a phone opens at most six connections per
 * host, so every extra file on a slow network costs a round trip (decision 024). The libraries
 * every page starts with are one file; the app that src/boot.ts imports (with everything it
 * imports, and one stylesheet, which the build puts into index.html) another.
 */
const firstLoadChunks = [
  { name: 'framework', priority: 2, test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/ },
  { name: 'main', priority: 1, test: (id: string) => !id.includes('node_modules') && !id.endsWith('.json') && isAppModule(id) },
  // Vite's import helper, which src/boot.ts needs too, inside boot's own file ("index"): inside the
  // app's file it would load the app with boot, in a file of its own it would cost a phone on slow
  // 4G a connection before the bill's first paint (decision 040)
  { name: 'index', priority: 3, test: /vite\/preload-helper|src\/boot\.ts/ },
]

/**
 * The service worker (src/service-worker/sw.ts, decision 030), built to /sw.js with the list of files
 * it saves at install: only the page and its icons. The build's scripts are kept as pages use them,
 * so a diner's phone never downloads the staff screens for the offline copy.
 * In development it is served as /dev-sw.js?dev-sw (src/lib/browser/service-worker.ts registers that one).
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: { globPatterns: ['index.html', 'favicon.svg', 'manifest.webmanifest'] },
  devOptions: { enabled: true, type: 'module' },
})

export default defineConfig(({ isSsrBuild }) => ({
  // securityHeaders before apiFunctions: the functions' answers carry the headers too. The server
  // renderer's build (src/entry-server.tsx, scripts/lib/build-app.ts) needs React alone.
  plugins: isSsrBuild
    ? [react()]
    : [react(), recordStaticImports(), serviceWorker, securityHeaders(), apiFunctions(), preconnectPocketBase(), inlineHead(), precompress()],
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }] },
  envDir: '.',
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // every browser that runs this build supports modulepreload: no polyfill in the first load
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: firstLoadChunks } } },
  },
}))
