// The restore drill (docs/decisions/014). A PocketBase of its own (not the shared one) takes
// payments while Litestream replicates its database to a file replica. PocketBase is killed with
// SIGKILL, then Litestream too (nothing gets a clean shutdown), the replica is restored into a
// fresh data directory, and a new PocketBase on it must serve every committed record, field for
// field: those Litestream had acknowledged before the crash, and those still only in the WAL the
// dead PocketBase left behind (Litestream ships them after the crash).
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ChildProcess } from 'node:child_process'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startPocketBase, type RunningPocketBase } from '../../scripts/lib/pocketbase-process.ts'
import { restoreDatabase, startReplication } from '../../scripts/lib/litestream.ts'
import { seedDemo, type DemoInfo } from '../../scripts/lib/seed-demo.ts'
import { ensureTestTool } from '../../scripts/lib/test-tools.ts'
import { freePort } from '../support/global-setup.ts'
import { client } from '../support/fixtures.ts'

const collections = [
  'companies', 'restaurants', 'users', 'items', 'tables', 'orders', 'order_items', 'transactions', 'transaction_items',
] as const
type Snapshot = Record<(typeof collections)[number], RecordModel[]>

const superuser = { email: `root-${randomBytes(4).toString('hex')}@conto.test`, password: randomBytes(18).toString('hex') }
let root = ''
const running: { stop: () => Promise<void> }[] = []

// The first run after a pin change builds Litestream (minutes on a small machine).
beforeAll(async () => {
  ensureTestTool('litestream')
  root = await mkdtemp(join(tmpdir(), 'conto-restore-drill-'))
}, 15 * 60_000)

afterAll(async () => {
  await Promise.allSettled(running.map((process) => process.stop()))
  if (root) await rm(root, { recursive: true, force: true })
})

it('restores every committed payment after PocketBase and Litestream are killed', async () => {
  const dataDir = join(root, 'pb_data')
  const replicaDir = join(root, 'replica')
  const restoredDir = join(root, 'restored')

  const { pocketbase, su } = await startOwnPocketBase(dataDir)
  const replication = await startReplication({ dbPath: join(dataDir, 'data.db'), replicaUrl: replicaDir })
  running.push(replication)

  const demo = await seedDemo(pocketbase.url, superuser)
  const acknowledged = await writePayments(su, demo, 'ack', 20)
  await su.collection('transactions').update(acknowledged[0] ?? '', { status: 'refunded', refund_amount: 1000 })
  await su.collection('transactions').delete(acknowledged[1] ?? '')
  const synced = await replication.sync()
  expect(synced.replicatedTxid).toBeGreaterThanOrEqual(synced.txid)

  // committed, but (with a 1 s sync interval) most likely not yet shipped when PocketBase dies
  const inWalOnly = await writePayments(su, demo, 'wal', 10)
  const before = await snapshot(su)
  expect(before.transactions.map((t) => t.id)).toEqual(expect.arrayContaining([...acknowledged.slice(2), ...inWalOnly]))

  await kill(pocketbase.process)
  await replication.sync()
  await kill(replication.process)

  await restoreDatabase({ replicaUrl: replication.replicaUrl, outputPath: join(restoredDir, 'data.db') })
  const restored = await startOwnPocketBase(restoredDir)
  const after = await snapshot(restored.su)

  for (const name of collections) expect(after[name], name).toEqual(before[name])
  expect(after.transactions.find((t) => t.id === acknowledged[0])).toMatchObject({ status: 'refunded', refund_amount: 1000 })
  expect(after.transactions.some((t) => t.id === acknowledged[1])).toBe(false)
}, 180_000)

/** A PocketBase on a free port; a port another run took between probe and bind fails sign-in, so retry. */
async function startOwnPocketBase(dataDir: string): Promise<{ pocketbase: RunningPocketBase; su: PocketBase }> {
  let lastError: unknown
  for (let attempt = 1; attempt <= 3; attempt++) {
    let pocketbase: RunningPocketBase
    try {
      const port = await freePort()
      pocketbase = await startPocketBase({ dataDir, port, superuserEmail: superuser.email, superuserPassword: superuser.password })
    } catch (error) {
      lastError = error
      continue
    }
    running.push(pocketbase)
    try {
      const su = client(pocketbase.url)
      await su.collection('_superusers').authWithPassword(superuser.email, superuser.password)
      if (pocketbase.process.exitCode === null) return { pocketbase, su }
      lastError = new Error(`PocketBase on ${pocketbase.url} exited`)
    } catch (error) {
      lastError = error
    }
    await pocketbase.stop()
  }
  throw lastError
}

/** Completed card payments on the demo's open orders, one request each; returns their ids. */
async function writePayments(su: PocketBase, demo: DemoInfo, tag: string, count: number): Promise<string[]> {
  const orders = demo.tables.filter((table) => table.orderId)
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const order = orders[i % orders.length]
    const base = 1000 + i * 137
    const tip = Math.round(base * 0.1)
    const record = await su.collection('transactions').create({
      order: order?.orderId,
      restaurant: demo.restaurantId,
      status: 'completed',
      currency: 'EUR',
      base_amount: base,
      tip_amount: tip,
      total_amount: base + tip,
      split_mode: 'equal',
      split_total_guests: 4,
      split_paying_for: 1,
      tip_mode: 'percent',
      payment_method: 'card',
      stripe_session_id: `cs_drill_${tag}_${i}_${randomBytes(4).toString('hex')}`,
      paid_at: new Date().toISOString(),
      logs: [{ action: 'payment_completed', time: new Date().toISOString() }],
    })
    ids.push(record.id)
  }
  return ids
}

/** Every record of the collections above, as the API serves them. */
async function snapshot(su: PocketBase): Promise<Snapshot> {
  const result = {} as Snapshot
  await Promise.all(
    collections.map(async (name) => {
      result[name] = await su.collection(name).getFullList({ sort: 'id' })
    }),
  )
  return result
}

/** kill -9, resolved once the process is gone. */
function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolveKill) => {
    child.once('exit', () => resolveKill())
    child.kill('SIGKILL')
  })
}
