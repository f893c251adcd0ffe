import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { createAdaptorServer, type HttpBindings } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import sirv from 'sirv'
import { handleFunctionRequest, isFunctionPath, reportFunctionsConfig, startFunctionsBackgroundWork } from '../../api-functions/_lib/router.ts'
import { jsonError, MAX_BODY_BYTES } from '../../api-functions/_lib/http.ts'
import { createRateLimiter, getClientAddress, withClientAddress } from '../../api-functions/_lib/rate-limit.ts'
import { matchDinerPath } from '../../src/config/diner-address.ts'
import { parsePocketBaseUrl } from '../../src/config/pocketbase-url.ts'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import { SERVER_RENDERER_DIR, SERVER_RENDERER_FILE } from './build-app.ts'
import { applySecurityHeaders, securityHeadersByPath } from './security-headers.ts'

type Renderer = typeof import('../../src/entry-server.tsx')

export interface WebServerOptions {
  /** PocketBase's address in the build (for the CSP); defaults to VITE_POCKETBASE_URL, as the build. */
  pocketbaseUrl?: string
}

/**
 * The production web server: the built SPA (with history fallback to index.html) and the
 * functions, in one Node process. The diner's home and bill are rendered here (src/entry-server.tsx,
 * decision 033); every other page is index.html, drawn in the browser. Hashed assets are cached
 * for a year; pages never. Every answer carries the security headers (security-headers.ts).
 *
 * Requests reach us through Hono's Node server (decision 036): it answers 400 to a request line
 * or Host it cannot make a URL of, maps TRACE and other odd methods without throwing, and turns
 * any error into a 500, so no request can end the process.
 */
