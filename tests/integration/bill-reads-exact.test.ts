// The bill diners read is exact (decisions 018, 019, 026): a cache is going in front of the three
// anonymous reads of src/features/bill/reads.ts (table_status, order_payments_status and the
// order_items_status list), so what they answer must always equal the bill recomputed here, from
// scratch, from the ledger rows (orders, order_items, transactions, transaction_items read as the
// superuser through the plain collections, never through the views), to the cent. A seeded storm
// of claims, payments, lapses, releases, staff payments, voids, refunds and line changes runs on
// real PocketBase and the real functions (stripe-mock); after every round the reads are compared,
// and twice right after a claim's claim_expires_at passes, when no write has invalidated anything:
// the moment a cache that does not know the time gets wrong.
// The seed is printed; STORM_SEED=<n> replays the same plan (the timing of concurrent requests
// varies, and with it which of them win).
import { randomInt } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'
import { isDeepStrictEqual } from 'node:util'
import PocketBase, { BaseAuthStore, ClientResponseError } from 'pocketbase'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { CLIENT_ADDRESS_HEADER } from '../../api-functions/_lib/rate-limit.ts'
import { getOrderItemRows, getOrderPaymentStatus, getTableStatus } from '@/features/bill/reads'
import { createPocketBaseClient } from '@/lib/api/pocketbase-client'
import type { OrderItemsRecord, OrdersRecord, TransactionItemsRecord, TransactionsRecord } from '@/domain/pocketbase-schema'
import type { OrderItemStatusRow, OrderPaymentStatusRecord, TableStatusRecord } from '@/lib/api/pocketbase-types'
import { admin } from '../support/bill.ts'
import { checkoutSession, post, signedWebhook, stripeEvent, testContext, type ErrorBody, type FunctionAnswer } from '../support/functions.ts'
import { call, createPlace, type Answer, type Place } from '../support/place.ts'
import { createRandom, type Random } from '../support/seeded-random.ts'

const TABLE_COUNT = 5
const ROUNDS = 24
/** Operations fired at once on each table per round (all tables' operations run together). */
const OPERATIONS_PER_TABLE = { min: 2, max: 5 }
/** The shortest claim the functions accept (api-functions/_lib/env.ts): lapses happen mid-storm. */
const CLAIM_IDLE_SECONDS = 5
/** Share of granted claims whose diner walks away from the payment page, leaving the claim to lapse. */
const POCKETED_CLAIMS = 0.3
const HEARTBEAT_SECONDS = 2
/** Diners at each table, reading at the same moment. */
const DINERS_PER_TABLE = 3
/** Every checkpoint reads every table this many times: a cache would be warm for the later reads. */
const READS_PER_CHECKPOINT = 3
/** Node and PocketBase share the machine's clock; this covers a read's time on the wire. */
const CLOCK_MARGIN_MS = 50
/** The read after an expiry starts this soon after it, or the checkpoint proves nothing. */
const EXPIRY_READ_WITHIN_MS = 100
/** Reads while the claim is live stop this long before it lapses, leaving the clock to the poll. */
const WARM_READS_STOP_MS = 150
/**
 * Diners take their time between rounds: the storm outlasts a claim's idle window several times,
 * so claims nobody renews lapse mid-storm and checkpoints meet them lapsed but not yet swept.
 */
const ROUND_PAUSE_MS = { min: 200, max: 800 }
/** The second checkpoint across a claim's expiry comes half-way through the storm. */
const EXPIRY_CHECKPOINT_ROUND = ROUNDS / 2
/** Odd prices, so equal splits and shares leave remainders (the last share pays them). */
const MENU_PRICES = [1250, 1999, 890, 450, 2700, 1501]
const seed = process.env.STORM_SEED ? Number(process.env.STORM_SEED) : randomInt(2 ** 31)

const ctx = testContext({
  CONTO_CLAIM_IDLE_SECONDS: String(CLAIM_IDLE_SECONDS),
  CONTO_CLAIM_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
  // the test payment form pays a claim as the phone that holds it would (decision 016)
  CONTO_DEMO_PAYMENTS: '1',
  // one busy table takes more claims a minute than the default guards allow; not what this is about
  CONTO_TABLE_CHECKOUTS_PER_MINUTE: '1000',
})


// ---------------------------------------------------------------------------------------------
// The bill from scratch: the definitions of docs/schema.md's three views, over the ledger rows.

interface LedgerRows {
  orders: OrdersRecord[]
  lines: OrderItemsRecord[]
  transactions: TransactionsRecord[]
  transactionItems: TransactionItemsRecord[]
}

interface LineLedgerJson {
  held: number
  of: number
  paidShares: number
  heldShares: number
}

interface ExpectedLine {
  id: string
  item: string
  price: number
  total_quantity: number
  paid_quantity: number
  ledger: LineLedgerJson
}

interface ExpectedOrder {
  total_amount: number
  paid_amount: number
  held_amount: number
  status: 'pending' | 'paying' | 'paid'
}

interface ExpectedTable {
  order_id: string
  total_amount: number
  paid_amount: number
  held_amount: number
  status: 'free' | 'occupied' | 'paying' | 'paid'
  order_guests: number
}

interface ExpectedBill {
  table: ExpectedTable
  order?: ExpectedOrder
  lines: ExpectedLine[]
}

/** Statuses whose base counts as paid; a refunded, voided, failed or pending payment does not. */
const PAID_STATUSES: ReadonlySet<string> = new Set(['completed', 'partially_refunded'])

const parseTime = (value: string) => Date.parse(value.replace(' ', 'T'))
const sum = <T,>(rows: readonly T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0)

