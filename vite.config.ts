import { defineConfig, type Plugin } from 'vite'
import preact from '@preact/preset-vite'
import { fileURLToPath } from 'node:url'
import { precompress } from './scripts/lib/vite-precompress.ts'
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

export default defineConfig({
  // `react` and `react-dom` are npm aliases of @preact/compat (docs/decisions/013), so the
  // preset's own aliases are not needed; it brings Preact's JSX transform and hot reload.
  // securityHeaders before apiFunctions: the functions' answers carry the headers too
  plugins: [preact({ reactAliasesEnabled: false }), securityHeaders(), apiFunctions(), preconnectPocketBase(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  envDir: '.',
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