export function createWebServer(distDir: string, options: WebServerOptions = {}): Server {
  // say at start what the payment functions are missing, not on a diner's first payment
  reportFunctionsConfig()
  startFunctionsBackgroundWork()
  const pocketbaseUrl = options.pocketbaseUrl ?? process.env.VITE_POCKETBASE_URL
  const headersFor = securityHeadersByPath({ pocketbaseUrl })
  const renderPage = createPageRenderer(distDir, pocketbaseUrl)
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

  const app = new Hono<{ Bindings: HttpBindings }>()
  app.use(async (c, next) => {
    applySecurityHeaders(c.env.outgoing, headersFor(c.req.path))
    await next()
  })
  // bytes are counted as they arrive, chunked bodies included; the functions count again (http.ts)
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => jsonError(413, 'The request is too large.', FUNCTION_ERROR_CODES.requestTooLarge),
  })
  app.all('*', async (c, next) => {
    if (!isFunctionPath(c.req.path)) return next()
    const refusal = await limitBody(c, async () => {
      c.res = await handleFunctionRequest(withClientAddress(c.req.raw, c.env.incoming.socket.remoteAddress))
    })
    return refusal ?? c.res
  })
  // Rendering a bill shares the event loop with the payment functions: past its share per address
  // a page is index.html, drawn in the browser, which costs the server a file read (issue 34)
  const renders = createRateLimiter(RENDER_LIMIT())
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const { incoming, outgoing } = c.env
    // asked only for a diner page: assets and other pages pass without counting
    const mayRender = () => renders.take(getClientAddress(withClientAddress(c.req.raw, incoming.socket.remoteAddress)) ?? 'unknown').allowed
    if (await renderPage(incoming, outgoing, c.req.path, mayRender)) return RESPONSE_ALREADY_SENT
    assets(incoming, outgoing)
    return RESPONSE_ALREADY_SENT
  })
  app.all('*', (c) => {
    c.header('allow', 'GET, HEAD')
    return c.json({ error: { code: FUNCTION_ERROR_CODES.methodNotAllowed, message: 'Use GET.' } }, 405)
  })
  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed`, error)
    return jsonError(500, 'Something went wrong while processing your request.', FUNCTION_ERROR_CODES.internalError)
  })
  return createAdaptorServer({ fetch: app.fetch }) as Server
}

/**
 * Rendered pages per client address and minute (CONTO_RENDERS_PER_ADDRESS_PER_MINUTE): a
 * restaurant's Wi-Fi full of diners opening the bill at once stays far under it; a script asking
 * 190 a second gets the page drawn in the browser instead, and payments keep their time.
 */
const RENDER_LIMIT = () => ({ maxRequests: Number(process.env.CONTO_RENDERS_PER_ADDRESS_PER_MINUTE) || 120, windowSeconds: 60 })

/**
 * Answers a diner home or bill with the page rendered; false when it did not (another page, no
 * renderer in the build, over the address's share, the reads failed or were slow), and index.html
 * is served instead.
 */
function createPageRenderer(distDir: string, pocketbaseUrl: string | undefined) {
  const rendererFile = join(distDir, SERVER_RENDERER_DIR, SERVER_RENDERER_FILE)
  const template = existsSync(rendererFile) ? readFileSync(join(distDir, 'index.html'), 'utf8') : ''
  let renderer: Promise<Renderer> | undefined
  const serverPocketBaseUrl = getServerPocketBaseUrl(pocketbaseUrl)
  return async (req: IncomingMessage, res: ServerResponse, pathname: string, mayRender: () => boolean): Promise<boolean> => {
    if (!template || (req.method !== 'GET' && req.method !== 'HEAD') || !matchDinerPath(pathname) || !mayRender()) return false
    renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>
    let page: Awaited<ReturnType<Renderer['renderDinerPage']>>
    try {
      // a renderer that cannot load (a build moved away from its node_modules) serves index.html
      const { renderDinerPage } = await renderer
      page = await renderDinerPage({
        pathname,
        cookies: req.headers.cookie,
        pocketbaseUrl: serverPocketBaseUrl,
      })
    } catch (error) {
      console.error('Rendering a diner page failed; the browser renders it instead', error)
      return false
    }
    if (!page) return false
    // replacement functions, never strings: a restaurant named "Da $'Gino" stays its name
    const html = template
      .replace(/<html lang="[^"]*">/, () => `<html ${page.htmlAttributes}>`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(/(<meta name="theme-color" content=")[^"]*(")/, (_match, before: string, after: string) => `${before}${escapeHtml(page.themeColor)}${after}`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.stateScript}`)
    res.statusCode = 200
    res.setHeader('content-type', 'text/html; charset=utf-8')
    // the live bill: never kept by a cache; it depends on the language cookie
    res.setHeader('cache-control', 'no-store')
    res.setHeader('vary', 'Cookie, Accept-Encoding')
    const body = compress(html, req.headers['accept-encoding'], res)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}

/**
 * Where this server reads PocketBase: the build's address, the diner's own, when it is absolute;
 * for a same-origin build ('/'), POCKETBASE_URL (the functions' address) or PocketBase's default.
 */
function getServerPocketBaseUrl(pocketbaseUrl: string | undefined): string {
  const fromBuild = parsePocketBaseUrl(pocketbaseUrl)
  if (!fromBuild.startsWith('/')) return fromBuild
  return process.env.POCKETBASE_URL ?? 'http://127.0.0.1:8090'
}

/**
 * The page compressed as the browser accepts (~35 KB of HTML, styles and state become ~9 KB): on
 * slow 4G a first answer that fits TCP's first window arrives a round trip or two sooner.
 */
function compress(html: string, accepted: string | string[] | undefined, res: ServerResponse): Buffer | string {
  const encodings = String(accepted ?? '')
  if (/\bbr\b/.test(encodings)) {
    res.setHeader('content-encoding', 'br')
    // quality 5: most of brotli's gain for a few hundred microseconds per page
    return brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
  }
  if (/\bgzip\b/.test(encodings)) {
    res.setHeader('content-encoding', 'gzip')
    return gzipSync(html)
  }
  return html
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