/**
 * A claim counts while it is pending, its claim_expires_at is still ahead of `now` and it holds
 * (after a manager's "Sblocca", or past the order's hold budget, claims hold nothing: decision 039).
 */
function isLiveClaim(tx: TransactionsRecord, now: number): boolean {
  return tx.status === 'pending' && tx.claim_expires_at !== '' && parseTime(tx.claim_expires_at) > now && !tx.claim_holds_nothing
}

function computeOrder(rows: LedgerRows, orderId: string, now: number): { order: ExpectedOrder; lines: ExpectedLine[] } {
  const lines = rows.lines.filter((line) => line.order === orderId)
  const transactions = rows.transactions.filter((tx) => tx.order === orderId)
  const total = sum(lines, (line) => line.quantity * line.unit_price)
  const paid = sum(transactions.filter((tx) => PAID_STATUSES.has(tx.status)), (tx) => tx.base_amount)
  const live = transactions.filter((tx) => isLiveClaim(tx, now))
  const held = sum(live, (tx) => tx.base_amount)
  // "the whole bill is paid": every line counts as paid, however the payments covered it (by amount)
  const wholeBillPaid = paid > 0 && total > 0 && paid >= total
  const status: ExpectedOrder['status'] = wholeBillPaid ? 'paid' : paid > 0 || live.length > 0 ? 'paying' : 'pending'

  const byId = new Map(transactions.map((tx) => [tx.id, tx]))
  const expectedLines = lines.map((line): ExpectedLine => {
    const covering = rows.transactionItems
      .filter((row) => row.order_item === line.id)
      .map((row) => ({ row, tx: byId.get(row.transaction) }))
      .filter((entry): entry is { row: TransactionItemsRecord; tx: TransactionsRecord } => entry.tx !== undefined)
    const paidRows = covering.filter(({ tx }) => PAID_STATUSES.has(tx.status)).map(({ row }) => row)
    const heldRows = covering.filter(({ tx }) => isLiveClaim(tx, now)).map(({ row }) => row)
    // a shared unit counts once all its shares are paid: Σ shares ÷ shares per unit, rounded down
    const paidOf = Math.max(0, ...paidRows.map((row) => row.share_of))
    const paidUnits = sum(paidRows, (row) => row.quantity) + (paidOf > 0 ? Math.floor(sum(paidRows, (row) => row.shares) / paidOf) : 0)
    return {
      id: line.id,
      item: line.item,
      price: line.unit_price,
      total_quantity: line.quantity,
      paid_quantity: wholeBillPaid ? line.quantity : Math.min(line.quantity, paidUnits),
      ledger: {
        held: sum(heldRows, (row) => row.quantity),
        of: Math.max(0, ...[...paidRows, ...heldRows].map((row) => row.share_of)),
        paidShares: sum(paidRows, (row) => row.shares),
        heldShares: sum(heldRows, (row) => row.shares),
      },
    }
  })
  return { order: { total_amount: total, paid_amount: paid, held_amount: held, status }, lines: expectedLines }
}

/** The bill of each table as the views should answer it at `now`. */
function computeBills(rows: LedgerRows, tableIds: readonly string[], now: number): Map<string, ExpectedBill> {
  const bills = new Map<string, ExpectedBill>()
  for (const tableId of tableIds) {
    const open = rows.orders.find((order) => order.table === tableId && order.closed_at === '')
    if (!open) {
      bills.set(tableId, { table: { order_id: '', total_amount: 0, paid_amount: 0, held_amount: 0, status: 'free', order_guests: 0 }, lines: [] })
      continue
    }
    const { order, lines } = computeOrder(rows, open.id, now)
    const status: ExpectedTable['status'] = order.status === 'pending' ? 'occupied' : order.status
    const table = { order_id: open.id, total_amount: order.total_amount, paid_amount: order.paid_amount, held_amount: order.held_amount, status, order_guests: open.guests }
    bills.set(tableId, { table, order, lines })
  }
  return bills
}

// ---------------------------------------------------------------------------------------------
// What diners read, and how it differs from the ledger.

interface DinerBill {
  table: TableStatusRecord
  payments?: OrderPaymentStatusRecord
  lines?: OrderItemStatusRow[]
}

/** The diner app's three reads, anonymous, with the app's own client (src/lib/api/pocketbase-client.ts). */
async function readDinerBill(tableId: string): Promise<DinerBill> {
  const diner = createPocketBaseClient(inject('pocketbaseUrl'), new BaseAuthStore())
  const table = await getTableStatus(diner, tableId)
  if (!table.order_id) return { table }
  const orderId = table.order_id
  const [payments, lines] = await Promise.all([getOrderPaymentStatus(diner, orderId), getOrderItemRows(diner, orderId)])
  return { table, payments, lines }
}

const TABLE_FIELDS = ['order_id', 'total_amount', 'paid_amount', 'held_amount', 'status', 'order_guests'] as const
const ORDER_FIELDS = ['total_amount', 'paid_amount', 'held_amount', 'status'] as const
const LINE_FIELDS = ['item', 'price', 'total_quantity', 'paid_quantity'] as const
const LEDGER_FIELDS = ['held', 'of', 'paidShares', 'heldShares'] as const

