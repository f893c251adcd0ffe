// The fiscal storm (issue 22, "done when"): 200 payments of every kind recorded while the Cassa's
// till, a real process, prints them on the RT simulator; the printer fails at random and the till
// is killed with SIGKILL mid-job and started again, once on another device. At the end every job
// is printed exactly once: one document per payment, each with its own reference, adding up to
// the payments to the cent, department by department.
// The seed is printed; STORM_SEED=<n> replays the same payments and much the same storm (its timing
// against the till varies, and with it a few of its choices).
import { randomInt } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startRtSimulator, type RunningRtSimulator } from '../../scripts/rt-simulator/simulator.ts'
import { buildZReportRequest } from '@/features/cassa/epson-request'
import { createPrinterLink } from '@/features/cassa/print-job'
import { admin } from '../support/bill.ts'
import { call, createPlace, type Place } from '../support/place.ts'
import { startTill, type TillProcess } from '../support/till-process.ts'
import { createRandom, type Random } from '../support/seeded-random.ts'

const PAYMENTS = 200
const MIN_KILLS = 6
const DEPARTMENTS: Record<string, number> = { '10': 2, '22': 1, N2: 11 }
const MENU = [
  { price: 1250, quantity: 4, vat: '10' },
  { price: 890, quantity: 3, vat: '22' },
  { price: 450, quantity: 6, vat: '10' },
  { price: 1600, quantity: 2, vat: '22' },
]
const TABLE_TOTAL = MENU.reduce((sum, line) => sum + line.price * line.quantity, 0)
const seed = process.env.STORM_SEED ? Number(process.env.STORM_SEED) : randomInt(2 ** 31)


interface Table {
  orderId: string
  lineIds: string[]
  /** what is left to pay, as the answers told it */
  left: number
}

interface Line {
  quantity: number
  unitPrice: number
  vat: string
}

interface Job {
  id: string
  key: string
  status: string
  document: { lines: Line[]; total: number }
  result: { zNumber: number; documentNumber: number; date: string; serial: string } | null
}

let place: Place
let su: PocketBase
let printer: RunningRtSimulator
let till: TillProcess
const tills: TillProcess[] = []

/** A device a manager has just enrolled as a till (issue 34): its credential. */
async function newTillDevice(): Promise<string> {
  const answer = await call(place.staff.manager, 'POST', '/api/conto/fiscal/tills', { restaurant: place.restaurantId, name: `Storm ${tills.length + 1}` })
  if (answer.status !== 200) throw new Error(`enrolling a till → ${answer.status}`)
  return String(answer.body.device)
}

function startOurTill(device: string): void {
  till = startTill({
    contoUrl: inject('pocketbaseUrl'),
    token: place.staff.waiter.authStore.token,
    restaurantId: place.restaurantId,
    device,
    printerUrl: printer.url,
    pauses: { idleMs: 100, retryMs: 200 },
    printerTimeoutMs: 2_000,
  })
  tills.push(till)
}

async function openTable(index: number): Promise<Table> {
  const items = await su.collection('items').getFullList({ filter: `restaurant = "${place.restaurantId}"`, sort: 'name' })
  const table = await su.collection('tables').create({ restaurant: place.restaurantId, name: `Storm ${index}`, currency: 'EUR' })
  const order = await su.collection('orders').create({ restaurant: place.restaurantId, table: table.id, guests: 4 })
  const lineIds: string[] = []
  for (const [line, item] of items.entries()) {
    lineIds.push((await su.collection('order_items').create({ order: order.id, item: item.id, unit_price: item.price, quantity: MENU[line]!.quantity })).id)
  }
  return { orderId: order.id, lineIds, left: TABLE_TOTAL }
}

function planPayment(random: Random, table: Table) {
  const method = random.pick(['cash', 'terminal', 'other'])
  const tip = random.next() < 0.3 ? random.between(50, 300) : 0
  const line = random.between(0, MENU.length - 1)
  const roll = random.next()
  // items even when less is left than they cost: the payment is capped, and certifies what it paid
  const split =
    roll < 0.25 ? { mode: 'items', items: [{ orderItemId: table.lineIds[line]!, quantity: 1 }] }
    : roll < 0.5 ? { mode: 'equal', totalGuests: 12, payingFor: random.between(1, 2) }
    : roll < 0.92 ? { mode: 'amount', amount: random.between(300, 2500) }
    : { mode: 'full' }
  return { method, split, tip }
}

/** Records the storm's payments over tables opened as others are paid up; `paid` runs after each one. */
async function recordPayments(random: Random, paid: (made: number) => Promise<void>): Promise<void> {
  const tables: Table[] = [{ orderId: place.orderId, lineIds: place.lineIds, left: TABLE_TOTAL }]
  let opened = 1
  for (let made = 0; made < PAYMENTS; ) {
    while (tables.length < 4) tables.push(await openTable((opened += 1)))
    const table = random.pick(tables)
    const pay = (body: object) => call(place.staff.waiter, 'POST', `/api/conto/orders/${table.orderId}/payments`, body)
    const planned = planPayment(random, table)
    let answer = await pay(planned)
    // the plan did not fit what is left (the item paid, the shares taken, too much): pay the rest
    const paidUp = answer.status !== 200 || planned.split.mode === 'full'
    if (answer.status !== 200) answer = await pay({ method: planned.method, split: { mode: 'full' } })
    if (answer.status === 200) {
      made += 1
      table.left -= (answer.body.transaction as { base: number }).base
    }
    if (paidUp || table.left === 0) tables.splice(tables.indexOf(table), 1)
    if (answer.status === 200) await paid(made)
  }
}

