import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { precompress } from './scripts/lib/vite-precompress.ts'
import { preconnectPocketBase } from './scripts/lib/vite-preconnect.ts'
import { preloadEntry } from './scripts/lib/vite-preload-entry.ts'

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

export default defineConfig({
  plugins: [react(), apiFunctions(), preloadEntry(), preconnectPocketBase(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  envDir: '.',
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  // every browser that runs this build supports modulepreload: no polyfill in the first load
  build: { target: 'es2022', sourcemap: true, modulePreload: { polyfill: false } },
})
