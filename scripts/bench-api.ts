// `npm run bench:api`: latency of POST /api/stripe/create-checkout-session (in-process handler,
// real PocketBase, stripe-mock) at 1 and 20 concurrent diners, split into Stripe's time and ours,
// and the throughput of the claim route alone. Prints numbers; asserts nothing (DESIGN targets:
// p95 of our own time < 50 ms at 20 concurrent).
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createContext, type Context } from '../api-functions/_lib/context.ts'
import { handleFunctionRequest } from '../api-functions/_lib/router.ts'
import { CLIENT_ADDRESS_HEADER } from '../api-functions/_lib/rate-limit.ts'
import { getClaimLimits } from '../api-functions/stripe/claims.ts'
import { functionsEnv } from './lib/functions-env.ts'
import { startPocketBase } from './lib/pocketbase-process.ts'
import { readCpuSeconds } from './lib/process-usage.ts'
import { formatMs as fmt, percentile } from './lib/stats.ts'
import { startStripeMock } from './lib/stripe-mock.ts'

const TABLES = 20
/** Each PocketBase route's times (ms), and how many claims and sessions each request carried, since the last step was printed. */
const pocketbaseRoutes: Record<string, number[]> = {}
const batchSizes: Record<string, number[]> = {}
const GUESTS = 500
const ROUNDS = { warmup: 20, serial: 200, concurrent: Number(process.env.BENCH_CONCURRENT_ROUNDS ?? 1000), claims: 1000 }
// one phone makes hundreds of checkouts a minute here: the per-address limit (the router's) is not measured
process.env.CONTO_CHECKOUTS_PER_ADDRESS_PER_MINUTE ??= '100000'
const dataDir = mkdtempSync(join(tmpdir(), 'conto-bench-'))

// BENCH_POCKETBASE_URL (+ BENCH_SUPERUSER_EMAIL/PASSWORD) benches a PocketBase you started, e.g.
// with other serve flags; by default a fresh one is started the way `npm start` starts it.
const external = process.env.BENCH_POCKETBASE_URL
const superuser = external
  ? { email: process.env.BENCH_SUPERUSER_EMAIL ?? '', password: process.env.BENCH_SUPERUSER_PASSWORD ?? '' }
  : { email: 'bench@conto.local', password: randomBytes(12).toString('hex') }
const pocketbase = external
  ? { url: external, stop: async () => {} }
  : await startPocketBase({ dataDir, port: Number(process.env.BENCH_POCKETBASE_PORT ?? 8210), superuserEmail: superuser.email, superuserPassword: superuser.password })
