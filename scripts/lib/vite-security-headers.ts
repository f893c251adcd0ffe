import type { Plugin } from 'vite'
import { applySecurityHeaders, getSecurityHeaders, isApiReferencePage, isCassaPage, securityHeadersByPath } from './security-headers.ts'

/**
 * The production server's security headers on Vite's dev and preview servers too, so a CSP
 * problem shows up while developing. Dev adds the hot-reload websocket to connect-src and allows
 * inline scripts for React Refresh's preamble, which @vitejs/plugin-react writes into the page.
 */
export function securityHeaders(): Plugin {
  let pocketbaseUrl: string | undefined
  return {
    name: 'conto-security-headers',
    configResolved(config) {
      // the same value the app is built with (VITE_POCKETBASE_URL from the environment or .env)
      pocketbaseUrl = config.env.VITE_POCKETBASE_URL
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const socket = req.headers.host ? [`ws://${req.headers.host}`] : []
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
        const page = { fiscalPrinter: isCassaPage(pathname), apiReference: isApiReferencePage(pathname) }
        applySecurityHeaders(res, getSecurityHeaders({ pocketbaseUrl, devSocketOrigins: socket, devInlineScripts: true, ...page }))
        next()
      })
    },
    configurePreviewServer(server) {
      const headersFor = securityHeadersByPath({ pocketbaseUrl })
      server.middlewares.use((req, res, next) => {
        applySecurityHeaders(res, headersFor(new URL(req.url ?? '/', 'http://localhost').pathname))
        next()
      })
    },
  }
}
