// Issue 34, breaks 1 and 3: what a malformed request or a body without end does to the production
// web server. It runs in a process of its own (tests/support/web-server-child.ts), so a crash is
// seen as a crash and its memory is its own; requests are written on raw sockets, as an attacker
// writes them, not through a client that would refuse to send them.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_RENDERER_DIR, SERVER_RENDERER_FILE } from '../../scripts/lib/build-app.ts'

const root = resolve(import.meta.dirname, '../..')
const TRICKY_NAME = "Da $'Gino $& $` $1 & Figli"
let distDir: string
let child: ChildProcess
let port: number

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'conto-edge-'))
  await mkdir(join(distDir, 'assets'))
  await writeFile(join(distDir, 'index.html'), '<!doctype html><html lang="it"><title>Conto</title><meta name="theme-color" content="#fff"><div id="root"></div>')
  // a renderer standing in for the built one: the page's parts, with the replacement patterns of
  // String.prototype.replace in the restaurant's name (break 10)
  await mkdir(join(distDir, SERVER_RENDERER_DIR))
  await writeFile(
    join(distDir, SERVER_RENDERER_DIR, SERVER_RENDERER_FILE),
    `export async function renderDinerPage({ pathname }) {
      if (!pathname.startsWith('/qr/')) return null
      return { html: '<main>Da $\\'Gino</main>', stateScript: '', htmlAttributes: 'lang="it"', title: ${JSON.stringify(TRICKY_NAME)}, themeColor: '#123456' }
    }`,
  )
  child = spawn(process.execPath, [join(root, 'tests/support/web-server-child.ts'), distDir], {
    cwd: root,
    // configured as in production, so the webhook reads its body (PocketBase is not needed for that)
    env: {
      ...process.env,
      POCKETBASE_URL: 'http://127.0.0.1:9',
      POCKETBASE_SUPERUSER_EMAIL: 'root@conto.test',
      POCKETBASE_SUPERUSER_PASSWORD: 'not-used-here',
      STRIPE_SECRET_KEY: 'sk_test_edge',
      STRIPE_WEBHOOK_SECRET: 'whsec_edge',
      PUBLIC_APP_URL: 'https://pay.example.com',
      VAPID_PUBLIC_KEY: 'not-used-here',
      VAPID_PRIVATE_KEY: 'not-used-here',
      VAPID_SUBJECT: 'mailto:ops@conto.test',
      CONTO_RENDERS_PER_ADDRESS_PER_MINUTE: '8',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string]
  port = (JSON.parse(line) as { port: number }).port
})

afterAll(async () => {
  child?.kill('SIGKILL')
  if (distDir) await rm(distDir, { recursive: true, force: true })
})

/** Writes raw bytes on a new connection and resolves with the status line's code (0 if the connection ended without one). */
function rawRequest(bytes: string): Promise<number> {
  return new Promise((resolveStatus, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(bytes.slice(0, 60))}`)))
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (answer.includes('\r\n')) socket.end()
    })
    socket.on('error', reject)
    socket.on('close', () => resolveStatus(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)))
    socket.write(bytes, 'latin1')
  })
}

const alive = () => expect(child.exitCode).toBeNull()

async function healthIsServed() {
  const response = await fetch(`http://127.0.0.1:${port}/api/functions/health`)
  expect(response.status).toBe(200)
}

/** Resident and peak memory of the server process, in MB (Linux /proc). */
function memoryMb(): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) }
}