/** One line per field that differs: where, what diners read, what the ledger says. */
function diffBill(name: string, expected: ExpectedBill, read: DinerBill): string[] {
  const diffs: string[] = []
  const compare = (where: string, got: unknown, want: unknown) => {
    if (!isDeepStrictEqual(got, want)) diffs.push(`${name} ${where}: diners read ${JSON.stringify(got)}, the ledger says ${JSON.stringify(want)}`)
  }
  for (const field of TABLE_FIELDS) compare(`table_status.${field}`, read.table[field], expected.table[field])
  if (!expected.order || read.table.order_id !== expected.table.order_id) return diffs
  for (const field of ORDER_FIELDS) compare(`order_payments_status.${field}`, read.payments?.[field], expected.order[field])

  const readLines = new Map((read.lines ?? []).map((line) => [line.id, line]))
  compare('order_items_status lines', [...readLines.keys()].sort(), expected.lines.map((line) => line.id).sort())
  for (const line of expected.lines) {
    const got = readLines.get(line.id)
    if (!got) continue
    for (const field of LINE_FIELDS) compare(`line ${line.id}.${field}`, got[field], line[field])
    compare(`line ${line.id}.expand.item.id`, got.expand?.item?.id, line.item)
    const ledger = (got.ledger ?? {}) as Partial<LineLedgerJson>
    for (const field of LEDGER_FIELDS) compare(`line ${line.id}.ledger.${field}`, ledger[field], line.ledger[field])
  }
  const created = (read.lines ?? []).map((line) => line.created)
  compare('order_items_status sorted by created', created, [...created].sort())
  return diffs
}

// ---------------------------------------------------------------------------------------------
// The restaurant, its staff and its diners' phones.

interface StormTable {
  id: string
  name: string
  /** '' while the table is free (its order closed, not yet reopened). */
  orderId: string
}

interface MenuItem {
  id: string
  price: number
}

/** A diner's phone: its own address, and the claim cookie its browser keeps. */
interface Phone {
  checkout: (tableId: string, split: unknown) => Promise<FunctionAnswer<Record<string, unknown> & Partial<ErrorBody>>>
  heartbeat: () => Promise<FunctionAnswer<Partial<ErrorBody>>>
  release: () => Promise<FunctionAnswer<Partial<ErrorBody>>>
  payDemo: (sessionId: string) => Promise<FunctionAnswer<Partial<ErrorBody>>>
}

interface Claim {
  phone: Phone
  orderId: string
  sessionId: string
  base: number
  /** released, paid, or told it had ended; a claim that lapsed unnoticed stays false */
  ended: boolean
  paid: boolean
  /** the diner pocketed the phone: no heartbeat, payment or release, so the claim lapses */
  pocketed: boolean
}

let phones = 0

function createPhone(): Phone {
  phones += 1
  // each phone its own address: the per-address guards (decision 026) are not what this is about
  const address = `10.${(phones >> 16) & 255}.${(phones >> 8) & 255}.${phones & 255}`
  let cookie = ''
  const headers = () => ({ [CLIENT_ADDRESS_HEADER]: address, ...(cookie ? { cookie } : {}) })
  const send = async <T,>(path: string, body: unknown) => {
    const answer = await post<T>(ctx, path, body, headers())
    const set = answer.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]!
    return answer
  }
  return {
    checkout: (tableId, split) => send('/api/stripe/create-checkout-session', { tableId, tips: { mode: 'percent', amount: 5 }, split }),
    heartbeat: () => send('/api/stripe/claim-heartbeat', ''),
    release: () => send('/api/stripe/release-claim', ''),
    payDemo: (sessionId) => send('/api/stripe/demo-payment', { sessionId, email: 'diner@example.com' }),
  }
}

let place: Place
let su: PocketBase
let menu: MenuItem[] = []
const tables: StormTable[] = []
const claims: Claim[] = []
let requestSerial = 0
/** A staff request id (unique per order, decision 026): the same one again is a retry. */
const nextRequestId = () => `storm-${seed}-${(requestSerial += 1)}`

async function readLedger(): Promise<LedgerRows> {
  const restaurant = place.restaurantId
  const [orders, lines, transactions, transactionItems] = await Promise.all([
    su.collection('orders').getFullList<OrdersRecord>({ filter: `restaurant = "${restaurant}"`, sort: 'id' }),
    su.collection('order_items').getFullList<OrderItemsRecord>({ filter: `order.restaurant = "${restaurant}"`, sort: 'id' }),
    su.collection('transactions').getFullList<TransactionsRecord>({ filter: `restaurant = "${restaurant}"`, sort: 'id' }),
    su.collection('transaction_items').getFullList<TransactionItemsRecord>({ filter: `transaction.restaurant = "${restaurant}"`, sort: 'id' }),
  ])
  return { orders, lines, transactions, transactionItems }
}

/** Seats guests at a table as the floor screen does: a new order and a few lines, by the waiter. */
async function openOrder(random: Random, table: StormTable): Promise<void> {
  const waiter = place.staff.waiter
  const order = await waiter.collection('orders').create({ restaurant: place.restaurantId, table: table.id, guests: random.between(2, 6), waiter: place.staff.ids.waiter })
  const lineCount = random.between(2, 4)
  for (let line = 0; line < lineCount; line++) {
    const item = random.pick(menu)
    await waiter.collection('order_items').create({ order: order.id, item: item.id, quantity: random.between(1, 4), unit_price: item.price })
  }
  table.orderId = order.id
}

// ---------------------------------------------------------------------------------------------
// The storm's operations: each through the path the product uses, planned from the last checkpoint.

type OperationKind =
  | 'claimFull' | 'claimEqual' | 'claimItems' | 'claimShare'
  | 'heartbeat' | 'release' | 'staffRelease' | 'payDemo' | 'payWebhook' | 'payLate'
  | 'staffPayment' | 'settle' | 'paymentVoid' | 'refund'
  | 'lineAdd' | 'lineRemove' | 'lineVoid' | 'guests'