async function printZReport(): Promise<void> {
  const link = createPrinterLink(printer.url, 2_000)
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await link.send(buildZReportRequest()).catch(() => null)
    if (answer?.success) return
    await delay(100)
  }
  throw new Error('the Z report never printed')
}

interface Kill {
  /** the next device takes the job over, once the lease is over */
  takeOver: boolean
  /** killed again as soon as it sends the next document, which then waits behind the slow answer */
  twice: boolean
}

/**
 * SIGKILLs the till once it holds a job (often inside a slow answer: the document printed, not yet
 * reported) and starts it again. Answers whether it died holding a job, whether another device took
 * that job over, and whether it was killed a second time.
 */
async function killTill(random: Random, kill: Kill): Promise<{ held: boolean; tookOver: boolean; twice: boolean }> {
  const slowMs = kill.twice ? 1_500 : kill.takeOver || random.next() < 0.5 ? random.between(300, 1500) : 0
  if (slowMs > 0) printer.setFault('slow', { ms: slowMs, times: 1 })
  const printing = await till.waitFor((event) => event.event === 'printing', 3_000)
  await delay(printing ? random.between(0, kill.twice ? 50 : 150) : 0)
  await till.kill()
  const held = await su.collection('fiscal_jobs').getFullList({ filter: `restaurant = "${place.restaurantId}" && status = "printing"` })
  if (kill.takeOver && held.length > 0) {
    // the lease (45 s) run out, moved back rather than waited for
    const stale = new Date(Date.now() - 60_000).toISOString().replace('T', ' ')
    for (const job of held) await su.collection('fiscal_jobs').update(job.id, { claimed_at: stale })
    startOurTill(await newTillDevice())
    return { held: true, tookOver: true, twice: false }
  }
  await delay(kill.twice ? 0 : random.between(0, 200))
  startOurTill(till.device)
  const again = kill.twice && (await till.waitFor((event) => event.event === 'printing' && event.mode === 'print', 1_000))
  if (again) {
    await delay(random.between(20, 80))
    await till.kill()
    startOurTill(till.device)
  }
  return { held: held.length > 0, tookOver: false, twice: Boolean(again) }
}

const FAULTS = ['loseAnswer', 'offline', 'slow', 'paper', 'closure'] as const
type Strike = 'kill' | (typeof FAULTS)[number]

/** Printer faults switched on and off, and kills of the till, one strike at a time. */
function createStorm(random: Random) {
  const struck: Record<Strike, number> = { kill: 0, loseAnswer: 0, offline: 0, slow: 0, paper: 0, closure: 0 }
  const result = { struck, kills: 0, tookOver: false, killedTwice: 0 }
  /** What the storm has not done yet of what it promises. */
  const owed = (): Strike[] => [
    ...(result.kills < MIN_KILLS || !result.tookOver || result.killedTwice < 2 ? ['kill' as const] : []),
    ...FAULTS.filter((fault) => struck[fault] === 0),
  ]

  async function strike(what: Strike): Promise<void> {
    struck[what] += 1
    if (what === 'kill') {
      const takeOver = result.kills >= 2 && !result.tookOver
      const killed = await killTill(random, { takeOver, twice: !takeOver && (result.killedTwice < 2 || random.next() < 0.3) })
      if (killed.held) result.kills += 1
      result.tookOver ||= killed.tookOver
      if (killed.twice) result.killedTwice += 1
    }
    if (what === 'loseAnswer') printer.setFault('loseAnswerAfterPrint', { times: random.between(1, 2) })
    if (what === 'offline') printer.setFault('offline', { times: random.between(1, 4) })
    if (what === 'slow') printer.setFault('slow', { ms: random.between(100, 800), times: random.between(1, 3) })
    if (what === 'paper') {
      const fault = random.pick(['paperEnd', 'coverOpen'] as const)
      printer.setFault(fault)
      await delay(random.between(200, 800))
      printer.clearFault(fault)
    }
    if (what === 'closure') {
      printer.setFault('closureRequired')
      await till.waitFor((event) => event.reason === 'closure_due', 2_000)
      await printZReport()
    }
  }

  return {
    result,
    /** Now and then a random strike; near the end, what is still owed, while jobs are still coming. */
    async afterPayment(made: number): Promise<void> {
      const due = made > PAYMENTS - 40 ? owed() : []
      if (due.length > 0) await strike(random.pick(due))
      else if (random.next() < 0.12) await strike(random.pick(['kill', ...FAULTS]))
    },
  }
}

