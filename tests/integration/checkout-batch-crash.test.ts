// Checkouts travel to PocketBase in batches (api-functions/_lib/batcher.ts): a fault now hits many
// diners at once. PocketBase is killed (-9) while a batch of six checkouts is in flight, or a
// batch's answer is lost after it was written; whatever the moment, no claim is half written, none
// can be paid without its diner, the bill is never claimed past its total, and once the orphans
// lapse every diner's retry is granted once. A PocketBase of this file's own, whose data survives.
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Context } from '../../api-functions/_lib/context.ts'
import { PocketBaseUnavailableError } from '../../api-functions/_lib/pocketbase-admin.ts'
import { CLIENT_ADDRESS_HEADER } from '../../api-functions/_lib/rate-limit.ts'
import { startPocketBase, type RunningPocketBase } from '../../scripts/lib/pocketbase-process.ts'
import { superuserClient } from '../support/fixtures.ts'
import { post, testContext } from '../support/functions.ts'
import { freePort } from '../support/global-setup.ts'

const superuser = { email: `root-${randomBytes(4).toString('hex')}@conto.test`, password: randomBytes(18).toString('hex') }
const DINERS = 6
const PRICE = 1000
let dataDir: string
let port: number
let pocketbase: RunningPocketBase

const start = () => startPocketBase({ dataDir, port, superuserEmail: superuser.email, superuserPassword: superuser.password })
const admin = () => superuserClient({ url: pocketbase.url, superuserEmail: superuser.email, superuserPassword: superuser.password })

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'conto-pb-batch-crash-'))
  port = await freePort()
  pocketbase = await start()
}, 60_000)

