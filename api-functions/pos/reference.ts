import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { HttpError } from '../_lib/http.ts'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'

// The POS API's reference page (/api/pos/v1/reference): Redoc draws, in the browser, the very
// document this server serves at /api/pos/v1/openapi.json, so the page cannot drift from it.
//
// Redoc's script is served from this origin, never a CDN: a restaurant's network may not reach one,
// and the CSP allows scripts from 'self' only. It is the Redoc 3 standalone bundle @redocly/cli ships
// for its build-docs (byte for byte npm's redoc/bundles/redoc.standalone.js): npm's `redoc` 3 needs a
// package our registry does not have, `redoc` 2 brings 78 packages. The file is not a public export
// of the CLI, so a CLI update that moves it fails the integration test (tests/integration/pos-reference.test.ts).
// Redoc's telemetry is turned off (it would post page views to Redocly). The page's CSP is the
// others' plus a data: font and Redocly's logo (scripts/lib/security-headers.ts, apiReference); never
// 'unsafe-eval': Redoc's search tries to compile a function to start a worker, is refused, and
// searches without one (the browser reports that one refusal; e2e/pos-reference.spec.ts expects it).

export const REFERENCE_PATH = '/api/pos/v1/reference'
export const REDOC_SCRIPT_PATH = '/api/pos/v1/reference/redoc.js'
const OPENAPI_PATH = '/api/pos/v1/openapi.json'

interface Bundle {
  /** The bundle's hash, in the script's address: a new bundle is a new address. */
  version: string
  bytes: Buffer<ArrayBuffer>
  encoded: Map<Encoding, Promise<Buffer<ArrayBuffer>>>
}

type Encoding = 'br' | 'gzip'

let loading: Promise<Bundle> | undefined

function loadBundle(): Promise<Bundle> {
  loading ??= (async () => {
    const cli = dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json'))
    const bytes = await readFile(join(cli, 'lib/chunks/redoc.standalone.js'))
    return { version: createHash('sha256').update(bytes).digest('hex').slice(0, 16), bytes, encoded: new Map() }
  })().catch((error: unknown) => {
    loading = undefined
    console.error("The POS API reference cannot load Redoc's bundle (is @redocly/cli installed?)", error)
    throw new HttpError(503, 'The API reference is not available on this server.', FUNCTION_ERROR_CODES.serviceUnavailable)
  })
  return loading
}

/**
 * 2.2 MB of script is ~0.6 MB compressed: compressed once per process, off the event loop, at
 * brotli quality 5 (quality 11 takes seconds for a few percent less).
 */
function encode(bundle: Bundle, encoding: Encoding): Promise<Buffer<ArrayBuffer>> {
  let encoded = bundle.encoded.get(encoding)
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? promisify(brotliCompress)(bundle.bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: bundle.bytes.length } })
        : promisify(gzip)(bundle.bytes)
    bundle.encoded.set(encoding, encoded)
  }
  return encoded
}

function acceptedEncoding(request: Request): Encoding | undefined {
  const accepted = request.headers.get('accept-encoding') ?? ''
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return undefined
}

/** GET /api/pos/v1/reference */
export async function servePosReference(): Promise<Response> {
  const { version } = await loadBundle()
  return new Response(page(`${REDOC_SCRIPT_PATH}?v=${version}`), {
    // small, and it names the current bundle: asked again on every visit
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  })
}

/** GET /api/pos/v1/reference/redoc.js?v=<hash> */
export async function serveRedocScript(request: Request): Promise<Response> {
  const bundle = await loadBundle()
  const encoding = acceptedEncoding(request)
  const body = encoding ? await encode(bundle, encoding) : bundle.bytes
  // kept for a year only under the current hash; any other address may be asked again
  const current = new URL(request.url).searchParams.get('v') === bundle.version
  return new Response(body, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  })
}

function page(scriptUrl: string): string {
  // <redoc>'s attributes are Redoc's options; the module finds the element and draws the document
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conto POS API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body { margin: 0 }</style>
</head>
<body>
<redoc spec-url="${OPENAPI_PATH}" disable-telemetry="true"></redoc>
<noscript>This page needs JavaScript. The OpenAPI document itself: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</noscript>
<script type="module" src="${scriptUrl}"></script>
</body>
</html>
`
}
