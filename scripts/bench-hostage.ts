// `npm run bench:hostage`: how long one client can keep a table from paying (issue 20, break 2;
// docs/decisions/026). A squatter from one address holds the whole bill the way the attack did —
// heartbeats, re-opening the payment page with its cookie, dropping cookies and starting again —
// while an honest diner from another address tries to pay every second. Then a manager acts
// ("Sblocca", or records the cash) and we time how long until the table pays.
// Real PocketBase, stripe-mock and the functions in-process; the claim lengths are scaled down
// (MAX 30 s, COOLDOWN 10 s, BAR 20 s) so a run takes about two minutes: the figures scale with them.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createContext, type Context } from '../api-functions/_lib/context.ts'
import { CLIENT_ADDRESS_HEADER } from '../api-functions/_lib/rate-limit.ts'
import { handleFunctionRequest } from '../api-functions/_lib/router.ts'
import { functionsEnv } from './lib/functions-env.ts'
import { startPocketBase } from './lib/pocketbase-process.ts'
import { startStripeMock } from './lib/stripe-mock.ts'

const LIMITS = { idle: 10, heartbeat: 5, max: 30, cooldown: 10, bar: 20 }
const SQUAT_SECONDS = 2 * (LIMITS.max + LIMITS.cooldown) + 10
// once a second: the functions allow one address 120 checkouts a minute
const PROBE_MS = 1_000

const dataDir = mkdtempSync(join(tmpdir(), 'conto-hostage-'))
const superuser = { email: 'hostage@conto.local', password: randomBytes(12).toString('hex') }
const pocketbase = await startPocketBase({ dataDir, port: Number(process.env.BENCH_POCKETBASE_PORT ?? 8211), superuserEmail: superuser.email, superuserPassword: superuser.password })
const stripeMock = await startStripeMock(Number(process.env.BENCH_STRIPE_MOCK_PORT ?? 12211))
const ctx = createContext({
  ...functionsEnv({ pocketbaseUrl: pocketbase.url, superuser, stripeApiUrl: stripeMock.url, appUrl: 'http://127.0.0.1:5173' }),
  CONTO_CLAIM_IDLE_SECONDS: String(LIMITS.idle),
  CONTO_CLAIM_HEARTBEAT_SECONDS: String(LIMITS.heartbeat),
  CONTO_CLAIM_MAX_SECONDS: String(LIMITS.max),
  CONTO_CLAIM_COOLDOWN_SECONDS: String(LIMITS.cooldown),
  CONTO_CLAIM_BAR_SECONDS: String(LIMITS.bar),
  CONTO_TABLE_CHECKOUTS_PER_MINUTE: '1000',
})
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

try {
  console.log(`claim lengths: MAX ${LIMITS.max} s, COOLDOWN ${LIMITS.cooldown} s, BAR ${LIMITS.bar} s, IDLE ${LIMITS.idle} s (production: 900, 300, 600, 120)\n`)

  // 1. the squatter alone: the longest the honest diner is kept waiting
  const alone = await seedBill(ctx)
  const waits = await squatAndProbe(alone.tableId, SQUAT_SECONDS * 1000)
  console.log(`squatter alone for ${SQUAT_SECONDS} s (one address, heartbeats, re-opening, dropping cookies):`)
  console.log(`  longest stretch the table could not pay: ${(Math.max(...waits.blocked) / 1000).toFixed(1)} s (MAX is ${LIMITS.max} s)`)
  console.log(`  the table could pay for ${(waits.free / 1000).toFixed(1)} s of ${SQUAT_SECONDS} s\n`)

  // 2. a manager releases the squatter's claim ("Sblocca")
  const released = await seedBill(ctx)
  console.log(`a manager presses "Sblocca" while the squatter holds the bill: the table pays ${(await afterStaffAction(released, 'release')).toFixed(0)} ms later`)
  // 3. a waiter records the cash while the squatter holds the bill
  const cash = await seedBill(ctx)
  console.log(`a waiter records the cash while the squatter holds the bill: recorded ${(await afterStaffAction(cash, 'cash')).toFixed(0)} ms later\n`)
} finally {
  await Promise.allSettled([pocketbase.stop(), stripeMock.stop()])
  rmSync(dataDir, { recursive: true, force: true })
}

interface Bill {
  tableId: string
  orderId: string
  managerToken: string
}