/** How often each operation is picked. Lapses are not picked: they are the claims nobody touches. */
const OPERATION_WEIGHTS: Record<OperationKind, number> = {
  claimFull: 1, claimEqual: 4, claimItems: 4, claimShare: 4,
  heartbeat: 4, release: 2, staffRelease: 1, payDemo: 3, payWebhook: 3, payLate: 1,
  staffPayment: 3, settle: 1, paymentVoid: 1, refund: 2,
  lineAdd: 2, lineRemove: 1, lineVoid: 1, guests: 1,
}
const OPERATION_KINDS = Object.keys(OPERATION_WEIGHTS) as OperationKind[]

/** Refusals the business rules give under a storm (someone else got there first); anything else is a bug. */
const REFUSAL_CODES: ReadonlySet<string> = new Set([
  'bill_paid', 'bill_being_paid', 'items_taken', 'item_not_on_bill', 'shares_taken', 'share_unavailable', 'nothing_to_pay',
  'amount_too_small', 'amount_too_large', 'claim_ended', 'claim_released', 'claim_not_found', 'payment_ended', 'line_paid',
  'payment_not_voidable', 'nothing_to_refund', 'refund_too_large', 'refund_in_progress', 'not_found',
  // an operation meeting a close of the same table in the same round
  'order_closed', 'no_open_bill',
  // a staff tip over a small share of what is left (seed 408945146): refused, as it should be
  'tip_too_large',
])

interface OperationContext {
  random: Random
  table: StormTable
  bill: ExpectedBill
  rows: LedgerRows
}

/** An operation's answer, or null when the table had nothing for it to act on. */
type Operation = (op: OperationContext) => Promise<{ status: number; body: unknown } | null>

/** The claims of an order the storm may still act on: live ones (as far as it knows) or ended ones. */
const claimsOf = (orderId: string, ended: boolean) =>
  claims.filter((claim) => claim.orderId === orderId && claim.ended === ended && !claim.paid && (ended || !claim.pocketed))

/** Whole units of a line nobody has paid or holds (the shared unit in progress not counted). */
function freeUnits(line: ExpectedLine): number {
  const { held, of, paidShares, heldShares } = line.ledger
  const inProgress = of > 0 && (paidShares % of) + heldShares > 0 && line.paid_quantity + held < line.total_quantity
  return line.total_quantity - line.paid_quantity - held - (inProgress ? 1 : 0)
}

/** A line diners could still take some of, or any line (the claim may then be refused). */
function pickLine(random: Random, bill: ExpectedBill): ExpectedLine | undefined {
  const open = bill.lines.filter((line) => freeUnits(line) > 0)
  return open.length > 0 ? random.pick(open) : bill.lines.length > 0 ? random.pick(bill.lines) : undefined
}

/** A diner claims part of the bill on a new phone; a granted claim is tracked for what follows. */
async function claim(op: OperationContext, split: Record<string, unknown>) {
  const phone = createPhone()
  const answer = await phone.checkout(op.table.id, { totalGuests: 0, payingFor: 0, items: [], ...split })
  if (answer.status === 200) {
    const base = (answer.body.amounts as { base: number }).base
    const pocketed = op.random.next() < POCKETED_CLAIMS
    claims.push({ phone, orderId: op.table.orderId, sessionId: answer.body.sessionId as string, base, ended: false, paid: false, pocketed })
  }
  return answer
}

async function transactionIdOf(sessionId: string): Promise<string> {
  return (await su.collection('transactions').getFirstListItem(`stripe_session_id = "${sessionId}"`)).id
}

/** Stripe's signed checkout.session.completed for a claim, delivered to the real webhook. */
async function deliverPayment(target: Claim) {
  const event = stripeEvent('checkout.session.completed', checkoutSession(target.sessionId, { metadata: { transaction_id: await transactionIdOf(target.sessionId) } }))
  const { body, headers } = signedWebhook(event)
  const answer = await post(ctx, '/api/stripe/webhook', body, headers)
  if (answer.status === 200) target.ended = target.paid = true
  return answer
}

/** A PocketBase SDK write's outcome as an answer: a guard's 400 names its code (line_paid). */
async function sdkAnswer(request: Promise<unknown>): Promise<Answer> {
  try {
    await request
    return { status: 200, body: {} }
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    const fields = Object.values((error.response.data ?? {}) as Record<string, { code?: string }>)
    const code = error.status === 404 ? 'not_found' : (fields[0]?.code ?? '')
    return { status: error.status, body: { error: { code, message: error.message } } }
  }
}

/** A release of a claim that had already ended answers 200 {released: false}: nothing happened. */
function releasedOrEnded(answer: { status: number; body: unknown }) {
  const released = (answer.body as { released?: boolean }).released
  return answer.status === 200 && released === false ? { status: 409, body: { error: { code: 'claim_ended' } } } : answer
}

const staffRoute = (pb: PocketBase, path: string, body: unknown) => call(pb, 'POST', path, body)