// Stripe's own CPU is not on our box: stripe-mock takes what the cores leave, so its work does not
// wait in line with ours (its time is Stripe's, measured apart). BENCH_STRIPE_MOCK_NICE=0 shares them evenly.
const STRIPE_MOCK_NICE = Number(process.env.BENCH_STRIPE_MOCK_NICE ?? 19)
const stripeMock = await startStripeMock(Number(process.env.BENCH_STRIPE_MOCK_PORT ?? 12210), { nice: STRIPE_MOCK_NICE })
try {
  const ctx = createContext({
    ...functionsEnv({ pocketbaseUrl: pocketbase.url, superuser, stripeApiUrl: stripeMock.url, appUrl: 'http://127.0.0.1:5173' }),
    // twenty tables take hundreds of checkouts a minute here: the per-table limit is not measured
    CONTO_TABLE_CHECKOUTS_PER_MINUTE: '1000',
  })
  const callTimes = measureCalls(ctx)
  const tables = await seedTables(ctx)
  for (const route of Object.keys(pocketbaseRoutes)) delete pocketbaseRoutes[route]
  let next = 0
  /** The claim cookie of each checkout left live (no phone), for the heartbeats below. */
  const claimCookies: string[] = []
  const body = (tableId = tables[next++ % tables.length]) => JSON.stringify({
    tableId,
    tips: { mode: 'percent', amount: 5 },
    split: { mode: 'equal', totalGuests: GUESTS, payingFor: 1, items: [] },
  })
  /**
   * One checkout, by a diner's phone (its address, at its table; it keeps the claim cookie) or, without
   * one, by an anonymous caller whose claim nobody ends.
   */
  const createOnce = async (phone?: Phone) => {
    const store = { stripeMs: 0 }
    const headers: Record<string, string> = phone ? { [CLIENT_ADDRESS_HEADER]: phone.address, ...(phone.cookie ? { cookie: phone.cookie } : {}) } : {}
    const start = performance.now()
    const response = await callTimes.run(store, () =>
      handleFunctionRequest(
        new Request('http://bench/api/stripe/create-checkout-session', { method: 'POST', headers, body: body(phone?.table) }),
        ctx,
      ),
    )
    if (response.status !== 200) throw new Error(`create-checkout-session answered ${response.status}: ${await response.text()}`)
    const total = performance.now() - start
    const cookie = response.headers.get('set-cookie')?.split(';')[0]
    if (phone && cookie) phone.cookie = cookie
    else if (cookie) claimCookies.push(cookie)
    return { total, stripe: store.stripeMs, own: total - store.stripeMs }
  }

  await run(ROUNDS.warmup, 5, () => createOnce())
  console.log('\ncreate-checkout-session (ms)          p50     p95     max')
  const cpuPerCheckout: string[] = []
  let phonesMade = 0
  /** New diners, each with its own address and no claim yet, at consecutive tables. */
  const newPhones = (count: number): Phone[] =>
    Array.from({ length: count }, (_, index) => {
      phonesMade += 1
      return { address: `10.${(phonesMade >> 16) & 255}.${(phonesMade >> 8) & 255}.${phonesMade & 255}`, cookie: '', table: tables[index % tables.length]! }
    })
  /** The diner leaves the payment page: the page's beacon releases the claim (not timed). */
  const release = async (phone: Phone) => {
    const response = await handleFunctionRequest(
      new Request('http://bench/api/stripe/release-claim', { method: 'POST', headers: { [CLIENT_ADDRESS_HEADER]: phone.address, cookie: phone.cookie }, body: '' }),
      ctx,
    )
    if (response.status !== 200) throw new Error(`release-claim answered ${response.status}: ${await response.text()}`)
  }
  /** `rounds` times: `size` new diners press pay at once; once all have their checkout, they leave. */
  const pressAtOnce = async (size: number, rounds: number) => {
    const samples: Sample[] = []
    for (let round = 0; round < rounds; round++) {
      const phones = newPhones(size)
      samples.push(...(await Promise.all(phones.map((phone) => createOnce(phone)))))
      await Promise.all(phones.map(release))
    }
    return samples
  }
  const steps: [string, () => Promise<Sample[]>, number][] = [
    ['1 at a time', () => pressAtOnce(1, ROUNDS.serial), ROUNDS.serial],
    ['20 at once', () => pressAtOnce(20, ROUNDS.concurrent / 20), ROUNDS.concurrent],
    // the first measure: 20 always in flight, 250 checkouts a second, and no claim ever
    // ends, so by the end each of the 20 tables holds ~40 live claims, more than it has diners
    ['20 in flight', () => run(ROUNDS.concurrent, 20, () => createOnce()), ROUNDS.concurrent],
  ]
  for (const [label, measure, count] of steps) {
    const cpu = cpuNow()
    const samples = await measure()
    for (const part of ['total', 'stripe', 'own'] as const) {
      const values = samples.map((sample) => sample[part])
      const name = `${label}, ${{ own: 'our own time', stripe: 'stripe-mock', total: 'total' }[part]}`
      console.log(`  ${name.padEnd(34)}${fmt(percentile(values, 50))}${fmt(percentile(values, 95))}${fmt(Math.max(...values))}`)
    }
    // where our time goes: the requests to PocketBase the checkouts (and the diners' releases)
    // waited for; claims and sessions that arrive together travel in one request (a batch)
    for (const [route, values] of Object.entries(pocketbaseRoutes)) {
      const sizes = batchSizes[route]
      const carried = sizes ? `   ${(sizes.reduce((sum, size) => sum + size, 0) / sizes.length).toFixed(1)} per request, at most ${Math.max(...sizes)}` : ''
      console.log(`    ${route.padEnd(38)}${fmt(percentile(values, 50))}${fmt(percentile(values, 95))}${fmt(Math.max(...values))}${carried}`)
      delete pocketbaseRoutes[route]
      delete batchSizes[route]
    }
    const used = cpuNow()
    const perCheckout = (key: keyof typeof used) => (((used[key] - cpu[key]) * 1000) / count).toFixed(2)
    cpuPerCheckout.push(`${label}: functions ${perCheckout('functions')}, PocketBase ${perCheckout('pocketbase')}, stripe-mock ${perCheckout('stripeMock')}`)
  }
  // on 2 cores, checkouts at once wait for each other's CPU: this is what each one costs
  console.log(`  CPU ms per checkout (with its release where the diner leaves):\n    ${cpuPerCheckout.join('\n    ')}`)

  // the payment page's heartbeat: one small write renewing a live claim (docs/decisions/018)
  let beat = 0
  const heartbeatOnce = async () => {
    const cookie = claimCookies[beat++ % claimCookies.length]!
    const start = performance.now()
    const response = await handleFunctionRequest(
      new Request('http://bench/api/stripe/claim-heartbeat', { method: 'POST', headers: { cookie }, body: '{}' }),
      ctx,
    )
    if (response.status !== 200) throw new Error(`claim-heartbeat answered ${response.status}: ${await response.text()}`)
    const total = performance.now() - start
    return { total, stripe: 0, own: total }
  }
  console.log(`\nclaim-heartbeat (ms), ${claimCookies.length} live claims   p50     p95     max   writes/s`)
  for (const [label, count, concurrency] of [['1 at a time', ROUNDS.serial, 1], ['20 concurrent', ROUNDS.concurrent, 20]] as const) {
    const started = performance.now()
    const values = (await run(count, concurrency, heartbeatOnce)).map((sample) => sample.total)
    const perSecond = count / ((performance.now() - started) / 1000)
    console.log(`  ${label.padEnd(34)}${fmt(percentile(values, 50))}${fmt(percentile(values, 95))}${fmt(Math.max(...values))}${perSecond.toFixed(0).padStart(10)}`)
  }

  const token = await superuserToken(pocketbase.url)
  /** `size` claims in one request (one transaction), each of them granted. */
  const claimBatch = async (size: number) => {
    const claims = Array.from({ length: size }, () => ({ ...(JSON.parse(body()) as object), limits: getClaimLimits(ctx.config) }))
    const response = await fetch(`${pocketbase.url}/api/conto/claims/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ requests: claims.map((claim) => ({ claim })) }),
    })
    const answer = (await response.json()) as { answers?: { status: number }[] }
    if (response.status !== 200 || answer.answers?.some((one) => one.status !== 200)) throw new Error(`claims answered ${response.status}: ${JSON.stringify(answer)}`)
    return { total: 0, stripe: 0, own: 0 }
  }
  console.log('\nclaim route (pb_hooks), one transaction per request')
  // every claim here stays live, so each table holds more of them as this goes on: later lines pay for that
  for (const [concurrency, size] of [[1, 1], [1, 20], [10, 1], [20, 1]] as const) {
    const started = performance.now()
    await run(ROUNDS.claims / size, concurrency, () => claimBatch(size))
    const seconds = (performance.now() - started) / 1000
    const label = `${String(concurrency).padStart(2)} concurrent, ${String(size).padStart(2)} per request`
    console.log(`  ${label}: ${(ROUNDS.claims / seconds).toFixed(0).padStart(5)} claims/s (${ROUNDS.claims} in ${seconds.toFixed(1)} s)`)
  }
  console.log()
} finally {
  await Promise.allSettled([pocketbase.stop(), stripeMock.stop()])
  rmSync(dataDir, { recursive: true, force: true })
}

/** CPU seconds used so far by this process (the functions), PocketBase and stripe-mock. */
function cpuNow() {
  const own = process.cpuUsage()
  return {
    functions: (own.user + own.system) / 1e6,
    pocketbase: readCpuSeconds('process' in pocketbase ? pocketbase.process.pid : undefined),
    stripeMock: readCpuSeconds(stripeMock.process.pid),
  }
}

/**
 * Time spent inside Stripe's calls, per checkout (AsyncLocalStorage follows each request's awaits),
 * and each request to PocketBase's time and batch size (a batch serves many checkouts at once).
 */
function measureCalls(ctx: Context): AsyncLocalStorage<CallTimes> {
  const storage = new AsyncLocalStorage<CallTimes>()
  const timed = <A extends unknown[], R>(call: (...args: A) => Promise<R>, part: keyof CallTimes) =>
    async (...args: A): Promise<R> => {
      const start = performance.now()
      try {
        return await call(...args)
      } finally {
        const store = storage.getStore()
        if (store) store[part] += performance.now() - start
      }
    }
  const sessions = ctx.stripe.checkout.sessions
  sessions.create = timed(sessions.create.bind(sessions), 'stripeMs') as typeof sessions.create
  const send = ctx.pocketbase.send.bind(ctx.pocketbase)
  ctx.pocketbase.send = (async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
    const start = performance.now()
    try {
      return await send(method, path, body)
    } finally {
      const route = `${method} ${path.replace(/claims\/[a-z0-9]+\//, 'claims/{id}/')}`
      ;(pocketbaseRoutes[route] ??= []).push(performance.now() - start)
      const { requests } = (body ?? {}) as { requests?: unknown[] }
      if (requests) (batchSizes[route] ??= []).push(requests.length)
    }
  }) as typeof ctx.pocketbase.send
  return storage
}

interface CallTimes {
  stripeMs: number
}

async function seedTables(ctx: Context): Promise<string[]> {
  const create = async (collection: string, data: Record<string, unknown>) => {
    const answer = await ctx.pocketbase.send<{ id: string }>('POST', `/api/collections/${collection}/records`, data)
    if (answer.status !== 200) throw new Error(`seeding ${collection} failed: ${JSON.stringify(answer.body)}`)
    return answer.body.id
  }
  const company = await create('companies', { name: 'Bench', default_currency: 'EUR' })
  const restaurant = await create('restaurants', { company, name: 'Bench', active: true })
  const item = await create('items', { restaurant, name: 'Menu', price: 50_000, category: 'x', available: true })
  return Promise.all(
    Array.from({ length: TABLES }, async (_, index) => {
      const table = await create('tables', { restaurant, name: `B${index}`, currency: 'EUR' })
      const order = await create('orders', { restaurant, table, guests: GUESTS })
      await create('order_items', { order, item, unit_price: 50_000, quantity: 4 })
      return table
    }),
  )
}

async function superuserToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  })
  return ((await response.json()) as { token: string }).token
}

/** One call's time in ms: all of it, Stripe's part, and the rest (ours). */
type Sample = { total: number; stripe: number; own: number }

/** A diner's phone: its address and the claim cookie its browser keeps, at one table. */
interface Phone {
  address: string
  cookie: string
  table: string
}

/** Runs `count` calls with at most `concurrency` in flight. */
async function run(count: number, concurrency: number, call: () => Promise<Sample>): Promise<Sample[]> {
  const samples: Sample[] = []
  let started = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < count) {
        started++
        samples.push(await call())
      }
    }),
  )
  return samples
}
