// The POS API's reference page (/api/pos/v1/reference, api-functions/pos/reference.ts) through the
// production web server: an HTML page that has Redoc draw the document the server serves, Redoc's
// script from this origin (cached for good under its hash), and a CSP loosened for that page alone.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebServer } from '../../scripts/lib/web-server.ts'

function directives(csp: string | null): Record<string, string[]> {
  return Object.fromEntries((csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name ?? '', sources]))
}

describe('the POS API reference page', () => {
  let distDir: string
  let server: Server
  let base: string

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'conto-dist-'))
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Conto</title>')
    server = createWebServer(distDir, { pocketbaseUrl: '/' })
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server?.close()
    if (distDir) await rm(distDir, { recursive: true, force: true })
  })

  it('is an HTML page that has Redoc draw the served OpenAPI document', async () => {
    const page = await fetch(`${base}/api/pos/v1/reference`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const html = await page.text()
    const specUrl = /<redoc spec-url="([^"]+)"/.exec(html)?.[1]
    expect(specUrl).toBe('/api/pos/v1/openapi.json')
    // Redoc would otherwise report page views to Redocly
    expect(html).toContain('disable-telemetry="true"')
    // the very document the server serves, with its operations and webhooks
    const document = (await (await fetch(`${base}${specUrl}`)).json()) as { openapi: string; paths: object; webhooks: object }
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toContain('/payments')
    expect(Object.keys(document.webhooks)).toContain('payment.completed')
  })

  it("serves Redoc's script itself, compressed and kept for a year under its hash", async () => {
    const html = await (await fetch(`${base}/api/pos/v1/reference`)).text()
    const scriptUrl = /<script type="module" src="([^"]+)"><\/script>/.exec(html)?.[1] ?? ''
    expect(scriptUrl).toMatch(/^\/api\/pos\/v1\/reference\/redoc\.js\?v=[0-9a-f]{16}$/)
    const script = await fetch(`${base}${scriptUrl}`, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(script.headers.get('content-encoding')).toBe('br')
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // a @redocly/cli update that moves or changes the bundle shows here
    expect((await script.text()).slice(0, 200)).toMatch(/Version: 3\.\d+\.\d+/)
    // an address with another hash (a page from before an update) is not kept
    const stale = await fetch(`${base}/api/pos/v1/reference/redoc.js?v=0000000000000000`)
    expect(stale.headers.get('cache-control')).toBe('no-cache')
    await stale.body?.cancel()
  })

  it('loosens the CSP for this page alone: a data: font and Redocly\'s logo, never a script', async () => {
    const page = directives((await fetch(`${base}/api/pos/v1/reference`)).headers.get('content-security-policy'))
    expect(page['script-src']).not.toContain("'unsafe-inline'")
    expect(page['script-src']).not.toContain('https://cdn.redoc.ly')
    expect(page['font-src']).toEqual(["'self'", 'data:'])
    expect(page['img-src']).toContain('https://cdn.redoc.ly')
    expect(page['connect-src']).not.toContain('https://cdn.redoc.ly')
    const other = directives((await fetch(`${base}/api/pos/v1/openapi.json`)).headers.get('content-security-policy'))
    expect(other['font-src']).toEqual(["'self'"])
    expect(other['img-src']).not.toContain('https://cdn.redoc.ly')
  })
})