const operations: Record<OperationKind, Operation> = {
  claimFull: (op) => claim(op, { mode: 'full' }),
  claimEqual: (op) => claim(op, { mode: 'equal', totalGuests: op.random.between(2, 6), payingFor: op.random.between(1, 2) }),
  claimItems: async (op) => {
    const line = pickLine(op.random, op.bill)
    if (!line) return null
    return claim(op, { mode: 'items', items: [{ orderItemId: line.id, quantity: op.random.between(1, Math.max(1, Math.min(2, freeUnits(line)))) }] })
  },
  claimShare: async (op) => {
    const line = pickLine(op.random, op.bill)
    if (!line) return null
    // a unit already being shared takes only its own number of shares (decision 018)
    const of = line.ledger.of > 0 && (line.ledger.paidShares % line.ledger.of) + line.ledger.heldShares > 0 ? line.ledger.of : op.random.between(2, 4)
    return claim(op, { mode: 'items', items: [{ orderItemId: line.id, quantity: op.random.next() < 0.2 ? 1 : 0, share: { parts: 1, of } }] })
  },
  heartbeat: async (op) => {
    const live = claimsOf(op.table.orderId, false)
    if (live.length === 0) return null
    const target = op.random.pick(live)
    const answer = await target.phone.heartbeat()
    if (answer.status !== 200) target.ended = true
    return answer
  },
  release: async (op) => {
    const live = claimsOf(op.table.orderId, false)
    if (live.length === 0) return null
    const target = op.random.pick(live)
    const answer = await target.phone.release()
    target.ended = true
    return releasedOrEnded(answer)
  },
  staffRelease: async (op) => {
    const live = claimsOf(op.table.orderId, false)
    if (live.length === 0) return null
    const target = op.random.pick(live)
    const answer = await post(ctx, '/api/admin/release-claim', { transactionId: await transactionIdOf(target.sessionId) }, { authorization: place.staff.manager.authStore.token })
    target.ended = true
    return releasedOrEnded(answer)
  },
  payDemo: async (op) => {
    const live = claimsOf(op.table.orderId, false)
    if (live.length === 0) return null
    const target = op.random.pick(live)
    const answer = await target.phone.payDemo(target.sessionId)
    target.ended = true
    target.paid = answer.status === 200
    return answer
  },
  payWebhook: async (op) => {
    const live = claimsOf(op.table.orderId, false)
    return live.length === 0 ? null : deliverPayment(op.random.pick(live))
  },
  // the diner was on 3-D Secure while the claim lapsed or was released: counted if it still fits, else refunded
  payLate: async (op) => {
    const ended = claimsOf(op.table.orderId, true)
    return ended.length === 0 ? null : deliverPayment(op.random.pick(ended))
  },
  staffPayment: async (op) => {
    const left = (op.bill.order?.total_amount ?? 0) - (op.bill.order?.paid_amount ?? 0)
    const line = pickLine(op.random, op.bill)
    const roll = op.random.next()
    const split =
      roll < 0.4 ? { mode: 'amount', amount: op.random.between(100, Math.max(100, Math.floor(left / 2))) }
      : roll < 0.7 || !line ? { mode: 'equal', totalGuests: op.random.between(2, 6), payingFor: 1 }
      : { mode: 'items', items: [{ orderItemId: line.id, quantity: 1 }] }
    const body = { method: op.random.pick(['cash', 'terminal', 'other']), split, tip: op.random.next() < 0.3 ? op.random.between(50, 300) : 0, requestId: nextRequestId() }
    return staffRoute(place.staff.waiter, `/api/conto/orders/${op.table.orderId}/payments`, body)
  },
  // "the rest in cash": staff always win, so it ends the table's live claims (decision 026)
  settle: (op) => staffRoute(place.staff.waiter, `/api/conto/orders/${op.table.orderId}/payments`, { method: 'cash', split: { mode: 'full' }, requestId: nextRequestId() }),
  paymentVoid: async (op) => {
    const recorded = op.rows.transactions.filter((tx) => tx.order === op.table.orderId && tx.status === 'completed' && tx.channel !== 'qr' && tx.channel !== '')
    if (recorded.length === 0) return null
    return staffRoute(place.staff.manager, `/api/conto/payments/${op.random.pick(recorded).id}/void`, { reason: 'Wrong table' })
  },
  refund: async (op) => {
    const card = op.rows.transactions.filter((tx) => tx.order === op.table.orderId && tx.channel === 'qr' && PAID_STATUSES.has(tx.status) && tx.total_amount > tx.refund_amount)
    if (card.length === 0) return null
    const tx = op.random.pick(card)
    const left = tx.total_amount - tx.refund_amount
    // a whole refund takes the payment off the bill; a partial one leaves its base counted (the views' rule)
    const amount = op.random.next() < 0.5 || left === 1 ? left : op.random.between(1, left - 1)
    return post(ctx, '/api/admin/refund', { transactionId: tx.id, amount, requestId: nextRequestId() }, { authorization: place.staff.manager.authStore.token })
  },
  lineAdd: async (op) => {
    const item = op.random.pick(menu)
    const same = op.bill.lines.find((line) => line.item === item.id)
    const lines = place.staff.waiter.collection('order_items')
    // the floor's "+": one more of a dish already on the bill, or a new line
    if (same && op.random.next() < 0.5) return sdkAnswer(lines.update(same.id, { quantity: same.total_quantity + 1 }))
    return sdkAnswer(lines.create({ order: op.table.orderId, item: item.id, quantity: op.random.between(1, 3), unit_price: item.price }))
  },
  // the floor's "−": one fewer, the last one removes the line; covered units are refused (line_paid)
  lineRemove: async (op) => {
    if (op.bill.lines.length === 0) return null
    const line = op.random.pick(op.bill.lines)
    const lines = place.staff.waiter.collection('order_items')
    return sdkAnswer(line.total_quantity > 1 ? lines.update(line.id, { quantity: line.total_quantity - 1 }) : lines.delete(line.id))
  },
  lineVoid: async (op) => {
    if (op.bill.lines.length === 0) return null
    const line = op.random.pick(op.bill.lines)
    const body = { quantity: 1, reason: 'Sent back', action: op.random.pick(['void', 'comp']) }
    return staffRoute(place.staff.manager, `/api/conto/orders/${op.table.orderId}/lines/${line.id}/void`, body)
  },
  guests: (op) => sdkAnswer(place.staff.waiter.collection('orders').update(op.table.orderId, { guests: op.random.between(1, 8) })),
}

