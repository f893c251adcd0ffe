// `npm run bench:hostage`: how long any number of clients can keep a table from paying (issue 20,
// break 2; issue 34, break 8; docs/decisions/026 and 039). Squatters from one, then three addresses
// taking turns hold the whole bill the way the attacks did — heartbeats, re-opening the payment page
// with their cookie, dropping cookies and starting again — while an honest diner from another
// address tries to pay every second. Then a manager acts ("Sblocca", or records the cash) and we
// time how long until the table pays. Real PocketBase, stripe-mock and the functions in-process;
// the claim lengths are scaled down (MAX 30 s, COOLDOWN 10 s, BAR 20 s, HOLD 40 s an hour) so a run
// takes about four minutes. The hour the hold budget counts is not scaled: each bill is new.
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

const LIMITS = { idle: 10, heartbeat: 2, max: 30, cooldown: 10, bar: 20, hold: 40 }
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
  CONTO_ORDER_HOLD_SECONDS_PER_HOUR: String(LIMITS.hold),
  CONTO_TABLE_CHECKOUTS_PER_MINUTE: '1000',
})
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

try {
  console.log(
    `claim lengths: MAX ${LIMITS.max} s, COOLDOWN ${LIMITS.cooldown} s, BAR ${LIMITS.bar} s, IDLE ${LIMITS.idle} s, HOLD ${LIMITS.hold} s an hour (production: 900, 300, 600, 120, 1200)\n`,
  )

  // 1. squatters alone, then taking turns: the longest the honest diner is kept waiting
  for (const addresses of [['198.51.100.66'], ['198.51.100.66', '198.51.100.67', '198.51.100.68']]) {
    const bill = await seedBill(ctx)
    const waits = await squatAndProbe(bill.tableId, addresses, SQUAT_SECONDS * 1000)
    const blocked = waits.blocked.reduce((sum, stretch) => sum + stretch, 0)
    console.log(`${addresses.length} address(es) squatting for ${SQUAT_SECONDS} s (heartbeats, re-opening, dropping cookies, taking turns):`)
    console.log(`  longest stretch the table could not pay: ${(Math.max(...waits.blocked) / 1000).toFixed(1)} s (stretches: ${waits.blocked.filter((stretch) => stretch > 0).map((stretch) => (stretch / 1000).toFixed(1)).join(', ')} s)`)
    console.log(`  in all, the table could not pay for ${(blocked / 1000).toFixed(1)} s (its hold budget: ${LIMITS.hold} s an hour)`)
    console.log(`  the table could pay for ${(waits.free / 1000).toFixed(1)} s of ${SQUAT_SECONDS} s`)
    console.log(`  the honest diner was told: ${[...waits.refusals].map(([code, times]) => `${code} ×${times}`).join(', ') || 'nothing but yes'}\n`)
  }

  // 2. a manager releases the squatter's claim ("Sblocca")
  const released = await seedBill(ctx)
  console.log(
    `a manager presses "Sblocca" while the squatter holds the bill, and it claims again at once from another address: the next diner pays ${(await afterStaffAction(released, 'release')).toFixed(0)} ms later`,
  )
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
  const refusals = new Map<string, number>()
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
    if (response.status !== 200) {
      const code = ((await response.json().catch(() => ({}))) as { error?: { code?: string } }).error?.code ?? String(response.status)
      refusals.set(code, (refusals.get(code) ?? 0) + 1)
    }
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
    refusals,
  }
}

/**
 * The attacks' pattern: hold, heartbeat, re-open with the cookie, or start over without it; with
 * several addresses, each takes its turn re-opening, the others keeping their claims alive.
 */
async function squat(tableId: string, addresses: string[], until: number): Promise<void> {
  const squatters = addresses.map(phone)
  let step = 0
  while (performance.now() < until) {
    step++
    const turn = squatters[step % squatters.length]!
    if (step % 7 === 0) turn.dropCookies()
    for (const squatter of squatters) if ((await squatter.heartbeat()) !== 200) await squatter.checkout(tableId)
    if (step % 5 === 0) await turn.checkout(tableId)
    await sleep(500)
  }
}

/** Runs the squatters and an honest diner who tries every PROBE_MS and gives the claim back at once. */
async function squatAndProbe(tableId: string, addresses: string[], durationMs: number): Promise<{ blocked: number[]; free: number; refusals: Map<string, number> }> {
  const until = performance.now() + durationMs
  const squatting = squat(tableId, addresses, until)
  const diner = phone('203.0.113.9')
  const blocked: number[] = [0]
  let free = 0
  let blockedSince: number | null = null
  while (performance.now() < until) {
    const at = performance.now()
    if ((await diner.checkout(tableId)) === 200) {
      await diner.release()
      // each probe is a diner who has not tried before (a browser's own run is not the question)
      diner.dropCookies()
      free += PROBE_MS
      if (blockedSince !== null) blocked.push(at - blockedSince)
      blockedSince = null
    } else blockedSince ??= at
    await sleep(PROBE_MS)
  }
  if (blockedSince !== null) blocked.push(performance.now() - blockedSince)
  await squatting
  return { blocked, free, refusals: diner.refusals }
}

/** The squatter holds the bill; a manager acts; ms until the honest diner's checkout (or the cash) goes through. */
async function afterStaffAction(bill: Bill, action: 'release' | 'cash'): Promise<number> {
  const squatting = squat(bill.tableId, ['198.51.100.66', '198.51.100.67'], performance.now() + 40_000)
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
  // the squatter takes the bill again at once, from an address it had not used (break 8)
  if ((await phone('198.51.100.99').checkout(bill.tableId)) !== 200) throw new Error('the squatter could not claim again')
  const diner = phone('203.0.113.10')
  while ((await diner.checkout(bill.tableId)) !== 200) await sleep(PROBE_MS)
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
