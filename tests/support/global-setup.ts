// Starts ONE real PocketBase (the repository's migrations and hooks) on a fresh temporary data
// directory and a free port for the whole integration run, and ONE stripe-mock (with fixtures
// whose Checkout Sessions have a client_secret); tests read their addresses and the superuser
// credentials with `inject(...)`. Everything is stopped and removed again on teardown.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startPocketBase, type RunningPocketBase } from '../../scripts/lib/pocketbase-process.ts'
import { raiseRateLimits } from '../../scripts/lib/pocketbase-rate-limits.ts'
import { startStripeMock, type RunningStripeMock } from '../../scripts/lib/stripe-mock.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base address of the test PocketBase, e.g. http://127.0.0.1:41234 */
    pocketbaseUrl: string
    /** Its data directory, for tests that read the SQLite file itself (query plans). */
    pocketbaseDataDir: string
    superuserEmail: string
    superuserPassword: string
    /** Base address of the test stripe-mock, e.g. http://127.0.0.1:41235 (STRIPE_API_URL). */
    stripeMockUrl: string
  }
}

/** Asks the OS for a free TCP port by listening on port 0, then releases it. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') {
        server.close()
        reject(new Error('could not read the port of a probe listener'))
        return
      }
      server.close(() => resolvePort(address.port))
    })
  })
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'conto-pb-it-'))
  const superuserEmail = `root-${randomBytes(4).toString('hex')}@conto.test`
  const superuserPassword = randomBytes(18).toString('hex')

  let pocketbase: RunningPocketBase | undefined
  try {
    pocketbase = await startOwnPocketBase(dataDir, superuserEmail, superuserPassword)
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  try {
    // every test file signs staff in from 127.0.0.1; rate-limits.test.ts runs its own PocketBase
    await raiseRateLimits(pocketbase.url, { email: superuserEmail, password: superuserPassword })
  } catch (error) {
    await pocketbase.stop()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }

  let stripeMock: RunningStripeMock
  try {
    stripeMock = await startOwnStripeMock()
  } catch (error) {
    await pocketbase.stop()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }

  project.provide('pocketbaseUrl', pocketbase.url)
  project.provide('pocketbaseDataDir', dataDir)
  project.provide('superuserEmail', superuserEmail)
  project.provide('superuserPassword', superuserPassword)
  project.provide('stripeMockUrl', stripeMock.url)

  const running = pocketbase
  return async () => {
    await Promise.allSettled([running.stop(), stripeMock.stop()])
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** stripe-mock on a free port; a port taken between probe and bind makes it exit, so retry. */
async function startOwnStripeMock(): Promise<RunningStripeMock> {
  let lastError: unknown
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await startStripeMock(await freePort())
    } catch (error) {
      lastError = error
    }
  }
  throw lastError
}

/**
 * Between probing a free port and PocketBase binding it, another run (a parallel `vitest run`)
 * may take the same port; the health check would then be answered by *that* server. So the
 * server is accepted only once our own superuser can sign in to it and our process still runs.
 */
async function startOwnPocketBase(dataDir: string, email: string, password: string): Promise<RunningPocketBase> {
  let lastError: unknown
  for (let attempt = 1; attempt <= 3; attempt++) {
    let pocketbase: RunningPocketBase
    try {
      // also fails when our server cannot bind the port another run has just taken
      pocketbase = await startPocketBase({ dataDir, port: await freePort(), superuserEmail: email, superuserPassword: password })
    } catch (error) {
      lastError = error
      continue
    }
    try {
      const response = await fetch(`${pocketbase.url}/api/collections/_superusers/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: email, password }),
      })
      if (response.ok && pocketbase.process.exitCode === null) return pocketbase
      lastError = new Error(`the server on ${pocketbase.url} is not ours (superuser sign-in answered ${response.status})`)
    } catch (error) {
      lastError = error
    }
    await pocketbase.stop()
  }
  throw lastError
}