afterAll(async () => {
  await pocketbase?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** A table whose bill is one line of DINERS units, each diner paying one. */
async function openBill() {
  const su = await admin()
  const company = await su.collection('companies').create({ name: `Co ${randomBytes(3).toString('hex')}`, default_currency: 'EUR' })
  const restaurant = await su.collection('restaurants').create({ company: company.id, name: 'Batch', active: true })
  const item = await su.collection('items').create({ restaurant: restaurant.id, name: 'Menu', price: PRICE, category: 'x', available: true })
  const table = await su.collection('tables').create({ restaurant: restaurant.id, name: 'B1', currency: 'EUR' })
  const order = await su.collection('orders').create({ restaurant: restaurant.id, table: table.id, guests: DINERS })
  const line = await su.collection('order_items').create({ order: order.id, item: item.id, unit_price: PRICE, quantity: DINERS })
  return { tableId: table.id, orderId: order.id, lineId: line.id }
}

/** The functions pointed at this file's PocketBase, signed in before the fault. */
async function functionsContext(): Promise<Context> {
  const ctx = testContext({
    POCKETBASE_URL: pocketbase.url,
    POCKETBASE_SUPERUSER_EMAIL: superuser.email,
    POCKETBASE_SUPERUSER_PASSWORD: superuser.password,
    CONTO_TABLE_CHECKOUTS_PER_MINUTE: '100',
  })
  await ctx.pocketbase.send('GET', '/api/health')
  return ctx
}

/** Every diner presses pay at once, each from their own phone, for one unit of the line. */
function pressPay(ctx: Context, bill: { tableId: string; lineId: string }, run: string) {
  return Promise.all(
    Array.from({ length: DINERS }, (_, index) =>
      post<{ sessionId?: string }>(
        ctx,
        '/api/stripe/create-checkout-session',
        { tableId: bill.tableId, tips: { mode: 'percent', amount: 0 }, split: { mode: 'items', totalGuests: 0, payingFor: 0, items: [{ orderItemId: bill.lineId, quantity: 1 }] } },
        { [CLIENT_ADDRESS_HEADER]: `10.${run}.0.${index + 1}` },
      ),
    ),
  )
}

/** The order's live claims, each checked whole: its one unit covered, and never past the bill. */
async function liveClaimsOf(orderId: string) {
  const su = await admin()
  const pending = await su.collection('transactions').getFullList({ filter: `order = "${orderId}" && status = "pending"` })
  for (const claim of pending) {
    const covered = await su.collection('transaction_items').getFullList({ filter: `transaction = "${claim.id}"` })
    expect(covered.map((row) => [row.quantity, row.amount])).toEqual([[1, PRICE]])
    expect(claim.base_amount).toBe(PRICE)
  }
  expect(pending.reduce((sum, claim) => sum + claim.base_amount, 0)).toBeLessThanOrEqual(PRICE * DINERS)
  const sessions = pending.map((claim) => claim.stripe_session_id).filter(Boolean)
  expect(new Set(sessions).size).toBe(sessions.length)
  return pending
}

/** The orphans' time passes (two minutes without a heartbeat): then every diner presses again. */
async function retryOnceLapsed(ctx: Context, bill: { tableId: string; orderId: string; lineId: string }, run: string) {
  const su = await admin()
  for (const claim of await su.collection('transactions').getFullList({ filter: `order = "${bill.orderId}" && status = "pending"` })) {
    await su.collection('transactions').update(claim.id, { claim_expires_at: new Date(Date.now() - 1000).toISOString() })
  }
  const again = await pressPay(ctx, bill, run)
  expect(again.map((answer) => answer.status)).toEqual(Array(DINERS).fill(200))
  const live = await liveClaimsOf(bill.orderId)
  expect(live).toHaveLength(DINERS)
  expect(new Set(again.map((answer) => answer.body.sessionId)).size).toBe(DINERS)
  expect(live.every((claim) => claim.stripe_session_id !== '')).toBe(true)
}

describe('a batch of checkouts and a fault', () => {
  it.each([0, 3, 10])('PocketBase killed %i ms into the first batch: nothing half written, every retry granted once', async (delay) => {
    const bill = await openBill()
    const ctx = await functionsContext()
    const send = ctx.pocketbase.send.bind(ctx.pocketbase)
    let killed = false
    ctx.pocketbase.send = (async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
      const answer = send(method, path, body)
      if (path === '/api/conto/claims/batch' && !killed) {
        killed = true
        setTimeout(() => pocketbase.process.kill('SIGKILL'), delay)
      }
      return answer
    }) as typeof send
    const answers = await pressPay(ctx, bill, `${delay + 1}`)
    // an answer, or 503 when PocketBase was gone: never another failure, never a wrong amount
    for (const answer of answers) expect([200, 503]).toContain(answer.status)
    expect(answers.some((answer) => answer.status === 503)).toBe(true)
    if (pocketbase.process.exitCode === null && pocketbase.process.signalCode === null) await once(pocketbase.process, 'exit')
    pocketbase = await start()

    await liveClaimsOf(bill.orderId)
    ctx.pocketbase.send = send
    await retryOnceLapsed(ctx, bill, `${delay + 1}`)
  }, 60_000)

  it('the answer of a written batch is lost: its diners hear 503, its claims cannot be paid, and their retries are granted once', async () => {
    const bill = await openBill()
    const ctx = await functionsContext()
    const send = ctx.pocketbase.send.bind(ctx.pocketbase)
    ctx.pocketbase.send = (async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
      const answer = await send(method, path, body)
      if (path === '/api/conto/claims/batch') throw new PocketBaseUnavailableError('the answer was lost on its way back')
      return answer
    }) as typeof send
    const answers = await pressPay(ctx, bill, '50')
    expect(answers.map((answer) => answer.status)).toEqual(Array(DINERS).fill(503))
    // written, but no session was ever opened for them: nobody can pay an orphan
    const orphans = await liveClaimsOf(bill.orderId)
    expect(orphans).toHaveLength(DINERS)
    expect(orphans.every((claim) => claim.stripe_session_id === '')).toBe(true)

    ctx.pocketbase.send = send
    await retryOnceLapsed(ctx, bill, '50')
  }, 60_000)
})