interface Tally {
  done: Record<string, number>
  refused: Record<string, number>
  skipped: number
  checkpoints: number
  exactReads: number
  straddledExpiries: number
  midFlightReads: number
  expiryCheckpoints: number
}

const tally: Tally = { done: {}, refused: {}, skipped: 0, checkpoints: 0, exactReads: 0, straddledExpiries: 0, midFlightReads: 0, expiryCheckpoints: 0 }
const count = (record: Record<string, number>, key: string) => (record[key] = (record[key] ?? 0) + 1)

function errorCode(body: unknown): string {
  const error = (body as Partial<ErrorBody> | null)?.error
  return typeof error?.code === 'string' ? error.code : ''
}

async function runOperation(kind: OperationKind, op: OperationContext): Promise<void> {
  const answer = await operations[kind](op)
  const code = answer && errorCode(answer.body)
  if (answer === null) tally.skipped += 1
  else if (answer.status === 200) count(tally.done, kind)
  else if (answer.status >= 400 && answer.status < 500 && REFUSAL_CODES.has(code ?? '')) count(tally.refused, `${kind}:${code}`)
  else throw new Error(`seed ${seed}: ${kind} on ${op.table.name} answered ${answer.status} ${JSON.stringify(answer.body)}`)
}

/** A weighted pick; late in the storm, half the picks go to what has not happened yet. */
function pickOperation(random: Random, round: number): OperationKind {
  const owed = OPERATION_KINDS.filter((kind) => !tally.done[kind])
  if (round >= ROUNDS / 2 && owed.length > 0 && random.next() < 0.5) return random.pick(owed)
  let roll = random.next() * sum(OPERATION_KINDS, (kind) => OPERATION_WEIGHTS[kind])
  for (const kind of OPERATION_KINDS) {
    roll -= OPERATION_WEIGHTS[kind]
    if (roll < 0) return kind
  }
  return OPERATION_KINDS.at(-1)!
}

/** Diners keep polling while the round's writes are in flight (not compared: the bill is moving). */
async function readWhile(work: Promise<unknown>): Promise<void> {
  let settled = false
  const reading = (async () => {
    while (!settled) {
      await Promise.all(tables.flatMap((table) => Array.from({ length: DINERS_PER_TABLE }, () => readDinerBill(table.id))))
      tally.midFlightReads += tables.length * DINERS_PER_TABLE
    }
  })()
  try {
    await work
  } finally {
    settled = true
    await reading
  }
}

async function runRound(random: Random, round: number, last: Checkpoint): Promise<void> {
  const planned: Promise<void>[] = []
  for (const table of tables) {
    if (!table.orderId) continue
    const op = { random, table, bill: last.bills.get(table.id)!, rows: last.rows }
    const operationCount = random.between(OPERATIONS_PER_TABLE.min, OPERATIONS_PER_TABLE.max)
    for (let index = 0; index < operationCount; index++) planned.push(runOperation(pickOperation(random, round), op))
  }
  await readWhile(Promise.all(planned))
}

/** Between rounds: a table paid in full is closed (it reads as free), a free one gets new guests. */
async function turnTables(random: Random, last: Checkpoint): Promise<void> {
  for (const table of tables) {
    if (!table.orderId) {
      await openOrder(random, table)
      count(tally.done, 'reopen')
      continue
    }
    if (last.bills.get(table.id)?.table.status !== 'paid') continue
    const closed = await staffRoute(place.staff.waiter, `/api/conto/orders/${table.orderId}/close`, {})
    if (closed.status !== 200) throw new Error(`seed ${seed}: closing paid ${table.name} answered ${closed.status} ${JSON.stringify(closed.body)}`)
    for (const ended of claims.filter((one) => one.orderId === table.orderId)) ended.ended = true
    table.orderId = ''
    count(tally.done, 'close')
  }
}

// ---------------------------------------------------------------------------------------------
// Checkpoints: every read compared, field by field, with the bill computed from the rows.

interface Checkpoint {
  rows: LedgerRows
  bills: Map<string, ExpectedBill>
}

/** The earliest moment a pending claim lapses inside [from, to], if one does. */
function expiryBetween(rows: LedgerRows, from: number, to: number): number | undefined {
  const inside = rows.transactions
    .filter((tx) => tx.status === 'pending' && tx.claim_expires_at !== '')
    .map((tx) => parseTime(tx.claim_expires_at))
    .filter((at) => at >= from && at <= to)
  return inside.length > 0 ? Math.min(...inside) : undefined
}

const tableIds = () => tables.map((table) => table.id)

function expectExact(label: string, expected: Map<string, ExpectedBill>, reads: Map<string, DinerBill>): void {
  const diffs = tables.flatMap((table) => (reads.has(table.id) ? diffBill(table.name, expected.get(table.id)!, reads.get(table.id)!) : []))
  expect(diffs, `seed ${seed}, ${label}: what diners read differs from the ledger`).toEqual([])
  tally.exactReads += reads.size
}

/**
 * One read of every table, compared at the moment it was made. A claim lapsing while the reads
 * are on the wire leaves two right answers; then it waits for that moment to pass and reads again.
 */
