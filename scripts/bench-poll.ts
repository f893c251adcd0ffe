// `npm run bench:poll`: diners with the bill open, each polling PocketBase every 10 s the way the
// diner pages do (table status, payment status, the order's lines: SPEC §4), against a fresh
// PocketBase started as `npm start` starts it. It steps the number of diners up (1k, 2k, 5k,
// 10k, …) until p95 passes 50 ms or reads fail, and reports that knee with PocketBase's memory.
// One diner in ten (BENCH_PAYING_SHARE) is on the payment page: it holds a live claim and renews
// it every 30 s through PocketBase's claim route, as the claim-heartbeat function does
// (docs/decisions/018), so the writes those heartbeats cost show up beside the reads.
// Asserts nothing. The load generator runs on the same 2 cores, so its CPU use is inside the numbers.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { Agent, get as httpGet } from 'node:http'
import { startPocketBase } from './lib/pocketbase-process.ts'
import { patchSettings, signInSuperuser } from './lib/pocketbase-settings.ts'
import { readCpuSeconds, readRssMb } from './lib/process-usage.ts'
import { formatMs as fmt, percentile } from './lib/stats.ts'

/** Diners per step; BENCH_DINERS=N measures one step only. */
const STEPS = (process.env.BENCH_DINERS ?? process.env.BENCH_STEPS ?? '1000,2000,5000,10000,15000,20000').split(',').map(Number)
const P95_LIMIT_MS = 50
const DINERS_PER_TABLE = 4
const TABLES_PER_RESTAURANT = 25
const RESTAURANTS = 5
const POLL_INTERVAL_MS = 10_000
const MEASURE_SECONDS = Number(process.env.BENCH_POLL_SECONDS ?? 30)
/**
 * Diners arrive over the first poll interval and read for this long before the measured window.
 * It is the cold start: PocketBase answers every first read itself (docs/decisions/017), which at
 * 10,000 diners queues for seconds. Its p95 is printed apart; the window measures the steady state.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 40)
/** Share of diners on the payment page, renewing their claim (api-functions/stripe/claim-lifecycle.ts). */
const PAYING_SHARE = Number(process.env.BENCH_PAYING_SHARE ?? 0.1)
/** The production defaults of CONTO_CLAIM_HEARTBEAT_SECONDS, _IDLE_SECONDS and _MAX_SECONDS. */
const HEARTBEAT_MS = 30_000
const CLAIM_IDLE_SECONDS = 120
const CLAIM_MAX_SECONDS = 900
/** The functions' default claim limits (api-functions/stripe/claims.ts getClaimLimits), as the heartbeat sends them. */
const CLAIM_LIMITS = { idleSeconds: CLAIM_IDLE_SECONDS, heartbeatSeconds: 30, maxSeconds: CLAIM_MAX_SECONDS, cooldownSeconds: 300, barSeconds: 600, claimsPerClient: 10, holdSecondsPerHour: 1200 }
const LINES_PER_ORDER = 8
/** One table in three has a share of its bill paid already, so the views sum real payments. */
const PAID_EVERY = 3
/** Closed orders from earlier services: the reads must not slow down as history grows. */
const HISTORY_ORDERS = Number(process.env.BENCH_HISTORY_ORDERS ?? 2000)

// Keep-alive connections, as browsers keep theirs, at most 512 at once: without a cap a step of
// 10k diners would open 30k sockets in the same second, which exhausts this machine's ports
// before it tests PocketBase.
const agent = new Agent({ keepAlive: true, maxSockets: 512 })

const dataDir = mkdtempSync(join(tmpdir(), 'conto-bench-poll-'))
const superuser = { email: 'bench@conto.local', password: randomBytes(12).toString('hex') }
const pocketbase = await startPocketBase({
  dataDir,
  port: Number(process.env.BENCH_POCKETBASE_PORT ?? 8220),
  superuserEmail: superuser.email,
  superuserPassword: superuser.password,
})

interface StepResult {
  diners: number
  rate: number
  p50: number
  p95: number
  p99: number
  errors: number
  rssMb: number
  /** p95 of the reads while warming up (diners arriving, nothing kept yet) and their failures. */
  warmupP95: number
  warmupErrors: number
  /** Cores busy over the measured window: PocketBase, and this load generator. */
  pocketbaseCores: number
  generatorCores: number
  /** Claim renewals (one write each) per second, their p95 and failures. */
  beatRate: number
  beatP95: number
  beatErrors: number
}

