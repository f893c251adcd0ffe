import type { ServerResponse } from 'node:http'
import { REFERENCE_PATH } from '../../api-functions/pos/reference.ts'
import { parsePocketBaseUrl } from '../../src/config/pocketbase-url.ts'

// The response headers every page, asset and function answer carries, from the production web
// server (web-server.ts) and Vite's dev and preview servers (vite-security-headers.ts).
// Why each source is allowed: docs/decisions/015-throttling-and-headers.md.

/** Stripe.js and the frames it opens (Stripe's CSP guide lists the subdomains too). */
const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com']

export interface SecurityHeaderOptions {
  /** PocketBase's address as the browser uses it: VITE_POCKETBASE_URL, the value the build read. */
  pocketbaseUrl: string | undefined
  /** Extra connect-src origins: Vite's hot-reload websocket in development. */
  devSocketOrigins?: string[]
  /**
   * Allow inline scripts: Vite's dev server only, where @vitejs/plugin-react puts React Refresh's
   * preamble inline in the page. Production never does (e2e fails a test on any CSP violation).
   */
  devInlineScripts?: boolean
  /**
   * The Cassa page (/admin/cassa) talks to the restaurant's fiscal printer on its own network, at an
   * address only the restaurant knows (docs/decisions/031): that page alone may connect anywhere.
   */
  fiscalPrinter?: boolean
  /**
   * The POS API's reference page (api-functions/pos/reference.ts), drawn by Redoc: its styles inline
   * an icon font as a data: URL, and its sidebar shows Redocly's logo from Redocly's own address
   * (decoration only: Redoc hides it where that address is unreachable). That page alone allows both.
   */
  apiReference?: boolean
}

/** Where Redoc's sidebar loads Redocly's logo from (the reference page's CSP). */
const REDOC_LOGO = 'https://cdn.redoc.ly'

/** The page that prints fiscal receipts, and so reaches the printer on the restaurant's network. */
export const CASSA_PATH = '/admin/cassa'

/** Whether a request is for the Cassa page itself (a full load: its CSP is the document's). */
export function isCassaPage(pathname: string): boolean {
  return pathname === CASSA_PATH || pathname === `${CASSA_PATH}/`
}

/** Whether a request is for the POS API's reference page (its CSP allows what Redoc draws with). */
export function isApiReferencePage(pathname: string): boolean {
  return pathname === REFERENCE_PATH
}

/** The headers of each path: the Cassa page and the API reference have a CSP of their own. */
export function securityHeadersByPath(options: SecurityHeaderOptions): (pathname: string) => Record<string, string> {
  const every = getSecurityHeaders(options)
  const cassa = getSecurityHeaders({ ...options, fiscalPrinter: true })
  const reference = getSecurityHeaders({ ...options, apiReference: true })
  return (pathname) => (isCassaPage(pathname) ? cassa : isApiReferencePage(pathname) ? reference : every)
}

/** The origin the SPA reaches PocketBase on; null when it is this origin (a path such as '/'). */
export function getPocketBaseOrigin(pocketbaseUrl: string | undefined): string | null {
  const url = parsePocketBaseUrl(pocketbaseUrl)
  return url.startsWith('/') ? null : new URL(url).origin
}

/** The Content-Security-Policy value, directives in a fixed order. */
export function buildContentSecurityPolicy(options: SecurityHeaderOptions): string {
  const pocketbase = getPocketBaseOrigin(options.pocketbaseUrl)
  const pb = pocketbase ? [pocketbase] : []
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(options.devInlineScripts ? ["'unsafe-inline'"] : []), ...STRIPE_JS]],
    // react-hot-toast (goober) and Stripe.js insert <style> elements and style attributes
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // restaurant images are PocketBase files; QR codes are data: URLs
    ['img-src', ["'self'", 'data:', 'blob:', ...pb, 'https://*.stripe.com', ...(options.apiReference ? [REDOC_LOGO] : [])]],
    ['font-src', ["'self'", ...(options.apiReference ? ['data:'] : [])]],
    // PocketBase's REST reads and its realtime (SSE) stream; Stripe's API
    ['connect-src', ["'self'", ...pb, ...(options.devSocketOrigins ?? []), 'https://api.stripe.com', 'https://*.stripe.com', ...(options.fiscalPrinter ? ['http:', 'https:'] : [])]],
    ['frame-src', [...STRIPE_JS, 'https://hooks.stripe.com']],
    // the staff's push service worker (/sw.js)
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ')
}

/**
 * Every security header, by lower-case name. No Strict-Transport-Security: it only means
 * something over HTTPS, which the TLS proxy in front of the server terminates (ADR 015).
 */
export function getSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': buildContentSecurityPolicy(options),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // the Payment Request API (Apple Pay / Google Pay) runs in Stripe's frames
    'permissions-policy':
      'payment=(self "https://js.stripe.com"), camera=(), microphone=(), geolocation=(), usb=(), ' +
      'accelerometer=(), gyroscope=(), magnetometer=()',
  }
}

/** Sets the headers on a Node response before anything is written. */
export function applySecurityHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}