async function readAllExactly(label: string, rows: LedgerRows): Promise<Map<string, ExpectedBill>> {
  for (let attempt = 1; attempt <= 20; attempt++) {
    const startedAt = Date.now()
    // every diner at a table reads at once, as their phones do after a change: one of them asks
    // PocketBase, the others may be answered with what it read (pocketbase/bill_reads.go)
    const byDiner = await Promise.all(
      Array.from({ length: DINERS_PER_TABLE }, () => Promise.all(tables.map(async (table) => [table.id, await readDinerBill(table.id)] as const))),
    )
    const endedAt = Date.now()
    const expiry = expiryBetween(rows, startedAt - CLOCK_MARGIN_MS, endedAt + CLOCK_MARGIN_MS)
    if (expiry !== undefined) {
      tally.straddledExpiries += 1
      await delay(Math.max(0, expiry + CLOCK_MARGIN_MS - Date.now()))
      continue
    }
    const expected = computeBills(rows, tableIds(), startedAt)
    byDiner.forEach((reads, diner) => expectExact(`${label}, diner ${diner + 1}`, expected, new Map(reads)))
    return expected
  }
  throw new Error(`seed ${seed}, ${label}: claims kept lapsing during the reads`)
}

/** With nothing in flight: the ledger read, every table read several times, the ledger unchanged. */
async function checkpoint(label: string): Promise<Checkpoint> {
  const rows = await readLedger()
  let bills = new Map<string, ExpectedBill>()
  for (let pass = 1; pass <= READS_PER_CHECKPOINT; pass++) bills = await readAllExactly(`${label}, read ${pass}`, rows)
  expect(isDeepStrictEqual(await readLedger(), rows), `seed ${seed}, ${label}: the ledger changed with nothing in flight`).toBe(true)
  tally.checkpoints += 1
  return { rows, bills }
}

/** The other diners of a table leave their payment pages, so one claim alone can lapse there. */
async function releaseLiveClaims(orderId: string): Promise<void> {
  const rows = await readLedger()
  const live = rows.transactions.filter((tx) => tx.order === orderId && isLiveClaim(tx, Date.now()))
  for (const tx of live) {
    const holder = claims.find((one) => one.sessionId === tx.stripe_session_id)
    if (!holder) throw new Error(`seed ${seed}: a live claim ${tx.id} no phone of this storm made`)
    await holder.phone.release()
    holder.ended = true
  }
}

/**
 * Reads a table while one claim alone holds part of its bill (each read exact, held > 0), then
 * polls the clock until just past that claim's claim_expires_at and reads at once: the claim must
 * no longer count, though nothing was written since (the claim is still `pending`, unswept).
 */
async function checkpointAcrossExpiry(label: string, last: Checkpoint): Promise<void> {
  const byLeft = tables
    .filter((table) => table.orderId)
    .map((table) => ({ table, order: last.bills.get(table.id)!.order! }))
    .sort((a, b) => b.order.total_amount - b.order.paid_amount - (a.order.total_amount - a.order.paid_amount))
  let chosen: { table: StormTable; claim: Claim } | undefined
  const refusals: string[] = []
  for (const { table } of byLeft) {
    await releaseLiveClaims(table.orderId)
    const phone = createPhone()
    const answer = await phone.checkout(table.id, { mode: 'equal', totalGuests: 2, payingFor: 1, items: [] })
    if (answer.status !== 200) {
      refusals.push(`${table.name}: ${answer.status} ${JSON.stringify(answer.body)}`)
      continue
    }
    const base = (answer.body.amounts as { base: number }).base
    const claimed: Claim = { phone, orderId: table.orderId, sessionId: answer.body.sessionId as string, base, ended: false, paid: false, pocketed: true }
    claims.push(claimed)
    // just after a manager's "Sblocca" on this order a claim holds nothing (decision 039): another table
    if ((await readLedger()).transactions.find((tx) => tx.stripe_session_id === claimed.sessionId)?.claim_holds_nothing) {
      await phone.release()
      claimed.ended = true
      refusals.push(`${table.name}: holds nothing after "Sblocca"`)
      continue
    }
    chosen = { table, claim: claimed }
    break
  }
  if (!chosen) throw new Error(`seed ${seed}, ${label}: no table took a claim (${refusals.join('; ')})`)
  const { table, claim: held } = chosen
  const context = `seed ${seed}, ${label} (${table.name})`

  const rows = await readLedger()
  const claimRow = rows.transactions.find((tx) => tx.stripe_session_id === held.sessionId)!
  expect(rows.transactions.filter((tx) => tx.order === table.orderId && isLiveClaim(tx, Date.now())).map((tx) => tx.id), context).toEqual([claimRow.id])
  const expiresAt = parseTime(claimRow.claim_expires_at)

  // while it is live: read and compare, again and again (a cache would now hold these answers)
  let liveRead: DinerBill | undefined
  while (Date.now() < expiresAt - WARM_READS_STOP_MS) {
    const startedAt = Date.now()
    const read = await readDinerBill(table.id)
    if (Date.now() + CLOCK_MARGIN_MS >= expiresAt) break
    expectExact(`${label}, claim live`, computeBills(rows, tableIds(), startedAt), new Map([[table.id, read]]))
    liveRead = read
    await delay(100)
  }
  expect(liveRead, context).toBeDefined()
  expect(liveRead!.table.held_amount, context).toBe(held.base)
  expect(liveRead!.payments?.held_amount, context).toBe(held.base)
  expect(liveRead!.table.status, context).not.toBe('occupied')

  // the clock, not a write, ends the claim: poll until just past it, then read at once
  while (Date.now() <= expiresAt) await delay(1)
  const readAt = Date.now()
  const after = await readDinerBill(table.id)
  const lateness = readAt - expiresAt
  expect(isDeepStrictEqual(await readLedger(), rows), `${context}: the ledger changed while the claim lapsed`).toBe(true)
  expectExact(`${label}, ${lateness} ms after the claim lapsed`, computeBills(rows, tableIds(), readAt), new Map([[table.id, after]]))
  expect(after.table.held_amount, context).toBe(0)
  expect(after.payments?.held_amount, context).toBe(0)
  expect(sum(after.lines ?? [], (line) => (line.ledger as LineLedgerJson).held + (line.ledger as LineLedgerJson).heldShares), context).toBe(0)
  // nothing paid yet: the table goes back from paying to occupied, the order to pending
  if (liveRead!.table.paid_amount === 0) {
    expect([liveRead!.table.status, after.table.status], context).toEqual(['paying', 'occupied'])
    expect([liveRead!.payments?.status, after.payments?.status], context).toEqual(['paying', 'pending'])
    count(tally.done, 'expiryStatusChange')
  }
  expect(lateness, `${context}: the read came too late after the expiry to prove anything`).toBeLessThanOrEqual(EXPIRY_READ_WITHIN_MS)
  held.ended = true
  expiryCheckpointSessions.add(held.sessionId)
  tally.expiryCheckpoints += 1
}

