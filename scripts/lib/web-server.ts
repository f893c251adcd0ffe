import { createServer, type Server } from 'node:http'
import sirv from 'sirv'
import { handleFunctionRequest, isFunctionPath, reportFunctionsConfig } from '../../api-functions/_lib/router.ts'
import { sendWebResponse, toWebRequest } from '../../api-functions/_lib/node-adapter.ts'

/**
 * The production web server: the built SPA (with history fallback to index.html) and the
 * functions, in one Node process. Hashed assets are cached for a year; index.html never.
 */
export function createWebServer(distDir: string): Server {
  // say at start what the payment functions are missing, not on a diner's first payment
  reportFunctionsConfig()
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
    if (isFunctionPath(pathname)) {
      const response = await handleFunctionRequest(toWebRequest(req, `http://${req.headers.host ?? 'localhost'}`))
      await sendWebResponse(response, res)
      return
    }
    assets(req, res)
  })
}
