// Throttling (docs/decisions/015). PocketBase's limiter runs on a PocketBase of this file's own,
// with the migration's rules as they ship: the suite's shared one has its ceilings raised (every
// test file signs staff in from 127.0.0.1). The functions' own per-address limit is checked
// through the router and through the Node server, which keys it on the socket address.
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleFunctionRequest } from '../../api-functions/_lib/router.ts'
import { CLIENT_ADDRESS_HEADER } from '../../api-functions/_lib/rate-limit.ts'
import { startPocketBase, type RunningPocketBase } from '../../scripts/lib/pocketbase-process.ts'
import { createWebServer } from '../../scripts/lib/web-server.ts'
import { AUTH_RATE_LIMITS } from '../../src/lib/api/rate-limits.ts'
import { client, superuserClient } from '../support/fixtures.ts'
import { testContext } from '../support/functions.ts'
import { freePort } from '../support/global-setup.ts'

interface Rule {
  label: string
  audience: string
  duration: number
  maxRequests: number
}

const superuser = { email: `root-${randomBytes(4).toString('hex')}@conto.test`, password: randomBytes(18).toString('hex') }
const PASSWORD = 'Correct-Horse-42'
let dataDir: string
let pocketbase: RunningPocketBase
let rules: Rule[]
let staffEmail: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'conto-pb-limits-'))
  pocketbase = await startPocketBase({ dataDir, port: await freePort(), superuserEmail: superuser.email, superuserPassword: superuser.password })
  const su = await superuserClient({ url: pocketbase.url, superuserEmail: superuser.email, superuserPassword: superuser.password })
  rules = (await su.settings.getAll()).rateLimits.rules as Rule[]
  const company = await su.collection('companies').create({ name: 'Trattoria Limiti', default_currency: 'EUR', country: 'IT' })
  staffEmail = `limits-${randomBytes(4).toString('hex')}@conto.test`
  await su.collection('users').create({
    email: staffEmail, password: PASSWORD, passwordConfirm: PASSWORD, verified: true,
    name: 'Giulia', company: company.id, role: 'admin', status: 'active',
  })
})

afterAll(async () => {
  await pocketbase?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

function postPocketBase(path: string, body: unknown): Promise<Response> {
  return fetch(`${pocketbase.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

const signIn = (password: string) =>
  postPocketBase('/api/collections/users/auth-with-password', { identity: staffEmail, password })

describe("PocketBase's limiter (the migration's rules)", () => {
  it('is on, and the screens quote the windows of its rules', async () => {
    const su = await superuserClient({ url: pocketbase.url, superuserEmail: superuser.email, superuserPassword: superuser.password })
    expect((await su.settings.getAll()).rateLimits.enabled).toBe(true)
    for (const limit of Object.values(AUTH_RATE_LIMITS)) {
      expect(rules.find((rule) => rule.label === limit.label)?.duration, limit.label).toBe(limit.seconds)
    }
    expect(rules.find((rule) => rule.label === '*:authWithPassword')?.maxRequests).toBe(10)
  })

  it("lets one restaurant's Wi-Fi through: 1,000 diners polling 3 reads every 10 s", () => {
    const general = rules.find((rule) => rule.label === '/api/')
    expect(general).toBeDefined()
    const dinerReadsPerWindow = (1000 * 3 * general!.duration) / 10
    // room for all of them refetching at once after the Wi-Fi drops, on top of the polling
    expect(general!.maxRequests).toBeGreaterThanOrEqual(dinerReadsPerWindow * 3)
  })

  it('refuses the 11th sign-in within the window, the right password included', async () => {
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 10; attempt++) statuses.push((await signIn('not-the-password')).status)
    expect(statuses).toEqual(Array(10).fill(400))

    const eleventh = await signIn('not-the-password')
    expect(eleventh.status).toBe(429)
    expect(await signIn(PASSWORD).then((response) => response.status)).toBe(429)
    // the same refusal through the SDK the login page uses
    await expect(client(pocketbase.url).collection('users').authWithPassword(staffEmail, PASSWORD)).rejects.toMatchObject({ status: 429 })
  })

  it('limits password-reset requests to 5 per window', async () => {
    const statuses: number[] = []
    for (let request = 1; request <= 6; request++) {
      const email = `nobody-${randomBytes(3).toString('hex')}@conto.test`
      statuses.push((await postPocketBase('/api/collections/users/request-password-reset', { email })).status)
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429])
  })

  it('limits verification requests to 5 per window', async () => {
    const statuses: number[] = []
    for (let request = 1; request <= 6; request++) {
      statuses.push((await postPocketBase('/api/collections/users/request-verification', { email: staffEmail })).status)
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429])
  })
})

describe('the sign-up route', () => {
  it('allows 5 sign-ups a minute from one address, refused ones included', async () => {
    const statuses: number[] = []
    // each allowed one ends at validation (400): nothing is created
    for (let request = 1; request <= 6; request++) statuses.push((await postPocketBase('/api/conto/signup', { companyName: 'Limiti' })).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    // asking whether sign-up is open is not limited by it
    expect((await fetch(`${pocketbase.url}/api/conto/signup`)).status).toBe(200)
  })
})

describe("the functions' per-address limit", () => {
  const address = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`
  let ctx: ReturnType<typeof testContext>
  beforeAll(() => {
    ctx = testContext()
  })

  async function callFunction(path: string, clientAddress: string) {
    const request = new Request(`http://127.0.0.1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: clientAddress },
      // not a valid request: each allowed one ends at validation (400), nothing is written
      body: '{}',
    })
    return handleFunctionRequest(request, ctx)
  }

  it.each([
    ['/api/push/call-waiter', 60],
    ['/api/stripe/create-checkout-session', 120],
  ])('%s answers 429 with Retry-After after %i requests a minute from one address', async (path, allowed) => {
    const caller = address()
    for (let request = 1; request <= allowed; request++) {
      expect((await callFunction(path, caller)).status).toBe(400)
    }
    const refused = await callFunction(path, caller)
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: expect.any(String) }, retryAfter })
    // another address is not affected
    expect((await callFunction(path, `198.51.100.${allowed}`)).status).toBe(400)
  })

  it('is keyed on the socket address by the Node server, whatever address header the client sends', async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'conto-dist-'))
    await mkdir(join(distDir, 'assets'))
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Conto</title>')
    const server: Server = createWebServer(distDir, { pocketbaseUrl: pocketbase.url })
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const statuses: number[] = []
      for (let request = 1; request <= 61; request++) {
        const response = await fetch(`${base}/api/push/call-waiter`, {
          method: 'POST',
          // a forged address per request must not buy a fresh allowance
          headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: `10.0.0.${request}` },
          body: '{}',
        })
        statuses.push(response.status)
        if (response.status === 429) expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
      }
      expect(statuses.slice(0, 60).every((status) => status !== 429)).toBe(true)
      expect(statuses[60]).toBe(429)
    } finally {
      server.close()
      await rm(distDir, { recursive: true, force: true })
    }
  })
})
