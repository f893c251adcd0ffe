import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { fileURLToPath } from 'node:url'
import { inlineHead } from './scripts/lib/vite-inline-head.ts'
import { precompress } from './scripts/lib/vite-precompress.ts'
import { prePaintTexts } from './scripts/lib/vite-pre-paint-texts.ts'
import { preconnectPocketBase } from './scripts/lib/vite-preconnect.ts'
import { securityHeaders } from './scripts/lib/vite-security-headers.ts'

/** Serves api-functions/ from the dev server, loaded through Vite so edits apply without restart. */
function apiFunctions(): Plugin {
  return {
    name: 'conto-api-functions',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next()
        const router = await server.ssrLoadModule('/api-functions/_lib/router.ts')
        const adapter = await server.ssrLoadModule('/api-functions/_lib/node-adapter.ts')
        if (!router.isFunctionPath(new URL(req.url, 'http://localhost').pathname)) return next()
        const request = adapter.toWebRequest(req, `http://${req.headers.host ?? 'localhost'}`)
        await adapter.sendWebResponse(await router.handleFunctionRequest(request), res)
      })
    },
  }
}

/**
 * The diner's first load as a few files, not a dozen slivers: over HTTP/1.1 a phone opens at most
 * six connections per host, so every extra file on a slow network costs a round trip.
 */
const firstLoadChunks = [
  // the libraries every page starts with
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@tanstack)[\\/]/ },
  // the diner's whole first script: the pre-paint (src/preload.ts, routes/diner/pre-paint and
  // preload) with the small modules it shares with the app, as the one file index.html loads
  // (one instance of each module, so the app picks up its reads). One file rides the page's open
  // connection; a second would wait for a new one on slow 4G (decision 024)
  { name: 'paint', test: /src[\\/](preload|routes[\\/]diner[\\/](pre-paint|preload)|lib[\\/](pocketbase-(rest|errors)|color|language)|domain[\\/](money|bill-(maths|ledger))|config[\\/](env|paths|pocketbase-url|diner-address)|features[\\/](bill[\\/](reads|amounts|items)|restaurant[\\/](reads|media)))\./ },
]

/**
 * The service worker (src/service-worker/sw.ts, decision 030), built to /sw.js with the list of files
 * it saves at install: only the page and its icons. The build's scripts are kept as pages use them,
 * so a diner's phone never downloads the staff screens for the offline copy.
 * In development it is served as /dev-sw.js?dev-sw (src/lib/service-worker.ts registers that one).
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

export default defineConfig({
  // securityHeaders before apiFunctions: the functions' answers carry the headers too
  plugins: [react(), serviceWorker, securityHeaders(), apiFunctions(), prePaintTexts(), preconnectPocketBase(), inlineHead(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
})
