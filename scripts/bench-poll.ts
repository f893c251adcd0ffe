// `npm run bench:poll`: 1,000 diners with the bill open, each polling PocketBase every 10 s the
// way the diner pages do (table status, payment status, the order's lines: SPEC §4), against a
// fresh PocketBase started as `npm start` starts it. Prints request latency; asserts nothing
// (DESIGN target: p95 < 50 ms on 2 cores). The load generator runs on the same machine, so its
// own CPU use is inside the numbers.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { startPocketBase } from './lib/pocketbase-process.ts'
import { formatMs as fmt, percentile } from './lib/stats.ts'

const DINERS = Number(process.env.BENCH_DINERS ?? 1000)
const DINERS_PER_TABLE = 4
const RESTAURANTS = 5
const POLL_INTERVAL_MS = 10_000
const MEASURE_SECONDS = Number(process.env.BENCH_POLL_SECONDS ?? 60)
const LINES_PER_ORDER = 8
/** One table in three has a share of its bill paid already, so the views sum real payments. */
const PAID_EVERY = 3
/** Closed orders from earlier services: the reads must not slow down as history grows. */
const HISTORY_ORDERS = Number(process.env.BENCH_HISTORY_ORDERS ?? 2000)

const dataDir = mkdtempSync(join(tmpdir(), 'conto-bench-poll-'))
const superuser = { email: 'bench@conto.local', password: randomBytes(12).toString('hex') }
const pocketbase = await startPocketBase({
  dataDir,
  port: Number(process.env.BENCH_POCKETBASE_PORT ?? 8220),
  superuserEmail: superuser.email,
  superuserPassword: superuser.password,
})

try {
  const token = await superuserToken()
  const tables = await seedTables(token, Math.ceil(DINERS / DINERS_PER_TABLE))
  console.log(
    `\n${DINERS} diners at ${tables.length} tables (${RESTAURANTS} restaurants, ${HISTORY_ORDERS} closed orders before today), ` +
      `each polling every ${POLL_INTERVAL_MS / 1000} s; ${MEASURE_SECONDS} s measured after one warm-up round`,
  )

  const latencies: Record<Read, number[]> = { table: [], payment: [], lines: [] }
  let errors = 0
  let measuring = false
  /** Prints the latencies gathered so far and starts afresh. */
  const report = (title: string, seconds?: number) => {
    const all = Object.values(latencies).flat()
    const rate = seconds ? `, ${(all.length / seconds).toFixed(0)} requests/s` : ''
    console.log(`\n  ${title}: ${all.length} reads${rate}, ${errors} errors`)
    console.log('  latency (ms)         p50     p95     p99     max')
    const row = (label: string, values: number[]) =>
      console.log(`  ${label.padEnd(16)}${fmt(percentile(values, 50))}${fmt(percentile(values, 95))}${fmt(percentile(values, 99))}${fmt(Math.max(...values))}`)
    row('table status', latencies.table)
    row('payment status', latencies.payment)
    row('order lines', latencies.lines)
    row('all reads', all)
    for (const values of Object.values(latencies)) values.length = 0
    errors = 0
  }
  const get = async (read: Read, path: string) => {
    const start = performance.now()
    try {
      const response = await fetch(`${pocketbase.url}${path}`, { headers: { 'accept-language': 'it' } })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    } catch (error) {
      if (measuring) errors++
      if (errors === 1) console.error(error instanceof Error ? error.message : error)
      return
    }
    if (measuring) latencies[read].push(performance.now() - start)
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

  // what one read costs on an idle server, for scale
  measuring = true
  for (const table of tables.slice(0, 30)) await poll(table)
  measuring = false
  report('one diner at a time (30 polls)')

  // every diner starts at a random moment of the first interval, like people sitting down
  let stopped = false
  const diners = Array.from({ length: DINERS }, async (_, index) => {
    const table = tables[index % tables.length] as BenchTable
    await sleep(Math.random() * POLL_INTERVAL_MS)
    while (!stopped) {
      const started = performance.now()
      await poll(table)
      await sleep(Math.max(0, POLL_INTERVAL_MS - (performance.now() - started)))
    }
  })
  await sleep(POLL_INTERVAL_MS)
  measuring = true
  const measureStart = performance.now()
  await sleep(MEASURE_SECONDS * 1000)
  measuring = false
  const seconds = (performance.now() - measureStart) / 1000
  stopped = true
  await Promise.all(diners)

  report(`${DINERS} diners over ${seconds.toFixed(0)} s`, seconds)
  console.log('  (target: p95 < 50 ms)\n')
} finally {
  await pocketbase.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

type Read = 'table' | 'payment' | 'lines'

interface BenchTable {
  id: string
  orderId: string
}

async function superuserToken(): Promise<string> {
  const response = await fetch(`${pocketbase.url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  })
  return ((await response.json()) as { token: string }).token
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
      for (let line = 0; line < LINES_PER_ORDER; line++) {
        const item = restaurant.menu[(index + line) % restaurant.menu.length]!
        await create('order_items', { order: orderId, item, quantity: 1 + (line % 3), unit_price: 800 })
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
      tables.push({ id, orderId })
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