async function waitForEveryJobPrinted(): Promise<Job[]> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const jobs = await su.collection('fiscal_jobs').getFullList<Job>({ filter: `restaurant = "${place.restaurantId}"`, sort: 'created' })
    if ((jobs.length >= PAYMENTS && jobs.every((job) => job.status === 'printed')) || Date.now() > deadline) return jobs
    await delay(250)
  }
}

function sumByDepartment(lines: Line[]): Record<number, number> {
  const totals: Record<number, number> = {}
  for (const line of lines) {
    const department = DEPARTMENTS[line.vat]!
    totals[department] = (totals[department] ?? 0) + line.quantity * line.unitPrice
  }
  return totals
}

// Against the printer as Epson's guide describes it (no serial in a sale's answer, no rec.json) and
// against one that has both: Conto must not depend on either (scripts/rt-simulator/README.md).
describe.each([
  { printerKind: 'strict', variant: {} },
  { printerKind: 'with serial and rec.json', variant: { answersSerial: true, servesRecoveryFiles: true } },
])('a storm of payments while the printer ($printerKind) fails and the till is killed', ({ variant }) => {
  beforeAll(async () => {
    console.log(`fiscal storm seed ${seed} (replay: STORM_SEED=${seed} npx vitest run --project integration tests/integration/fiscal-storm.test.ts)`)
    place = await createPlace({ lines: MENU })
    su = await admin()
    await su.collection('restaurants').update(place.restaurantId, { fiscal_departments: DEPARTMENTS })
    printer = await startRtSimulator({ port: 0, ...variant })
    tills.length = 0
    startOurTill(await newTillDevice())
  })
  afterAll(async () => {
    await till?.kill()
    await printer?.stop()
  })

  it('prints every payment exactly once, adding up to the cent', { timeout: 120_000 }, async () => {
    const started = Date.now()
    const storm = createStorm(createRandom(seed ^ 0x5bd1e995))
    await recordPayments(createRandom(seed), storm.afterPayment)
    printer.clearFault()
    const jobs = await waitForEveryJobPrinted()
    const modes = tills.flatMap((one) => one.events.filter((event) => event.event === 'printing').map((event) => event.mode))
    const taken = Object.fromEntries(['print', 'resume', 'verify'].map((mode) => [mode, modes.filter((one) => one === mode).length]))
    const { struck, kills, tookOver, killedTwice } = storm.result
    console.log(`fiscal storm seed ${seed}: ${Math.round((Date.now() - started) / 1000)} s, ${kills} kills holding a job (${killedTwice} twice in a row), strikes ${JSON.stringify(struck)}, jobs taken ${JSON.stringify(taken)}`)
    const context = `seed ${seed}`

    const transactions = await su.collection('transactions').getFullList({ filter: `restaurant = "${place.restaurantId}" && status = "completed"` })
    expect(transactions.length, context).toBe(PAYMENTS)
    expect(jobs.filter((job) => job.status !== 'printed').map((job) => job.key), context).toEqual([])
    expect(jobs.length, context).toBe(PAYMENTS)

    // one document per job, found by the reference at its foot
    const documents = printer.journal()
    const references = documents.map((document) => document.trailerLines.map((line) => line.message).filter((message) => message.startsWith('Conto ')))
    expect(references.filter((found) => found.length !== 1), context).toEqual([])
    const byReference = new Map(documents.map((document, index) => [references[index]![0]!, document]))
    expect(byReference.size, `${context}: a document printed twice`).toBe(documents.length)
    expect(documents.length, context).toBe(PAYMENTS)

    const paid = transactions.reduce((sum, tx) => sum + (tx.base_amount as number) + (tx.tip_amount as number), 0)
    expect(documents.reduce((sum, document) => sum + document.amountCents, 0), context).toBe(paid)
    const printed: Record<number, number> = {}
    for (const job of jobs) {
      const document = byReference.get(`Conto ${job.key}`)
      expect(document, `${context}: job ${job.key} is not on the printer`).toBeDefined()
      expect(job.result, context).toEqual({ zNumber: document!.zRepNumber, documentNumber: document!.fiscalReceiptNumber, date: document!.date, serial: document!.serialNumber })
      const vat = Object.fromEntries(document!.vat.map((total) => [total.department, total.grossCents]))
      expect(vat, `${context}: job ${job.key}`).toEqual(sumByDepartment(job.document.lines))
      for (const [department, gross] of Object.entries(vat)) printed[Number(department)] = (printed[Number(department)] ?? 0) + gross
    }
    expect(printed, context).toEqual(sumByDepartment(jobs.flatMap((job) => job.document.lines)))

    // the storm did what it says
    expect(kills, context).toBeGreaterThanOrEqual(MIN_KILLS)
    expect(tookOver, context).toBe(true)
    expect(killedTwice, context).toBeGreaterThanOrEqual(2)
    expect(FAULTS.filter((fault) => struck[fault] === 0), context).toEqual([])
    expect(taken.resume, context).toBeGreaterThan(0)
    expect(taken.verify, context).toBeGreaterThan(0)
  })
})