/** The claims the checkpoints across an expiry let lapse: not the storm's own lapses. */
const expiryCheckpointSessions = new Set<string>()

/** Claims that lapsed in the storm: swept as `lapsed`, or still pending past their time. */
function countLapses(rows: LedgerRows, now: number): number {
  return rows.transactions.filter((tx) => {
    if (tx.channel !== 'qr' || expiryCheckpointSessions.has(tx.stripe_session_id)) return false
    const swept = tx.status === 'failed' && Array.isArray(tx.logs) && tx.logs.some((entry: { action?: string }) => entry.action === 'lapsed')
    return swept || (tx.status === 'pending' && !isLiveClaim(tx, now))
  }).length
}

// ---------------------------------------------------------------------------------------------

describe('what diners read of the bill equals the ledger, to the cent, through a storm', () => {
  beforeAll(async () => {
    console.log(`bill reads storm seed ${seed} (replay: STORM_SEED=${seed} npx vitest run --project integration tests/integration/bill-reads-exact.test.ts)`)
    place = await createPlace({ lines: [{ price: MENU_PRICES[0]!, quantity: 3 }, { price: MENU_PRICES[1]!, quantity: 2 }] })
    su = await admin()
    const placed = await su.collection('order_items').getFullList<OrderItemsRecord>({ filter: `order = "${place.orderId}"` })
    menu = placed.map((line) => ({ id: line.item, price: line.unit_price }))
    for (const [index, price] of MENU_PRICES.slice(2).entries()) {
      const item = await su.collection('items').create({ restaurant: place.restaurantId, name: `Storm dish ${index}`, price, category: 'Secondi', available: true })
      menu.push({ id: item.id, price })
    }
    const random = createRandom(seed ^ 0x2545f491)
    const first = await su.collection('tables').getOne(place.tableId)
    tables.push({ id: place.tableId, name: first.name as string, orderId: place.orderId })
    for (let index = 2; index <= TABLE_COUNT; index++) {
      const table = await su.collection('tables').create({ restaurant: place.restaurantId, name: `Storm ${index}`, currency: 'EUR' })
      const stormTable = { id: table.id, name: table.name as string, orderId: '' }
      await openOrder(random, stormTable)
      tables.push(stormTable)
    }
  })

  it('after every round, and right after a claim lapses', { timeout: 90_000 }, async () => {
    const started = Date.now()
    const random = createRandom(seed)

    let last = await checkpoint('before the storm')
    // nothing paid anywhere yet: the lapse must take the table from paying back to occupied
    await checkpointAcrossExpiry('before the storm', last)
    last = await checkpoint('after the first lapse')

    for (let round = 1; round <= ROUNDS; round++) {
      await runRound(random, round, last)
      last = await checkpoint(`round ${round}`)
      if (round === EXPIRY_CHECKPOINT_ROUND) {
        await checkpointAcrossExpiry(`round ${round}`, last)
        last = await checkpoint(`round ${round}, after the lapse`)
      }
      await turnTables(random, last)
      last = await checkpoint(`round ${round}, tables turned`)
      await delay(random.between(ROUND_PAUSE_MS.min, ROUND_PAUSE_MS.max))
    }

    const lapses = countLapses(last.rows, Date.now())
    const seconds = Math.round((Date.now() - started) / 1000)
    console.log(
      `bill reads storm seed ${seed}: ${seconds} s, ${tally.checkpoints} checkpoints, ${tally.exactReads} table reads compared ` +
        `(${tally.straddledExpiries} read again around a lapse), ${tally.midFlightReads} read mid-flight, ${lapses} claims lapsed, ` +
        `done ${JSON.stringify(tally.done)}, refused ${JSON.stringify(tally.refused)}, ${tally.skipped} with nothing to act on`,
    )

    // the storm did what it says
    const context = `seed ${seed}`
    expect(OPERATION_KINDS.filter((kind) => !tally.done[kind]), `${context}: operations that never succeeded`).toEqual([])
    expect(tally.done.close ?? 0, context).toBeGreaterThan(0)
    expect(tally.done.reopen ?? 0, context).toBeGreaterThan(0)
    expect(tally.done.expiryStatusChange ?? 0, context).toBeGreaterThan(0)
    expect(tally.expiryCheckpoints, context).toBe(2)
    expect(lapses, context).toBeGreaterThan(0)
    expect(tally.midFlightReads, context).toBeGreaterThan(0)
    expect(tally.checkpoints, context).toBe(2 * ROUNDS + 3)
  })
})
