// Issue 20, break 11, with a real crash: PocketBase is killed (-9) while a waiter's cash payment is
// in flight, so the waiter never hears whether it was recorded, and the retry after the restart
// carries the same request id. Whatever the moment of the kill, the bill ends with one payment,
// and (issue 22) one documento commerciale waiting for the till: the outbox is in the same write.
// A PocketBase of this file's own, on a data directory that survives the kill.
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPocketBase, type RunningPocketBase } from '../../scripts/lib/pocketbase-process.ts'
import { signIn, STAFF_PASSWORD, superuserClient } from '../support/fixtures.ts'
import { freePort } from '../support/global-setup.ts'

const superuser = { email: `root-${randomBytes(4).toString('hex')}@conto.test`, password: randomBytes(18).toString('hex') }
let dataDir: string
let port: number
let pocketbase: RunningPocketBase
let waiterEmail: string

const start = () => startPocketBase({ dataDir, port, superuserEmail: superuser.email, superuserPassword: superuser.password })
const admin = () => superuserClient({ url: pocketbase.url, superuserEmail: superuser.email, superuserPassword: superuser.password })

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'conto-pb-crash-'))
  port = await freePort()
  pocketbase = await start()
  const su = await admin()
  const company = await su.collection('companies').create({ name: 'Trattoria Crash', default_currency: 'EUR' })
  const restaurant = await su.collection('restaurants').create({ company: company.id, name: 'Crash', active: true, fiscal_departments: { '10': 2 } })
  waiterEmail = `waiter-${randomBytes(4).toString('hex')}@conto.test`
  await su.collection('users').create({
    email: waiterEmail, password: STAFF_PASSWORD, passwordConfirm: STAFF_PASSWORD, verified: true,
    name: 'Luca', company: company.id, role: 'waiter', status: 'active', restaurant: restaurant.id,
  })
  const item = await su.collection('items').create({ restaurant: restaurant.id, name: 'Menu', price: 1000, category: 'x', available: true })
  for (let round = 0; round < 3; round++) {
    const table = await su.collection('tables').create({ restaurant: restaurant.id, name: `T${round}`, currency: 'EUR' })
    const order = await su.collection('orders').create({ restaurant: restaurant.id, table: table.id, guests: 2 })
    await su.collection('order_items').create({ order: order.id, item: item.id, unit_price: 1000, quantity: 5 })
  }
}, 60_000)

afterAll(async () => {
  await pocketbase?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** POSTs the cash payment with the waiter's token (signed in before, so the kill hits this request). */
async function recordCash(token: string, orderId: string, requestId: string): Promise<number | 'lost'> {
  try {
    const response = await fetch(`${pocketbase.url}/api/conto/orders/${orderId}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ method: 'cash', split: { mode: 'amount', amount: 2000 }, requestId }),
    })
    return response.status
  } catch {
    return 'lost'
  }
}

describe('a cash payment whose answer is lost to kill -9', () => {
  it.each([0, 5, 25])('killed %i ms after it was sent: the retry after the restart leaves exactly one payment', async (delay) => {
    const su = await admin()
    const orders = await su.collection('orders').getFullList({ sort: 'created' })
    const order = orders[[0, 5, 25].indexOf(delay)]!
    const requestId = `crash-${delay}-${randomBytes(4).toString('hex')}`

    const token = (await signIn(pocketbase.url, waiterEmail, STAFF_PASSWORD)).authStore.token
    const inFlight = recordCash(token, order.id, requestId)
    await new Promise((resolve) => setTimeout(resolve, delay))
    pocketbase.process.kill('SIGKILL')
    await inFlight
    if (pocketbase.process.exitCode === null && pocketbase.process.signalCode === null) await once(pocketbase.process, 'exit')
    pocketbase = await start()

    // the token outlives the crash: the waiter's tablet just presses again (twice, for good measure)
    expect(await recordCash(token, order.id, requestId)).toBe(200)
    expect(await recordCash(token, order.id, requestId)).toBe(200)
    const payments = await (await admin()).collection('transactions').getFullList({ filter: `order = "${order.id}"` })
    expect(payments.map((payment) => [payment.status, payment.base_amount, payment.request_id])).toEqual([['completed', 2000, requestId]])
    const jobs = await (await admin()).collection('fiscal_jobs').getFullList({ filter: `order = "${order.id}"` })
    expect(jobs.map((job) => [job.key, job.status, (job.document as { total: number }).total])).toEqual([[`sale:${payments[0]!.id}`, 'pending', 2000]])
  }, 60_000)
})