try {
  const token = await signInSuperuser(pocketbase.url, superuser)
  // every diner here shares 127.0.0.1: PocketBase's per-IP limiter would count them as one client
  await patchSettings(pocketbase.url, token, { rateLimits: { enabled: false } }, 'rate limiter')
  const maxDiners = Math.max(...STEPS)
  const tables = await seedTables(token, Math.ceil(maxDiners / DINERS_PER_TABLE))
  console.log(
    `\nUp to ${maxDiners} diners at ${tables.length} tables (${RESTAURANTS} restaurants, ${HISTORY_ORDERS} closed orders before today), ` +
      `each polling every ${POLL_INTERVAL_MS / 1000} s; per step ${MEASURE_SECONDS} s measured after ${WARMUP_SECONDS} s of warm-up`,
  )

  const latencies: Record<Read, number[]> = { table: [], payment: [], lines: [] }
  let errors = 0
  let firstError = ''
  let measuring = false
  const get = async (kind: Read, path: string) => {
    const start = performance.now()
    try {
      const status = await read(`${pocketbase.url}${path}`)
      if (status !== 200) throw new Error(`${path} answered ${status}`)
    } catch (error) {
      if (measuring) {
        errors++
        firstError ||= error instanceof Error ? error.message : String(error)
      }
      return
    }
    if (measuring) latencies[kind].push(performance.now() - start)
  }
  const poll = (table: BenchTable) => {
    const order = encodeURIComponent(table.orderId)
    const filter = encodeURIComponent(`order = "${table.orderId}"`)
    return Promise.all([
      get('table', `/api/collections/table_status/records/${table.id}`),
      get('payment', `/api/collections/order_payments_status/records/${table.orderId}`),
      get('lines', `/api/collections/order_items_status/records?page=1&perPage=100&filter=${filter}&expand=item&sort=created&order=${order}`),
    ])
  }
  const heartbeats: number[] = []
  let beatErrors = 0
  const post = async (path: string, body: unknown): Promise<{ status: number; text: string }> => {
    const response = await fetch(`${pocketbase.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(body),
    })
    return { status: response.status, text: await response.text() }
  }
  /** A diner on the payment page: a live claim on its table's first line, as the claim route writes it. */
  const startClaim = async (table: BenchTable): Promise<string> => {
    const claim = await post('/api/collections/transactions/records', {
      order: table.orderId,
      restaurant: table.restaurantId,
      status: 'pending',
      currency: 'EUR',
      base_amount: 800,
      total_amount: 800,
      split_mode: 'items',
      tip_mode: 'percent',
      claim_expires_at: new Date(Date.now() + CLAIM_IDLE_SECONDS * 1000).toISOString().replace('T', ' '),
    })
    if (claim.status !== 200) throw new Error(`claim failed: ${claim.text}`)
    const id = (JSON.parse(claim.text) as { id: string }).id
    await post('/api/collections/transaction_items/records', { transaction: id, order_item: table.firstLineId, quantity: 1, amount: 800 })
    return id
  }
  const renew = async (claimId: string) => {
    const start = performance.now()
    const answer = await post(`/api/conto/claims/${claimId}/renew`, { limits: CLAIM_LIMITS }).catch(
      (error: unknown) => ({ status: 0, text: String(error) }),
    )
    if (!measuring) return
    if (answer.status === 200) heartbeats.push(performance.now() - start)
    else {
      beatErrors++
      firstError ||= `heartbeat answered ${answer.status}: ${answer.text}`
    }
  }
  const resetStep = () => {
    for (const values of Object.values(latencies)) values.length = 0
    heartbeats.length = 0
    beatErrors = 0
    errors = 0
    firstError = ''
  }

  // what one read costs on an idle server, for scale
  measuring = true
  for (const table of tables.slice(0, Number(process.env.BENCH_IDLE_TABLES ?? 30))) await poll(table)
  measuring = false
  const idle = Object.values(latencies).flat()
  const perRead = (Object.keys(latencies) as Read[]).map((kind) => `${kind} ${percentile(latencies[kind], 95).toFixed(1)}`).join(', ')
  console.log(`\n  one diner at a time: p50 ${percentile(idle, 50).toFixed(1)} ms, p95 ${percentile(idle, 95).toFixed(1)} ms (p95 per read: ${perRead} ms)`)
  resetStep()

  /** N diners polling for one warm-up interval and the measured window. */
  const runStep = async (diners: number): Promise<StepResult> => {
    let stopped = false
    let peakRss = 0
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, readRssMb(pocketbase.process.pid))), 1000)
    // every diner starts at a random moment of the first interval, like people sitting down
    const payingEvery = PAYING_SHARE > 0 ? Math.round(1 / PAYING_SHARE) : 0
    const running = Array.from({ length: diners }, async (_, index) => {
      const table = tables[Math.floor(index / DINERS_PER_TABLE) % tables.length] as BenchTable
      await sleep(Math.random() * POLL_INTERVAL_MS)
      const claimId = payingEvery && index % payingEvery === 0 ? await startClaim(table) : ''
      let nextBeat = performance.now() + Math.random() * HEARTBEAT_MS
      while (!stopped) {
        const started = performance.now()
        await poll(table)
        if (claimId && performance.now() >= nextBeat) {
          await renew(claimId)
          nextBeat += HEARTBEAT_MS
        }
        await sleep(Math.max(0, Math.min(POLL_INTERVAL_MS - (performance.now() - started), claimId ? nextBeat - performance.now() : Infinity)))
      }
    })
    measuring = true
    await sleep(WARMUP_SECONDS * 1000)
    const warmupP95 = percentile(Object.values(latencies).flat(), 95)
    const warmupErrors = errors + beatErrors
    resetStep()
    const measureStart = performance.now()
    const cpuStart = { pocketbase: readCpuSeconds(pocketbase.process.pid), generator: process.cpuUsage() }
    await sleep(MEASURE_SECONDS * 1000)
    measuring = false
    const seconds = (performance.now() - measureStart) / 1000
    const pocketbaseCores = (readCpuSeconds(pocketbase.process.pid) - cpuStart.pocketbase) / seconds
    const generatorUsage = process.cpuUsage(cpuStart.generator)
    const generatorCores = (generatorUsage.user + generatorUsage.system) / 1e6 / seconds
    stopped = true
    await Promise.all(running)
    clearInterval(sampler)
    const all = Object.values(latencies).flat()
    const result = {
      diners,
      warmupP95,
      warmupErrors,
      rate: all.length / seconds,
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      p99: percentile(all, 99),
      errors,
      rssMb: peakRss,
      pocketbaseCores,
      generatorCores,
      beatRate: heartbeats.length / seconds,
      beatP95: percentile(heartbeats, 95),
      beatErrors,
    }
    if (firstError) console.log(`  first error at ${diners} diners: ${firstError}`)
    resetStep()
    return result
  }

  console.log(`\n  ${Math.round(PAYING_SHARE * 100)} % of diners on the payment page, renewing their claim every ${HEARTBEAT_MS / 1000} s`)
  console.log(`\n  diners   reads/s     p50     p95     p99  errors  PocketBase RSS  cores PB / load   beats/s  beat p95  first ${WARMUP_SECONDS} s: p95, errors`)
  const results: StepResult[] = []
  for (const diners of STEPS) {
    const step = await runStep(diners)
    results.push(step)
    console.log(
      `  ${String(diners).padStart(6)}${step.rate.toFixed(0).padStart(10)}${fmt(step.p50)}${fmt(step.p95)}${fmt(step.p99)}` +
        `${String(step.errors).padStart(8)}${`${step.rssMb.toFixed(0)} MB`.padStart(16)}` +
        `${`${step.pocketbaseCores.toFixed(2)} / ${step.generatorCores.toFixed(2)}`.padStart(17)}` +
        `${step.beatRate.toFixed(1).padStart(10)}${fmt(step.beatP95)}${fmt(step.warmupP95).padStart(12)}, ${step.warmupErrors}`,
    )
    if (step.p95 >= P95_LIMIT_MS || step.errors > 0 || step.beatErrors > 0) break
  }
  const within = results.filter((step) => step.p95 < P95_LIMIT_MS && step.errors === 0 && step.beatErrors === 0)
  const knee = within.at(-1)
  if (knee) {
    const perRestaurant = TABLES_PER_RESTAURANT * DINERS_PER_TABLE
    console.log(
      `\n  Knee: ${knee.diners} polling diners with p95 < ${P95_LIMIT_MS} ms and no errors ` +
        `(${knee.rate.toFixed(0)} reads/s, PocketBase ${knee.rssMb.toFixed(0)} MB), ` +
        `= ${Math.floor(knee.diners / perRestaurant)} restaurants of ${TABLES_PER_RESTAURANT} tables with ${DINERS_PER_TABLE} diners at every table at once.` +
        (knee === results.at(-1) ? ' (the last step tried: the knee may be higher)' : ''),
    )
  } else {
    console.log(`\n  Even ${STEPS[0]} diners passed p95 ${P95_LIMIT_MS} ms or saw errors.`)
  }
  console.log('  (target: 10,000 diners at p95 < 50 ms)\n')
} finally {
  await pocketbase.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

/** GETs a URL through the keep-alive agent and drains the body; resolves to the status. */
function read(url: string): Promise<number> {
  return new Promise((resolveRead, reject) => {
    const request = httpGet(url, { agent, headers: { 'accept-language': 'it' } }, (response) => {
      response.resume()
      response.on('end', () => resolveRead(response.statusCode ?? 0))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

type Read = 'table' | 'payment' | 'lines'

interface BenchTable {
  id: string
  orderId: string
  restaurantId: string
  firstLineId: string
}

/** Restaurants with menus, and tables with an open order of several lines, some partly paid. */
async function seedTables(token: string, count: number): Promise<BenchTable[]> {
  const create = async (collection: string, data: Record<string, unknown>): Promise<string> => {
    const response = await fetch(`${pocketbase.url}/api/collections/${collection}/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(data),
    })
    const body = (await response.json()) as { id: string }
    if (response.status !== 200) throw new Error(`seeding ${collection} failed: ${JSON.stringify(body)}`)
    return body.id
  }
  const company = await create('companies', { name: 'Bench', default_currency: 'EUR' })
  const restaurants = await Promise.all(
    Array.from({ length: RESTAURANTS }, async (_, r) => {
      const id = await create('restaurants', { company, name: `Bench ${r}`, active: true })
      const menu = await Promise.all(
        Array.from({ length: 20 }, (_, i) => create('items', { restaurant: id, name: `Dish ${i}`, price: 800 + i * 50, category: 'Menu', available: true })),
      )
      return { id, menu }
    }),
  )
  const tables: BenchTable[] = []
  // in batches: PocketBase has one SQLite writer, a thousand parallel creates only queue
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, async (_, offset) => {
      const index = start + offset
      const restaurant = restaurants[index % RESTAURANTS]!
      const id = await create('tables', { restaurant: restaurant.id, name: `T${index}`, currency: 'EUR' })
      const orderId = await create('orders', { restaurant: restaurant.id, table: id, guests: DINERS_PER_TABLE })
      let firstLineId = ''
      for (let line = 0; line < LINES_PER_ORDER; line++) {
        const item = restaurant.menu[(index + line) % restaurant.menu.length]!
        const lineId = await create('order_items', { order: orderId, item, quantity: 1 + (line % 3), unit_price: 800 })
        firstLineId ||= lineId
      }
      if (index % PAID_EVERY === 0) {
        await create('transactions', {
          order: orderId,
          restaurant: restaurant.id,
          status: 'completed',
          currency: 'EUR',
          base_amount: 1600,
          tip_amount: 80,
          total_amount: 1680,
          split_mode: 'equal',
          split_total_guests: DINERS_PER_TABLE,
          split_paying_for: 1,
          tip_mode: 'percent',
          paid_at: new Date().toISOString(),
        })
      }
      tables.push({ id, orderId, restaurantId: restaurant.id, firstLineId })
    })
    await Promise.all(batch)
  }
  for (let start = 0; start < HISTORY_ORDERS; start += 25) {
    const batch = Array.from({ length: Math.min(25, HISTORY_ORDERS - start) }, async (_, offset) => {
      const index = start + offset
      const restaurant = restaurants[index % RESTAURANTS]!
      const table = tables[index % tables.length]!
      const orderId = await create('orders', { restaurant: restaurant.id, table: table.id, guests: 2, closed_at: new Date().toISOString() })
      for (let line = 0; line < 4; line++) {
        await create('order_items', { order: orderId, item: restaurant.menu[line]!, quantity: 1, unit_price: 800 })
      }
    })
    await Promise.all(batch)
  }
  return tables
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