describe('a malformed request gets an answer and the server keeps serving', () => {
  it.each([
    ['TRACE to a function', 'TRACE /api/stripe/webhook HTTP/1.1\r\nHost: pay.example.com\r\n\r\n', [405]],
    ['TRACE to a page', 'TRACE / HTTP/1.1\r\nHost: pay.example.com\r\n\r\n', [405]],
    ['TRACK', 'TRACK / HTTP/1.1\r\nHost: pay.example.com\r\n\r\n', [400, 405]],
    ['an empty Host', 'GET /api/functions/health HTTP/1.1\r\nHost: \r\n\r\n', [400]],
    ['a port past 65535', 'POST /api/stripe/webhook HTTP/1.1\r\nHost: x:99999\r\nContent-Length: 2\r\n\r\n{}', [400]],
    ['a Host with a path in it', 'GET / HTTP/1.1\r\nHost: a/b@c\r\n\r\n', [400]],
    ['an absolute-form target', 'GET http://evil.example/api/functions/health HTTP/1.1\r\nHost: pay.example.com\r\n\r\n', [200, 400]],
    ['an absolute-form target that is no URL', 'GET http://[::1 HTTP/1.1\r\nHost: pay.example.com\r\n\r\n', [400]],
    ['an asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: pay.example.com\r\n\r\n', [400, 405]],
    ['DELETE on a page', 'DELETE /qr/a/b/bill HTTP/1.1\r\nHost: pay.example.com\r\n\r\n', [405]],
    ['GET to a POST function', 'GET /api/stripe/webhook HTTP/1.1\r\nHost: pay.example.com\r\n\r\n', [405]],
  ])('%s', async (_name, bytes, statuses) => {
    expect(statuses).toContain(await rawRequest(bytes))
    alive()
    await healthIsServed()
  })
})

describe('a body is counted as it arrives', () => {
  it('four 300 MB chunked bodies to the webhook are cut at 64 KB: 413, Node grows under 50 MB', async () => {
    await healthIsServed()
    const before = memoryMb()
    const chunk = Buffer.alloc(1 << 20, 0x7b) // 1 MB of "{"
    const flood = () =>
      new Promise<number>((resolveStatus) => {
        const socket = connect(port, '127.0.0.1')
        let answer = ''
        let sent = 0
        socket.on('data', (data) => (answer += data.toString('latin1')))
        socket.on('error', () => {}) // the server may close while we still write: that is the point
        socket.on('close', () => resolveStatus(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)))
        socket.write('POST /api/stripe/webhook HTTP/1.1\r\nHost: pay.example.com\r\nContent-Type: application/json\r\nStripe-Signature: t=1,v1=forged\r\nTransfer-Encoding: chunked\r\n\r\n')
        const pump = () => {
          while (sent < 300 && !socket.destroyed && !answer) {
            sent++
            if (!socket.write(`${chunk.length.toString(16)}\r\n`) || !socket.write(chunk) || !socket.write('\r\n')) return socket.once('drain', pump)
          }
          if (!socket.destroyed) socket.end('0\r\n\r\n')
        }
        pump()
      })
    const statuses = await Promise.all([flood(), flood(), flood(), flood()])
    const after = memoryMb()
    console.log(`web server memory with 4 × 300 MB chunked bodies: RSS ${before.rss} → ${after.rss} MB, peak ${after.peak} MB`)
    expect(statuses).toEqual([413, 413, 413, 413])
    expect(after.peak - before.rss).toBeLessThan(50)
    alive()
    await healthIsServed()
  }, 60_000)

  it('a declared length over the limit is refused before a byte is read', async () => {
    expect(await rawRequest('POST /api/stripe/webhook HTTP/1.1\r\nHost: pay.example.com\r\nContent-Length: 314572800\r\n\r\n{')).toBe(413)
    alive()
  })
})

describe('a server-rendered page', () => {
  it("keeps $', $& and $` in a restaurant's name as text", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/qr/r/t/bill`)
    const html = await response.text()
    expect(html).toContain("<title>Da $'Gino $&amp; $` $1 &amp; Figli</title>")
    expect(html).toContain('<meta name="theme-color" content="#123456">')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<div id="root"><main>')
  })
})

describe('a flood of rendered pages', () => {
  it('past its share an address gets the page drawn in the browser: still 200, no server render', async () => {
    const rendered: boolean[] = []
    for (let load = 0; load < 12; load++) {
      const response = await fetch(`http://127.0.0.1:${port}/qr/flood/t1`)
      expect(response.status).toBe(200)
      rendered.push((await response.text()).includes('<div id="root"><main>'))
    }
    // the test above rendered once; the limit is 8 a minute
    expect(rendered.filter(Boolean).length).toBe(7)
    expect(rendered.slice(-4)).toEqual([false, false, false, false])
    alive()
  })
})
