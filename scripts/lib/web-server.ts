import { createServer, type Server } from 'node:http'
import sirv from 'sirv'
import { handleFunctionRequest, isFunctionPath, reportFunctionsConfig, startFunctionsBackgroundWork } from '../../api-functions/_lib/router.ts'
import { sendWebResponse, toWebRequest } from '../../api-functions/_lib/node-adapter.ts'
import { getDinerPreloadLinks } from './diner-preload-links.ts'
import { applySecurityHeaders, getSecurityHeaders, isCassaPage } from './security-headers.ts'

export interface WebServerOptions {
  /** PocketBase's address in the build (for the CSP and the diner's preloads); defaults to VITE_POCKETBASE_URL, as the build. */
  pocketbaseUrl?: string
}

/**
 * The production web server: the built SPA (with history fallback to index.html) and the
 * functions, in one Node process. Hashed assets are cached for a year; index.html never.
 * Every answer carries the security headers (security-headers.ts).
 */
export function createWebServer(distDir: string, options: WebServerOptions = {}): Server {
  // say at start what the payment functions are missing, not on a diner's first payment
  reportFunctionsConfig()
  startFunctionsBackgroundWork()
  const pocketbaseUrl = options.pocketbaseUrl ?? process.env.VITE_POCKETBASE_URL
  const headers = getSecurityHeaders({ pocketbaseUrl })
  const cassaHeaders = getSecurityHeaders({ pocketbaseUrl, fiscalPrinter: true })
  const assets = sirv(distDir, {
    single: true,
    etag: true,
    // serve the .br/.gz files the build writes (scripts/lib/vite-precompress.ts)
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'cache-control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  return createServer(async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    applySecurityHeaders(res, isCassaPage(pathname) ? cassaHeaders : headers)
    if (isFunctionPath(pathname)) {
      const response = await handleFunctionRequest(toWebRequest(req, `http://${req.headers.host ?? 'localhost'}`))
      await sendWebResponse(response, res)
      return
    }
    const preloadLinks = getDinerPreloadLinks(pathname, pocketbaseUrl)
    if (preloadLinks) res.setHeader('link', preloadLinks)
    assets(req, res)
  })
}
