// Security headers (docs/decisions/015): what the production web server sends on a page, an
// asset, the SPA fallback and a function; and the real build's index.html has nothing inline
// that the Content-Security-Policy would block.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy } from '../../scripts/lib/security-headers.ts'
import { createWebServer } from '../../scripts/lib/web-server.ts'

const POCKETBASE_URL = 'https://pb.conto.test'

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name ?? '', sources]),
  )
}

describe('the production web server', () => {
  let distDir: string
  let server: Server
  let base: string

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'conto-dist-'))
    await mkdir(join(distDir, 'assets'))
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Conto</title><script type="module" src="/assets/app-1a2b.js"></script>')
    await writeFile(join(distDir, 'assets', 'app-1a2b.js'), 'console.log("conto")')
    server = createWebServer(distDir, { pocketbaseUrl: `${POCKETBASE_URL}/` })
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server?.close()
    if (distDir) await rm(distDir, { recursive: true, force: true })
  })

  it.each([
    ['index.html', '/', 'text/html'],
    ['an asset', '/assets/app-1a2b.js', 'javascript'],
    ['a route of the SPA', '/qr/restaurant/table/bill', 'text/html'],
    ['a function', '/api/functions/health', 'application/json'],
  ])('%s carries every security header', async (_name, path, type) => {
    const response = await fetch(`${base}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain(type)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com")')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    // plain http here: HSTS belongs to the TLS proxy in front (ADR 015)
    expect(response.headers.get('strict-transport-security')).toBeNull()

    const csp = directives(response.headers.get('content-security-policy') ?? '')
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'])
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
    expect(csp['script-src']).not.toContain("'unsafe-eval'")
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", POCKETBASE_URL, 'https://api.stripe.com']))
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', POCKETBASE_URL]))
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']))
    // only the Cassa page reaches out to the restaurant's printer
    expect(csp['connect-src']).not.toContain('http:')
    expect(csp['worker-src']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'self'"])
    expect(csp['form-action']).toEqual(["'self'"])
    expect(csp['object-src']).toEqual(["'none'"])
  })

  it('a build without the server renderer (a static host) answers a diner page with index.html, as any page', async () => {
    const diner = await fetch(`${base}/qr/rest1/table1/bill`)
    expect(diner.status).toBe(200)
    expect(await diner.text()).toContain('<script type="module" src="/assets/app-1a2b.js"></script>')
    expect(diner.headers.get('content-security-policy')).toContain("script-src 'self'")
    for (const path of ['/qr/rest1/table1/bill', '/', '/admin/tables']) {
      expect((await fetch(`${base}${path}`)).headers.get('link'), path).toBeNull()
    }
  })

  it('lets the Cassa page alone reach the fiscal printer on the restaurant network', async () => {
    const cassa = directives((await fetch(`${base}/admin/cassa`)).headers.get('content-security-policy') ?? '')
    expect(cassa['connect-src']).toEqual(expect.arrayContaining(["'self'", 'http:', 'https:']))
    const tables = directives((await fetch(`${base}/admin/tables`)).headers.get('content-security-policy') ?? '')
    expect(tables['connect-src']).not.toContain('http:')
  })
})

describe('buildContentSecurityPolicy', () => {
  it('adds no origin for PocketBase behind the same host', () => {
    const csp = directives(buildContentSecurityPolicy({ pocketbaseUrl: '/' }))
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com', 'https://*.stripe.com'])
  })

  it('defaults to the local PocketBase, as the app does', () => {
    expect(directives(buildContentSecurityPolicy({ pocketbaseUrl: undefined }))['connect-src']).toContain('http://127.0.0.1:8090')
  })

  it("adds Vite's hot-reload socket only when asked (dev server)", () => {
    const csp = directives(buildContentSecurityPolicy({ pocketbaseUrl: '/', devSocketOrigins: ['ws://localhost:5173'] }))
    expect(csp['connect-src']).toContain('ws://localhost:5173')
  })

  it("allows inline scripts only on Vite's dev server (React Refresh's preamble)", () => {
    expect(directives(buildContentSecurityPolicy({ pocketbaseUrl: '/' }))['script-src']).not.toContain("'unsafe-inline'")
    expect(directives(buildContentSecurityPolicy({ pocketbaseUrl: '/', devInlineScripts: true }))['script-src']).toContain("'unsafe-inline'")
  })
})

describe('the production build', () => {
  let html = ''
  let chunks: string[] = []

  beforeAll(async () => {
    // write: false keeps the build in memory; the output folder only has to exist for the
    // precompress plugin, which then finds nothing to compress
    const outDir = await mkdtemp(join(tmpdir(), 'conto-build-'))
    const previous = process.env.VITE_POCKETBASE_URL
    // another origin, so the preconnect plugin adds its tags too
    process.env.VITE_POCKETBASE_URL = POCKETBASE_URL
    try {
      const result = await build({
        root: resolve(import.meta.dirname, '../..'),
        logLevel: 'silent',
        build: { outDir, write: false, sourcemap: false, emptyOutDir: false },
      })
      const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput
      const page = output.output.find((file) => file.fileName === 'index.html')
      html = page?.type === 'asset' ? String(page.source) : ''
      chunks = output.output.flatMap((file) => (file.type === 'chunk' ? [file.code] : []))
    } finally {
      if (previous === undefined) delete process.env.VITE_POCKETBASE_URL
      else process.env.VITE_POCKETBASE_URL = previous
      await rm(outDir, { recursive: true, force: true })
    }
  }, 180_000)

  it('index.html loads every script from a file of its own origin', () => {
    expect(html).toContain(`<link rel="preconnect" href="${POCKETBASE_URL}"`)
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [tag, attributes = '', body = ''] of scripts) {
      expect(body.trim(), tag).toBe('')
      expect(attributes, tag).toMatch(/\bsrc="\/[^/]/)
    }
  })

  it('index.html asks for nothing but its one script before the paint (decisions 024, 033)', () => {
    // the app's stylesheet inline, which style-src allows; its file linked only `disabled` (not
    // fetched), which tells Vite's loader the app and the lazy pages need not fetch it either
    expect(html).toMatch(/<style>[^<]*--brand[^<]*<\/style>/)
    const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? []
    expect(stylesheets).toEqual([expect.stringMatching(/^<link rel="stylesheet" href="\/assets\/main-[\w-]+\.css" disabled>$/)])
    expect(directives(buildContentSecurityPolicy({ pocketbaseUrl: '/' }))['style-src']).toContain("'unsafe-inline'")
    // the favicon as a data: address, which img-src allows
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg/)
    expect(directives(buildContentSecurityPolicy({ pocketbaseUrl: '/' }))['img-src']).toContain('data:')
    // the staff app's manifest only in the staff area
    expect(html).not.toContain('rel="manifest"')
    // src/boot.ts alone, with the import helper it shares with the app inside it, asked for after
    // the page and its photos; the app after the paint
    expect(html.match(/<script\b[^>]*>/g)).toEqual([expect.stringMatching(/^<script type="module" crossorigin fetchpriority="low" src="\/assets\/index-[\w-]+\.js">$/)])
    expect(html).not.toContain('rel="modulepreload"')
  })

  it('index.html has no inline event handler or javascript: URL', () => {
    expect(html).not.toMatch(/\son[a-z]+\s*=/i)
    expect(html).not.toMatch(/javascript:/i)
  })

  it('the app code never evaluates strings (script-src has no unsafe-eval)', () => {
    expect(chunks.length).toBeGreaterThan(0)
    for (const code of chunks) {
      expect(code).not.toMatch(/\bnew Function\s*\(/)
      expect(code).not.toMatch(/(^|[^.\w$])eval\s*\(/)
    }
  })
})
