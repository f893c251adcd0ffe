import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ensureTestTool } from './test-tools.ts'

// stripe-mock (Stripe's stateless API mock, pinned in tools/go.mod) for tests, e2e and dev.
// Its bundled fixtures give Checkout Sessions `client_secret: null`, which an Elements checkout
// cannot start with, so it runs with a copy of its own fixtures that has one.

const root = resolve(import.meta.dirname, '../..')
const MODULE = 'github.com/stripe/stripe-mock'
/** The client_secret every mocked Checkout Session carries. */
export const MOCK_CLIENT_SECRET = 'cs_test_conto_mock_secret_Z3VhcmRlZA'

export interface RunningStripeMock {
  /** e.g. http://127.0.0.1:12111 — give it to the functions as STRIPE_API_URL. */
  url: string
  process: ChildProcess
  stop: () => Promise<void>
}

/** Path of stripe-mock's fixtures with a Checkout Session client_secret (STRIPE_MOCK_FIXTURES overrides). */
export function ensureStripeMockFixtures(): string {
  if (process.env.STRIPE_MOCK_FIXTURES) return process.env.STRIPE_MOCK_FIXTURES
  const toolsDir = join(root, 'tools')
  const key = createHash('sha256').update(readFileSync(join(toolsDir, 'go.sum'))).update(MOCK_CLIENT_SECRET).digest('hex')
  const target = join(root, '.bin', `stripe-mock-fixtures-${key.slice(0, 12)}.json`)
  if (existsSync(target)) return target

  const located = spawnSync('go', ['list', '-m', '-f', '{{.Dir}}', MODULE], {
    cwd: toolsDir,
    encoding: 'utf8',
    env: { ...process.env, GOFLAGS: '-mod=mod', GOSUMDB: 'off' },
  })
  const bundled = join(located.stdout.trim(), 'embedded/openapi/fixtures3.json')
  if (located.status !== 0 || !existsSync(bundled)) {
    throw new Error(`Cannot find stripe-mock's bundled fixtures (${located.stderr.trim()}); set STRIPE_MOCK_FIXTURES.`)
  }
  const fixtures = JSON.parse(readFileSync(bundled, 'utf8')) as { resources: Record<string, Record<string, unknown>> }
  const session = fixtures.resources['checkout.session']
  if (!session) throw new Error('stripe-mock fixtures have no checkout.session resource')
  session.client_secret = MOCK_CLIENT_SECRET
  session.ui_mode = 'elements'
  mkdirSync(join(root, '.bin'), { recursive: true })
  writeFileSync(`${target}.partial`, JSON.stringify(fixtures))
  renameSync(`${target}.partial`, target)
  return target
}

/**
 * Starts stripe-mock on 127.0.0.1:port and waits until it answers. `nice` (1–19) runs it at that
 * lower CPU priority, every thread of it: a benchmark's Stripe is not on the box it measures. (A
 * priority set on the process once it runs reaches its first thread only, not the Go runtime's others.)
 */
export async function startStripeMock(port: number, options: { nice?: number } = {}): Promise<RunningStripeMock> {
  const binary = ensureTestTool('stripe-mock')
  // stripe-mock also opens HTTPS on :12112 unless told otherwise: give it a free port of its own
  const args = ['-http-addr', `127.0.0.1:${port}`, '-https-addr', '127.0.0.1:0', '-fixtures', ensureStripeMockFixtures()]
  const nice = Math.trunc(options.nice ?? 0)
  const child = spawn(nice > 0 ? 'nice' : binary, nice > 0 ? ['-n', String(nice), binary, ...args] : args, {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`stripe-mock exited with ${child.exitCode}:\n${stderr}`)
    if (await answers(url)) {
      // another run's stripe-mock on a port we failed to bind would answer too: ours must still run
      await sleep(100)
      if (child.exitCode === null) return { url, process: child, stop: () => stop(child) }
    }
    await sleep(100)
  }
  await stop(child)
  throw new Error(`stripe-mock did not answer on ${url} within 20 s:\n${stderr}`)
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms))

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/v1/balance`, { headers: { authorization: 'Bearer sk_test_probe' } })
    return response.ok
  } catch {
    return false
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop())
    child.kill('SIGTERM')
  })
}