/** A phone: one address, the claim cookie it keeps, and the answers it gets. */
function phone(address: string) {
  let cookie = ''
  const call = async (path: string, body: unknown) => {
    const response = await handleFunctionRequest(
      new Request(`http://bench${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: address, ...(cookie ? { cookie } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      ctx,
    )
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]!
    return response.status
  }
  return {
    checkout: (tableId: string) =>
      call('/api/stripe/create-checkout-session', { tableId, tips: { mode: 'percent', amount: 0 }, split: { mode: 'full', totalGuests: 0, payingFor: 0, items: [] } }),
    heartbeat: () => call('/api/stripe/claim-heartbeat', ''),
    release: () => call('/api/stripe/release-claim', ''),
    dropCookies: () => {
      cookie = ''
    },
  }
}

/** The attack's pattern: hold, heartbeat, re-open with the cookie, or start over without it. */
async function squat(tableId: string, until: number): Promise<void> {
  const squatter = phone('198.51.100.66')
  let step = 0
  while (performance.now() < until) {
    step++
    if (step % 7 === 0) squatter.dropCookies()
    if ((await squatter.heartbeat()) !== 200 || step % 5 === 0) await squatter.checkout(tableId)
    await sleep(500)
  }
}

/** Runs the squatter and an honest diner who tries every PROBE_MS and gives the claim back at once. */
async function squatAndProbe(tableId: string, durationMs: number): Promise<{ blocked: number[]; free: number }> {
  const until = performance.now() + durationMs
  const squatting = squat(tableId, until)
  const diner = phone('203.0.113.9')
  const blocked: number[] = [0]
  let free = 0
  let blockedSince: number | null = null
  while (performance.now() < until) {
    const at = performance.now()
    if ((await diner.checkout(tableId)) === 200) {
      await diner.release()
      free += PROBE_MS
      if (blockedSince !== null) blocked.push(at - blockedSince)
      blockedSince = null
    } else blockedSince ??= at
    await sleep(PROBE_MS)
  }
  if (blockedSince !== null) blocked.push(performance.now() - blockedSince)
  await squatting
  return { blocked, free }
}

/** The squatter holds the bill; a manager acts; ms until the honest diner's checkout (or the cash) goes through. */
async function afterStaffAction(bill: Bill, action: 'release' | 'cash'): Promise<number> {
  const squatting = squat(bill.tableId, performance.now() + 6_000)
  await sleep(1_500)
  const started = performance.now()
  if (action === 'cash') {
    const answer = await fetch(`${pocketbase.url}/api/conto/orders/${bill.orderId}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: bill.managerToken },
      body: JSON.stringify({ method: 'cash', split: { mode: 'full' } }),
    })
    if (answer.status !== 200) throw new Error(`recording cash answered ${answer.status}: ${await answer.text()}`)
    const elapsed = performance.now() - started
    await squatting
    return elapsed
  }
  const claim = await ctx.pocketbase.send<{ items: { id: string }[] }>(
    'GET',
    `/api/collections/transactions/records?filter=${encodeURIComponent(`order="${bill.orderId}" && status="pending"`)}`,
  )
  const held = claim.body.items[0]
  if (!held) throw new Error('the squatter holds nothing')
  const released = await handleFunctionRequest(
    new Request('http://bench/api/admin/release-claim', { method: 'POST', headers: { authorization: bill.managerToken }, body: JSON.stringify({ transactionId: held.id }) }),
    ctx,
  )
  if (released.status !== 200) throw new Error(`release answered ${released.status}`)
  const diner = phone('203.0.113.10')
  while ((await diner.checkout(bill.tableId)) !== 200) await sleep(50)
  const elapsed = performance.now() - started
  await squatting
  return elapsed
}

async function seedBill(context: Context): Promise<Bill> {
  const create = async (collection: string, data: Record<string, unknown>) => {
    const answer = await context.pocketbase.send<{ id: string }>('POST', `/api/collections/${collection}/records`, data)
    if (answer.status !== 200) throw new Error(`seeding ${collection} failed: ${JSON.stringify(answer.body)}`)
    return answer.body.id
  }
  const run = randomBytes(3).toString('hex')
  const company = await create('companies', { name: `Hostage ${run}`, default_currency: 'EUR' })
  const restaurant = await create('restaurants', { company, name: `Hostage ${run}`, active: true })
  const item = await create('items', { restaurant, name: 'Menu', price: 5_500, category: 'x', available: true })
  const tableId = await create('tables', { restaurant, name: `H${run}`, currency: 'EUR' })
  const orderId = await create('orders', { restaurant, table: tableId, guests: 3 })
  await create('order_items', { order: orderId, item, unit_price: 5_500, quantity: 1 })
  const email = `manager-${run}@conto.local`
  const password = randomBytes(12).toString('hex')
  await create('users', { email, password, passwordConfirm: password, verified: true, name: 'Manager', company, role: 'manager', status: 'active' })
  const auth = await fetch(`${pocketbase.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password }),
  })
  return { tableId, orderId, managerToken: ((await auth.json()) as { token: string }).token }
}
