// The API-rules matrix (DESIGN.md invariant 4: tenants are isolated by rules, not by obscurity).
// Every collection × verb × actor is a row of the table below, run against a real PocketBase
// with the repository's migrations. The expected refusal is exact: a refused list answers 200 with
// none of the record (403 when only superusers may list); a refused view/update/delete answers 404
// (403 when the rule is null); a refused create answers 400 with no field errors, i.e. the rule
// refused it, not validation (403 when the rule is null); writes to view collections answer 400.
// Refused writes must also leave the record exactly as it was.
import { randomUUID } from 'node:crypto'
import { ClientResponseError, type RecordModel } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTenants, signIn, type Actor, type Fixtures, type RecordKey } from '../support/fixtures.ts'

type Collection =
  | 'companies' | 'restaurants' | 'users' | 'tables' | 'items' | 'orders' | 'order_items' | 'transactions'
  | 'transaction_items' | 'reviews' | 'notifications' | 'push_subscriptions'
  | 'table_status' | 'order_payments_status' | 'order_items_status' | 'stripe_events' | 'order_events' | 'fiscal_jobs' | 'tills' | 'fiscal_days' | 'pos_keys'
  | 'pos_endpoints' | 'pos_events' | 'pos_deliveries'
type Verb = 'list' | 'view' | 'create' | 'update' | 'delete'
type Expect = 'allow' | 'deny'
type Data = Record<string, unknown>
/** The record a case reads, changes or deletes: a fixture, or a factory making a fresh one. */
type Target = RecordKey | ((fx: Fixtures, actor: Actor) => Promise<string> | string)
type Body = Data | ((fx: Fixtures, actor: Actor) => Promise<Data> | Data)

interface Spec {
  label: string
  target?: Target
  body?: Body
  /** Extra query parameters, e.g. the diner's `order` or `stripe_session_id`; gets the target id. */
  query?: (fx: Fixtures, id: string) => Promise<Record<string, string>> | Record<string, string>
  /** Extra list filter, ANDed with `id = target`. */
  filter?: (fx: Fixtures) => string
}

interface Case extends Spec {
  collection: Collection
  verb: Verb
  actor: Actor
  expect: Expect
}

const Y: Expect = 'allow'
const N: Expect = 'deny'
/** Not asserted in this row. */
const _ = undefined

const allCollections: Collection[] = [
  'companies', 'restaurants', 'users', 'tables', 'items', 'orders', 'order_items', 'transactions',
  'transaction_items', 'reviews', 'notifications', 'push_subscriptions',
  'table_status', 'order_payments_status', 'order_items_status', 'stripe_events', 'order_events', 'fiscal_jobs', 'tills', 'fiscal_days', 'pos_keys', 'pos_endpoints', 'pos_events', 'pos_deliveries',
]

const columns = ['anon', 'waiterA', 'managerA', 'adminA', 'adminB'] as const satisfies readonly Actor[]
type Cell = Expect | undefined

function row(collection: Collection, verb: Verb, spec: Spec, ...cells: [Cell, Cell, Cell, Cell, Cell]): Case[] {
  return cells.flatMap((expect, index) => (expect ? [{ ...spec, collection, verb, actor: columns[index]!, expect }] : []))
}

/** A fixture record, optionally with a body (update) or query. */
function on(target: RecordKey, extra: Partial<Spec> = {}): Spec {
  return { label: `${target}${describeBody(extra.body)}${extra.query ? ' +query' : ''}`, target, ...extra }
}
/** A record made fresh for each case, so allowed changes never disturb other cases. */
function fresh(label: string, target: Target, body?: Body): Spec {
  return { label: `fresh ${label}${describeBody(body)}`, target, body }
}
function create(label: string, body: Body): Spec {
  return { label, body }
}
function describeBody(body: Body | undefined): string {
  if (body === undefined) return ''
  if (typeof body === 'function') return ` ${bodyLabels.get(body) ?? '{…}'}`
  return ` {${Object.keys(body).join(', ')}}`
}
const bodyLabels = new WeakMap<Body, string>()
/** A computed body with a readable name for the test title. */
function labelled(label: string, body: Extract<Body, (...args: never[]) => unknown>): Body {
  bodyLabels.set(body, label)
  return body
}
/** A body of fixture references, e.g. ids({ restaurant: 'restB1' }). */
function ids(refs: Record<string, RecordKey>): Body {
  const entries = Object.entries(refs)
  return labelled(`{${entries.map(([k, v]) => `${k}: ${v}`).join(', ')}}`, (fx) =>
    Object.fromEntries(entries.map(([k, v]) => [k, fx.ids[v]])),
  )
}

let serial = 0
const email = (fx: Fixtures, name: string) => `${name}-${fx.run}-${++serial}@conto.test`
const now = () => new Date().toISOString().replace('T', ' ')
/** The actor's own user id (anonymous requests name waiter A). */
const self = (fx: Fixtures, actor: Actor) => (actor === 'anon' ? fx.ids.waiterA : fx.ids[actor])
const newUser = (company: 'companyA' | 'companyB', role: string) => (fx: Fixtures) => ({
  email: email(fx, role),
  password: 'Another-Horse-42',
  passwordConfirm: 'Another-Horse-42',
  name: `new ${role}`,
  company: fx.ids[company],
  role,
  status: 'invited',
  ...(role === 'waiter' ? { restaurant: fx.ids[company === 'companyA' ? 'restA1' : 'restB1'] } : {}),
})
const freshUser = (role: 'admin' | 'manager' | 'waiter') => async (fx: Fixtures) => (await fx.make.user('A', role)).id
/** A new order line body: on a fresh open order of A1/A2, or on a fixture order; menu price unless given. */
const line = (order: 'fresh A1' | 'fresh A2' | RecordKey, item: 'itemA1' | 'itemA2', unitPrice?: number) => async (fx: Fixtures) => ({
  order: order === 'fresh A1' ? await fx.make.order('A1') : order === 'fresh A2' ? await fx.make.order('A2') : fx.ids[order],
  item: fx.ids[item],
  quantity: 1,
  unit_price: unitPrice ?? fx.prices[item],
})
const paidSession = (fx: Fixtures) => fx.make.completedTransaction('A1')
const freshReview = async (fx: Fixtures) => (await fx.make.review('A1')).id
/** The diner's proof for a review: its own session id in the `stripe_session_id` query parameter. */
const sessionOfReview = async (fx: Fixtures, id: string) => ({
  stripe_session_id: String((await fx.su.collection('reviews').getOne(id)).stripe_session_id),
})
const diner = (order: RecordKey) => ({
  query: (fx: Fixtures) => ({ order: fx.ids[order] }),
  filter: (fx: Fixtures) => `order = "${fx.ids[order]}"`,
})

// prettier-ignore
const cases: Case[] = [
  //  collection        verb      what                                                         anon waiterA managerA adminA adminB
  ...row('companies',   'list',   on('companyA'),                                                 N, Y, Y, Y, N),
  ...row('companies',   'list',   on('companyB'),                                                 N, N, N, N, Y),
  ...row('companies',   'view',   on('companyA'),                                                 N, Y, Y, Y, N),
  ...row('companies',   'view',   on('companyB'),                                                 N, N, N, N, Y),
  ...row('companies',   'create', create('company', { name: 'New Co', default_currency: 'EUR' }), N, N, N, N, N),
  ...row('companies',   'update', on('companyA', { body: { description: 'Roman cooking' } }),     N, N, N, Y, N),
  ...row('companies',   'update', on('companyA', { body: { payout_schedule: 'weekly' } }),        N, N, N, Y, N),
  // Stripe Connect state is written by the server only
  ...row('companies',   'update', on('companyA', { body: { stripe_account_id: 'acct_evil' } }),   N, N, N, N, N),
  ...row('companies',   'update', on('companyA', { body: { charges_enabled: true } }),            _, _, _, N, _),
  ...row('companies',   'delete', on('companyA'),                                                 N, N, N, N, N),

  ...row('restaurants', 'list',   on('restA1'),                                                   N, Y, Y, Y, N),
  ...row('restaurants', 'list',   on('restA2'),                                                   N, N, Y, Y, N),
  ...row('restaurants', 'list',   on('restAoff'),                                                 N, N, Y, Y, N),
  ...row('restaurants', 'list',   on('restB1'),                                                   N, N, N, N, Y),
  // one active restaurant is public by id (the diner's QR code)
  ...row('restaurants', 'view',   on('restA1'),                                                   Y, Y, Y, Y, Y),
  ...row('restaurants', 'view',   on('restA2'),                                                   Y, Y, Y, Y, Y),
  ...row('restaurants', 'view',   on('restAoff'),                                                 N, N, Y, Y, N),
  ...row('restaurants', 'create', create('in company A', (fx) => ({ company: fx.ids.companyA, name: 'New A' })), N, N, N, Y, N),
  ...row('restaurants', 'create', create('in company B', (fx) => ({ company: fx.ids.companyB, name: 'New B' })), _, _, N, N, Y),
  // what the app's new-restaurant form sends (docs/decisions/022): only an admin of the company
  ...row('restaurants', 'create', create('from the form, in company A', (fx) => ({
    company: fx.ids.companyA, name: 'Nuova Osteria', address: 'Via Roma 1, Milano', description: 'Cucina di casa.',
    phone_numbers: ['+39 02 1234 5678'], active: true,
  })), N, N, N, Y, N),
  ...row('restaurants', 'update', on('restA1', { body: { description: 'Cucina romana' } }),     N, N, Y, Y, N),
  ...row('restaurants', 'update', on('restA2', { body: { description: 'Cucina romana' } }),     N, N, Y, Y, N),
  ...row('restaurants', 'update', fresh('restaurant A', (fx) => fx.make.restaurant('A'), { active: false }), N, N, Y, Y, N),
  ...row('restaurants', 'update', on('restA1', { body: ids({ company: 'companyB' }) }), _, _, N, N, N),
  // the QR screen's "print all" stamps it for the setup guide: managers and admins, not waiters
  ...row('restaurants', 'update', fresh('restaurant A', (fx) => fx.make.restaurant('A'), labelled('{qr_printed_at: now}', () => ({ qr_printed_at: now() }))), N, N, Y, Y, N),
  ...row('restaurants', 'update', on('restB1', { body: labelled('{qr_printed_at: now}', () => ({ qr_printed_at: now() })) }), _, _, N, N, _),
  ...row('restaurants', 'delete', fresh('restaurant A', (fx) => fx.make.restaurant('A')),       N, N, N, Y, N),

  ...row('users',       'list',   on('waiterA'),                                                  N, Y, Y, Y, N),
  ...row('users',       'list',   on('adminA'),                                                   N, Y, Y, Y, N),
  ...row('users',       'list',   on('adminB'),                                                   N, N, N, N, Y),
  ...row('users',       'view',   on('adminA'),                                                   N, Y, Y, Y, N),
  ...row('users',       'view',   on('waiterA'),                                                  N, Y, Y, Y, N),
  ...row('users',       'create', create('waiter of A', newUser('companyA', 'waiter')),          N, N, Y, Y, N),
  ...row('users',       'create', create('manager of A', newUser('companyA', 'manager')),        N, N, N, Y, N),
  ...row('users',       'create', create('admin of A', newUser('companyA', 'admin')),            N, N, N, Y, N),
  ...row('users',       'create', create('waiter of B', newUser('companyB', 'waiter')),          N, N, N, N, Y),
  // sign-up goes through POST /api/conto/signup only: nobody makes themselves an admin of no company
  ...row('users',       'create', create('verified admin of no company', (fx) => ({ ...newUser('companyA', 'admin')(fx), company: '', status: 'active', verified: true })), N, N, N, N, N),
  ...row('users',       'create', create('waiter of A at restaurant B1', (fx) => ({ ...newUser('companyA', 'waiter')(fx), restaurant: fx.ids.restB1 })), _, _, N, N, _),
  ...row('users',       'update', fresh('waiter A', freshUser('waiter'), { name: 'Renamed' }),   N, N, Y, Y, N),
  ...row('users',       'update', fresh('manager A', freshUser('manager'), { name: 'Renamed' }), N, N, N, Y, N),
  ...row('users',       'update', fresh('admin A', freshUser('admin'), { name: 'Renamed' }),     N, N, N, Y, N),
  // only an admin changes a role or an e-mail
  ...row('users',       'update', fresh('waiter A', freshUser('waiter'), { role: 'manager' }),   N, N, N, Y, N),
  ...row('users',       'update', fresh('manager A', freshUser('manager'), { role: 'admin' }),   N, N, N, Y, N),
  ...row('users',       'update', fresh('waiter A', freshUser('waiter'), labelled('{email: new}', (fx) => ({ email: email(fx, 'moved') }))), N, N, N, Y, N),
  ...row('users',       'update', fresh('waiter A', freshUser('waiter'), { status: 'inactive' }), N, N, Y, Y, N),
  ...row('users',       'update', fresh('waiter A', freshUser('waiter'), ids({ restaurant: 'restA2' })), N, N, Y, Y, N),
  ...row('users',       'update', fresh('waiter A', freshUser('waiter'), ids({ restaurant: 'restB1' })), N, N, N, N, N),
  ...row('users',       'update', fresh('waiter A', freshUser('waiter'), ids({ company: 'companyB' })), N, N, N, N, N),
  // one's own record: name yes; role, e-mail, company, restaurant, status no
  ...row('users',       'update', fresh('self', self, { name: 'Me' }),                            _, Y, Y, Y, Y),
  ...row('users',       'update', fresh('self', self, { role: 'admin' }),                         N, N, N, _, _),
  ...row('users',       'update', fresh('self', self, labelled('{email: new}', (fx) => ({ email: email(fx, 'self') }))),    N, N, N, _, _),
  ...row('users',       'update', fresh('self', self, ids({ company: 'companyB' })),    N, N, N, N, _),
  ...row('users',       'update', fresh('self', self, ids({ restaurant: 'restA2' })),   N, N, _, _, _),
  ...row('users',       'update', fresh('self', self, { status: 'inactive' }),                    N, N, N, N, _),
  ...row('users',       'delete', fresh('waiter A', freshUser('waiter')),                         N, N, N, Y, N),
  ...row('users',       'delete', fresh('manager A', freshUser('manager')),                       N, N, N, Y, N),

  ...row('tables',      'list',   on('tableA1'),                                                  N, Y, Y, Y, N),
  ...row('tables',      'list',   on('tableA2'),                                                  N, N, Y, Y, N),
  ...row('tables',      'list',   on('tableB1'),                                                  N, N, N, N, Y),
  ...row('tables',      'view',   on('tableA1'),                                                  N, Y, Y, Y, N),
  ...row('tables',      'view',   on('tableA2'),                                                  N, N, Y, Y, N),
  ...row('tables',      'create', create('in A1', (fx) => ({ restaurant: fx.ids.restA1, name: `N${++serial}`, currency: 'EUR' })), N, N, Y, Y, N),
  ...row('tables',      'create', create('in B1', (fx) => ({ restaurant: fx.ids.restB1, name: `N${++serial}`, currency: 'EUR' })), N, N, N, N, Y),
  ...row('tables',      'update', fresh('table A1', (fx) => fx.make.table('A1'), { seats: 6 }),  N, N, Y, Y, N),
  ...row('tables',      'update', fresh('table A1', (fx) => fx.make.table('A1'), ids({ restaurant: 'restA2' })), N, N, N, N, N),
  // the assigned waiter belongs to the same company
  ...row('tables',      'update', fresh('table A1', (fx) => fx.make.table('A1'), ids({ waiter: 'waiterA' })), N, N, Y, Y, N),
  ...row('tables',      'update', fresh('table A1', (fx) => fx.make.table('A1'), ids({ waiter: 'waiterB' })), _, _, N, N, _),
  ...row('tables',      'create', create('in A1 with a waiter of B', (fx) => ({ restaurant: fx.ids.restA1, name: `N${++serial}`, currency: 'EUR', waiter: fx.ids.waiterB })), _, _, N, N, _),
  ...row('tables',      'delete', fresh('table A1', (fx) => fx.make.table('A1')),                 N, N, Y, Y, N),
  // out of service and back (issue 12); a delete of a table with history: tests/integration/catalogue.test.ts
  ...row('tables',      'update', fresh('table A1', (fx) => fx.make.table('A1'), { active: false }), N, N, Y, Y, N),
  ...row('tables',      'create', create('in A1 out of service', (fx) => ({ restaurant: fx.ids.restA1, name: `N${++serial}`, currency: 'EUR', active: false })), N, N, Y, Y, N),

  ...row('items',       'list',   on('itemA1'),                                                   N, Y, Y, Y, N),
  ...row('items',       'list',   on('itemB1'),                                                   N, N, N, N, Y),
  // the diner's bill expands one menu item of an active restaurant by id
  ...row('items',       'view',   on('itemA1'),                                                   Y, Y, Y, Y, Y),
  ...row('items',       'view',   on('itemAoff'),                                                 N, Y, Y, Y, N),
  ...row('items',       'create', create('in A1', (fx) => ({ restaurant: fx.ids.restA1, name: 'Supplì', price: 300 })), N, N, Y, Y, N),
  ...row('items',       'create', create('in B1', (fx) => ({ restaurant: fx.ids.restB1, name: 'Supplì', price: 300 })), N, N, N, N, Y),
  ...row('items',       'update', fresh('item A1', (fx) => fx.make.item('A1'), { price: 1 }),    N, N, Y, Y, N),
  ...row('items',       'update', fresh('item A1', (fx) => fx.make.item('A1'), ids({ restaurant: 'restB1' })), N, N, N, N, N),
  ...row('items',       'delete', fresh('item A1', (fx) => fx.make.item('A1')),                   N, N, Y, Y, N),
  ...row('items',       'update', fresh('item A1', (fx) => fx.make.item('A1'), { sort_order: 3, available: false }), N, N, Y, Y, N),
  ...row('items',       'update', fresh('POS product A1', (fx) => fx.make.posItem('A1'), { available: true }), N, N, N, N, N),
  ...row('items',       'update', fresh('item A1', (fx) => fx.make.item('A1'), { pos_product: 'P1' }), N, N, N, N, N),
  ...row('items',       'create', create('a POS product in A1', (fx) => ({ restaurant: fx.ids.restA1, name: 'Finto', price: 500, category: 'x', pos_product: 'P1' })), N, N, N, N, N),
  ...row('items',       'create', create('in A1 with its place', (fx) => ({ restaurant: fx.ids.restA1, name: 'Fritto', price: 500, category: 'Antipasti', sort_order: 2 })), N, N, Y, Y, N),

  ...row('orders',      'list',   on('orderA1'),                                                  N, Y, Y, Y, N),
  ...row('orders',      'list',   on('orderA2'),                                                  N, N, Y, Y, N),
  ...row('orders',      'list',   on('orderB1'),                                                  N, N, N, N, Y),
  ...row('orders',      'view',   on('orderA1'),                                                  N, Y, Y, Y, N),
  ...row('orders',      'view',   on('orderA2'),                                                  N, N, Y, Y, N),
  ...row('orders',      'create', create('on a free table of A1', async (fx) => ({ restaurant: fx.ids.restA1, table: await fx.make.table('A1'), guests: 2 })), N, Y, Y, Y, N),
  ...row('orders',      'create', create('on a free table of A2', async (fx) => ({ restaurant: fx.ids.restA2, table: await fx.make.table('A2'), guests: 2 })), N, N, Y, Y, N),
  ...row('orders',      'create', create('A1 order on an A2 table', async (fx) => ({ restaurant: fx.ids.restA1, table: await fx.make.table('A2'), guests: 2 })), _, N, N, N, _),
  ...row('orders',      'create', create('on a free table of B1', async (fx) => ({ restaurant: fx.ids.restB1, table: await fx.make.table('B1'), guests: 2 })), N, N, N, N, Y),
  ...row('orders',      'update', fresh('order A1', (fx) => fx.make.order('A1'), { guests: 3 }), N, Y, Y, Y, N),
  // closing is the close route's (a reason when a balance is left): never a PATCH of closed_at
  ...row('orders',      'update', fresh('order A1', (fx) => fx.make.order('A1'), labelled('{closed_at: now}', () => ({ closed_at: now() }))), N, N, N, N, N),
  ...row('orders',      'update', fresh('order A2', (fx) => fx.make.order('A2'), { guests: 3 }), N, N, Y, Y, N),
  ...row('orders',      'update', fresh('order A1', (fx) => fx.make.order('A1'), { pos_check: 'mine' }), N, N, N, N, N),
  ...row('orders',      'update', fresh('POS check A1', (fx) => fx.make.order('A1', { pos: true }), { pos_version: 9 }), N, N, N, N, N),
  ...row('orders',      'create', create('a POS check on a free table of A1', async (fx) => ({ restaurant: fx.ids.restA1, table: await fx.make.table('A1'), guests: 2, pos_check: 'mine' })), N, N, N, N, N),
  ...row('orders',      'update', fresh('order A1', (fx) => fx.make.order('A1'), labelled('{table: another A1 table}', async (fx) => ({ table: await fx.make.table('A1') }))), N, N, N, N, N),
  ...row('orders',      'update', fresh('order A1', (fx) => fx.make.order('A1'), ids({ restaurant: 'restA2' })), N, N, N, N, N),
  ...row('orders',      'create', create('in A1 with a waiter of B', async (fx) => ({ restaurant: fx.ids.restA1, table: await fx.make.table('A1'), guests: 2, waiter: fx.ids.waiterB })), _, N, N, N, _),
  ...row('orders',      'update', fresh('order A1', (fx) => fx.make.order('A1'), ids({ waiter: 'managerA' })), N, Y, Y, Y, N),
  ...row('orders',      'update', fresh('order A1', (fx) => fx.make.order('A1'), ids({ waiter: 'waiterB' })), _, N, N, N, _),
  ...row('orders',      'delete', fresh('order A1', (fx) => fx.make.order('A1')),                 N, N, Y, Y, N),
  // why and by whom an order closed: the close route writes it (decision 019)
  ...row('orders',      'update', fresh('order A1', (fx) => fx.make.order('A1'), { closed_reason: 'paid' }), N, N, N, N, N),
  ...row('orders',      'update', fresh('order A1', (fx) => fx.make.order('A1'), { close_note: 'fine' }), N, N, N, N, N),
  ...row('orders',      'update', fresh('order A1', (fx) => fx.make.order('A1'), ids({ closed_by: 'waiterA' })), N, N, N, N, N),

  ...row('order_items', 'list',   on('lineA1'),                                                   N, Y, Y, Y, N),
  ...row('order_items', 'list',   on('lineA2'),                                                   N, N, Y, Y, N),
  ...row('order_items', 'list',   on('lineB1'),                                                   N, N, N, N, Y),
  ...row('order_items', 'view',   on('lineA1'),                                                   N, Y, Y, Y, N),
  ...row('order_items', 'view',   on('lineA2'),                                                   N, N, Y, Y, N),
  ...row('order_items', 'create', create('A1 line at menu price', line('fresh A1', 'itemA1')),    N, Y, Y, Y, N),
  // nobody types a price into a bill, and closed orders take no more lines
  ...row('order_items', 'create', create('A1 line below menu price', line('fresh A1', 'itemA1', 1)), N, N, N, N, N),
  ...row('order_items', 'create', create('A1 line above menu price', line('fresh A1', 'itemA1', 99_999)), _, N, N, N, _),
  ...row('order_items', 'create', create('line on a closed order', line('orderA1closed', 'itemA1')), N, N, N, N, N),
  ...row('order_items', 'create', create('A2 menu item on an A1 order', line('fresh A1', 'itemA2')), _, N, N, N, _),
  ...row('order_items', 'create', create('A2 line at menu price', line('fresh A2', 'itemA2')),    N, N, Y, Y, N),
  ...row('order_items', 'update', fresh('line A1', (fx) => fx.make.orderItem('A1'), { quantity: 3 }), N, Y, Y, Y, N),
  ...row('order_items', 'update', fresh('line A1', (fx) => fx.make.orderItem('A1'), { unit_price: 1 }), N, N, N, N, N),
  ...row('order_items', 'update', fresh('line A1', (fx) => fx.make.orderItem('A1'), ids({ item: 'itemA1b' })), N, N, N, N, N),
  ...row('order_items', 'update', fresh('line A1', (fx) => fx.make.orderItem('A1'), ids({ order: 'orderA1' })), N, N, N, N, N),
  ...row('order_items', 'update', fresh('line of closed A1 order', (fx) => fx.make.orderItem('A1', { closed: true }), { quantity: 3 }), N, N, N, N, N),
  ...row('order_items', 'update', fresh('line A2', (fx) => fx.make.orderItem('A2'), { quantity: 3 }), N, N, Y, Y, N),
  ...row('order_items', 'delete', fresh('line A1', (fx) => fx.make.orderItem('A1')),              N, Y, Y, Y, N),
  // a POS's check (decision 044): its lines change only through the POS API, whoever asks
  ...row('order_items', 'create', create('line on a POS check', async (fx) => ({ order: await fx.make.order('A1', { pos: true }), item: fx.ids.itemA1, unit_price: fx.prices.itemA1, quantity: 1 })), N, N, N, N, N),
  ...row('order_items', 'update', fresh('POS line A1', (fx) => fx.make.orderItem('A1', { pos: true }), { quantity: 3 }), N, N, N, N, N),
  ...row('order_items', 'update', fresh('line A1', (fx) => fx.make.orderItem('A1'), { pos_line: 'L1' }), N, N, N, N, N),
  ...row('order_items', 'delete', fresh('POS line A1', (fx) => fx.make.orderItem('A1', { pos: true })), N, N, N, N, N),
  ...row('order_items', 'delete', fresh('line of closed A1 order', (fx) => fx.make.orderItem('A1', { closed: true })), N, N, N, N, N),

  // payments are written only by the server (superuser client)
  ...row('transactions', 'list',  on('txA1done'),                                                 N, Y, Y, Y, N),
  ...row('transactions', 'list',  on('txA2done'),                                                 N, N, Y, Y, N),
  ...row('transactions', 'list',  on('txB1done'),                                                 N, N, N, N, Y),
  ...row('transactions', 'view',  on('txA1done'),                                                 N, Y, Y, Y, N),
  ...row('transactions', 'view',  on('txA2done'),                                                 N, N, Y, Y, N),
  ...row('transactions', 'create', create('completed payment', (fx) => ({ order: fx.ids.orderA1, restaurant: fx.ids.restA1, status: 'completed', currency: 'EUR', split_mode: 'full', base_amount: 2850 })), N, N, N, N, N),
  ...row('transactions', 'update', on('txA1done', { body: { status: 'refunded', refund_amount: 1200 } }), N, N, N, N, N),
  ...row('transactions', 'update', on('txA1pending', { body: { status: 'completed' } }),        N, N, N, N, N),
  ...row('transactions', 'delete', on('txA1pending'),                                             N, N, N, N, N),
  // cash, terminal and voids go through the ledger routes (decision 019), never straight in
  ...row('transactions', 'create', create('cash payment', (fx, actor) => ({ order: fx.ids.orderA1, restaurant: fx.ids.restA1, status: 'completed', channel: 'cash', recorded_by: self(fx, actor), currency: 'EUR', split_mode: 'amount', base_amount: 100 })), N, N, N, N, N),
  ...row('transactions', 'update', on('txA1done', { body: { status: 'voided' } }),               N, N, N, N, N),
  ...row('transactions', 'update', on('txA1done', { body: { refund_reserved: 0, channel: 'cash' } }), N, N, N, N, N),

  ...row('transaction_items', 'list', on('tiA1'),                                                 N, Y, Y, Y, N),
  ...row('transaction_items', 'list', on('tiA2'),                                                 N, N, Y, Y, N),
  ...row('transaction_items', 'list', on('tiB1'),                                                 N, N, N, N, Y),
  ...row('transaction_items', 'view', on('tiA1'),                                                 N, Y, Y, Y, N),
  ...row('transaction_items', 'view', on('tiA2'),                                                 N, N, Y, Y, N),
  ...row('transaction_items', 'create', create('cover line A1b', (fx) => ({ transaction: fx.ids.txA1done, order_item: fx.ids.lineA1b, quantity: 1 })), N, N, N, N, N),
  ...row('transaction_items', 'update', on('tiA1', { body: { quantity: 2 } }),                   N, N, N, N, N),
  ...row('transaction_items', 'delete', on('tiA1'),                                               N, N, N, N, N),

  // the Stripe session id is the diner's proof of payment
  ...row('reviews',     'list',   on('reviewA1'),                                                 N, Y, Y, Y, N),
  ...row('reviews',     'list',   on('reviewA2'),                                                 N, N, Y, Y, N),
  ...row('reviews',     'list',   on('reviewB1'),                                                 N, N, N, N, Y),
  ...row('reviews',     'list',   on('reviewA1', { query: (fx) => ({ stripe_session_id: fx.sessions.A1done }) }), Y, Y, Y, Y, Y),
  ...row('reviews',     'list',   on('reviewA1', { label: 'reviewA1 +query of another session', query: (fx) => ({ stripe_session_id: fx.sessions.A2done }) }), N, _, _, _, N),
  ...row('reviews',     'view',   on('reviewA1'),                                                 N, Y, Y, Y, N),
  ...row('reviews',     'view',   on('reviewA1', { query: (fx) => ({ stripe_session_id: fx.sessions.A1done }) }), Y, _, _, _, _),
  ...row('reviews',     'create', create('for a completed payment', async (fx) => ({ stripe_session_id: (await paidSession(fx)).session, type: 'service', rating: 5 })), Y, Y, Y, Y, Y),
  ...row('reviews',     'create', create('for a pending payment', (fx) => ({ stripe_session_id: fx.sessions.A1pending, type: 'service', rating: 5 })), N, N, N, N, N),
  ...row('reviews',     'create', create('for an unknown session', (fx) => ({ stripe_session_id: `cs_test_${fx.run}_nope`, type: 'food', rating: 5 })), N, _, _, _, _),
  ...row('reviews',     'create', create('naming its transaction', async (fx) => { const paid = await paidSession(fx); return { stripe_session_id: paid.session, transaction: paid.id, type: 'food', rating: 5 } }), N, _, _, _, _),
  ...row('reviews',     'update', { ...fresh('review A1 +query', freshReview, { rating: 2 }), query: sessionOfReview }, Y, _, _, _, _),
  ...row('reviews',     'update', fresh('review A1 without query', async (fx) => (await fx.make.review('A1')).id, { rating: 1 }), N, N, N, N, N),
  ...row('reviews',     'update', { ...fresh('review A1 +query', freshReview, { type: 'service' }), query: sessionOfReview }, N, _, _, _, _),
  ...row('reviews',     'update', { ...fresh('review A1 +query', freshReview, labelled('{stripe_session_id: another}', (fx) => ({ stripe_session_id: fx.sessions.A2done }))), query: sessionOfReview }, N, _, _, _, _),
  ...row('reviews',     'delete', on('reviewA1', { query: (fx) => ({ stripe_session_id: fx.sessions.A1done }) }), N, N, N, N, N),

  // created by the server; staff only mark them read
  ...row('notifications', 'list', on('notifA1'),                                                  N, Y, Y, Y, N),
  ...row('notifications', 'list', on('notifA2'),                                                  N, N, Y, Y, N),
  ...row('notifications', 'list', on('notifB1'),                                                  N, N, N, N, Y),
  ...row('notifications', 'view', on('notifA1'),                                                  N, Y, Y, Y, N),
  ...row('notifications', 'view', on('notifA2'),                                                  N, N, Y, Y, N),
  ...row('notifications', 'create', create('waiter call', (fx) => ({ restaurant: fx.ids.restA1, type: 'waiter_call', message: 'hi' })), N, N, N, N, N),
  ...row('notifications', 'update', fresh('notification A1', (fx) => fx.make.notification('A1'), labelled('{read, read_by: self}', (fx, actor) => ({ read: true, read_by: self(fx, actor) }))), N, Y, Y, Y, N),
  ...row('notifications', 'update', fresh('notification A1', (fx) => fx.make.notification('A1'), (fx) => ({ read: true, read_by: fx.ids.managerA })), _, N, _, N, _),
  ...row('notifications', 'update', fresh('notification A2', (fx) => fx.make.notification('A2'), { read: true }), N, N, Y, Y, N),
  ...row('notifications', 'update', fresh('notification A1', (fx) => fx.make.notification('A1'), { message: 'edited' }), N, N, N, N, N),
  ...row('notifications', 'update', fresh('notification A1', (fx) => fx.make.notification('A1'), { type: 'payment' }), N, N, N, N, N),
  ...row('notifications', 'update', fresh('notification A1', (fx) => fx.make.notification('A1'), ids({ restaurant: 'restA2' })), N, N, N, N, N),
  ...row('notifications', 'delete', fresh('notification A1', (fx) => fx.make.notification('A1')), N, N, Y, Y, N),

  // each person sees and removes only their own devices
  ...row('push_subscriptions', 'list', on('pushWaiterA'),                                         N, Y, N, N, N),
  ...row('push_subscriptions', 'list', on('pushAdminA'),                                          N, N, N, Y, N),
  ...row('push_subscriptions', 'view', on('pushWaiterA'),                                         N, Y, N, N, N),
  ...row('push_subscriptions', 'view', on('pushAdminA'),                                          N, N, N, Y, N),
  ...row('push_subscriptions', 'create', create('own device at A1', (fx, actor) => fx.make.pushBody(self(fx, actor), fx.ids.restA1)), N, Y, Y, Y, N),
  ...row('push_subscriptions', 'create', create('own device at A2', (fx, actor) => fx.make.pushBody(self(fx, actor), fx.ids.restA2)), N, N, Y, Y, N),
  ...row('push_subscriptions', 'create', create("waiter A's device", (fx) => fx.make.pushBody(fx.ids.waiterA, fx.ids.restA1)), N, _, N, N, N),
  ...row('push_subscriptions', 'update', on('pushWaiterA', { body: { user_agent: 'changed' } }), N, N, N, N, N),
  ...row('push_subscriptions', 'delete', fresh("waiter A's device", (fx) => fx.make.pushSubscription('waiterA', 'A1')), N, Y, N, N, N),
  ...row('push_subscriptions', 'delete', fresh("admin A's device", (fx) => fx.make.pushSubscription('adminA', 'A1')), N, N, N, Y, N),

  // derived views: diners read one table / one order by id; staff list their own
  ...row('table_status', 'list',  on('tableA1'),                                                  N, Y, Y, Y, N),
  ...row('table_status', 'list',  on('tableA2'),                                                  N, N, Y, Y, N),
  ...row('table_status', 'list',  on('tableB1'),                                                  N, N, N, N, Y),
  ...row('table_status', 'view',  on('tableA1'),                                                  Y, Y, Y, Y, Y),
  ...row('table_status', 'view',  on('tableAoff'),                                                N, N, Y, Y, N),
  ...row('table_status', 'create', create('a status', ids({ id: 'tableA1b' })),         N, N, N, N, N),
  ...row('table_status', 'update', on('tableA1', { body: { status: 'paid' } }),                  N, N, N, N, N),
  ...row('table_status', 'delete', on('tableA1'),                                                 N, N, N, N, N),

  ...row('order_payments_status', 'list', on('orderA1'),                                          N, Y, Y, Y, N),
  ...row('order_payments_status', 'list', on('orderA2'),                                          N, N, Y, Y, N),
  ...row('order_payments_status', 'list', on('orderB1'),                                          N, N, N, N, Y),
  ...row('order_payments_status', 'view', on('orderA1'),                                          Y, Y, Y, Y, Y),
  ...row('order_payments_status', 'view', on('orderAoff'),                                        N, N, Y, Y, N),
  ...row('order_payments_status', 'create', create('a status', ids({ id: 'orderA1closed' })), N, N, N, N, N),
  ...row('order_payments_status', 'update', on('orderA1', { body: { paid_amount: 999_999 } }),   N, N, N, N, N),
  ...row('order_payments_status', 'delete', on('orderA1'),                                        N, N, N, N, N),

  ...row('order_items_status', 'list', on('lineA1'),                                              N, Y, Y, Y, N),
  ...row('order_items_status', 'list', on('lineA2'),                                              N, N, Y, Y, N),
  ...row('order_items_status', 'list', on('lineB1'),                                              N, N, N, N, Y),
  // a diner lists one order's lines by naming it in the filter AND the `order` query parameter
  ...row('order_items_status', 'list', on('lineA1', { label: 'lineA1 +order param', ...diner('orderA1') }), Y, Y, Y, Y, Y),
  ...row('order_items_status', 'list', on('lineAoff', { label: 'lineAoff +order param (inactive restaurant)', ...diner('orderAoff') }), N, N, Y, Y, N),
  ...row('order_items_status', 'list', on('lineB1', { label: 'lineB1 +order param of A1', query: (fx) => ({ order: fx.ids.orderA1 }) }), N, N, N, N, Y),
  ...row('order_items_status', 'view', on('lineA1'),                                              Y, Y, Y, Y, Y),
  ...row('order_items_status', 'view', on('lineAoff'),                                            N, N, Y, Y, N),
  ...row('order_items_status', 'create', create('a status', ids({ order: 'orderA1' })), N, N, N, N, N),
  ...row('order_items_status', 'update', on('lineA1', { body: { paid_quantity: 2 } }),            N, N, N, N, N),
  ...row('order_items_status', 'delete', on('lineA1'),                                            N, N, N, N, N),

  // the corrections log: written by the ledger routes only; staff read their restaurant's
  ...row('order_events', 'list',   fresh('event A1', orderEvent('A1')),                          N, Y, Y, Y, N),
  ...row('order_events', 'list',   fresh('event A2', orderEvent('A2')),                          N, N, Y, Y, N),
  ...row('order_events', 'view',   fresh('event A1', orderEvent('A1')),                          N, Y, Y, Y, N),
  ...row('order_events', 'view',   fresh('event A2', orderEvent('A2')),                          N, N, Y, Y, N),
  ...row('order_events', 'create', create('a void', (fx, actor) => ({ order: fx.ids.orderA1, restaurant: fx.ids.restA1, action: 'void', quantity: 1, amount: 1200, reason: 'forged', by: self(fx, actor) })), N, N, N, N, N),
  ...row('order_events', 'update', fresh('event A1', orderEvent('A1'), { reason: 'edited' }),   N, N, N, N, N),
  ...row('order_events', 'delete', fresh('event A1', orderEvent('A1')),                          N, N, N, N, N),

  // the fiscal outbox: written by the hooks only; staff read their restaurant's queue
  ...row('fiscal_jobs', 'list',   fresh('job A1', fiscalJob('A1')),                              N, Y, Y, Y, N),
  ...row('fiscal_jobs', 'list',   fresh('job A2', fiscalJob('A2')),                              N, N, Y, Y, N),
  ...row('fiscal_jobs', 'view',   fresh('job A1', fiscalJob('A1')),                              N, Y, Y, Y, N),
  ...row('fiscal_jobs', 'view',   fresh('job A2', fiscalJob('A2')),                              N, N, Y, Y, N),
  ...row('fiscal_jobs', 'create', create('a job', (fx) => ({ restaurant: fx.ids.restA1, kind: 'sale', key: `sale:forged-${fx.run}`, status: 'printed' })), N, N, N, N, N),
  ...row('fiscal_jobs', 'update', fresh('job A1', fiscalJob('A1'), { status: 'printed' }),      N, N, N, N, N),
  ...row('fiscal_jobs', 'delete', fresh('job A1', fiscalJob('A1')),                              N, N, N, N, N),

  // enrolled fiscal tills (issue 34): managers of the company see them; only the routes write
  ...row('tills', 'list',   fresh('till A1', till),                                              N, N, Y, Y, N),
  ...row('tills', 'view',   fresh('till A1', till),                                              N, N, Y, Y, N),
  ...row('tills', 'create', create('a till', (fx) => ({ restaurant: fx.ids.restA1, name: 'Forged', secret_hash: 'x'.repeat(64) })), N, N, N, N, N),
  ...row('tills', 'update', fresh('till A1', till, { name: 'Renamed' }),                        N, N, N, N, N),
  ...row('tills', 'delete', fresh('till A1', till),                                              N, N, N, N, N),
  // the printer's day against Conto's (issue 35): managers of the company read it; only the route writes
  ...row('fiscal_days', 'list',   fresh('day A1', fiscalDay),                                    N, N, Y, Y, N),
  ...row('fiscal_days', 'view',   fresh('day A1', fiscalDay),                                    N, N, Y, Y, N),
  ...row('fiscal_days', 'create', create('a day', (fx) => ({ restaurant: fx.ids.restA1, serial: '99IEB040473', z_number: 9 })), N, N, N, N, N),
  ...row('fiscal_days', 'update', fresh('day A1', fiscalDay, { differs: false }),               N, N, N, N, N),
  ...row('fiscal_days', 'delete', fresh('day A1', fiscalDay),                                    N, N, N, N, N),

  // POS keys (issue 39): admins of the company see them (never the hash); only the routes write
  ...row('pos_keys', 'list',   fresh('key A1', posKey),                                          N, N, N, Y, N),
  ...row('pos_keys', 'view',   fresh('key A1', posKey),                                          N, N, N, Y, N),
  ...row('pos_keys', 'create', create('a key', (fx) => ({ restaurant: fx.ids.restA1, name: 'Forged', prefix: 'conto_pos_', secret_hash: 'x'.repeat(64), scopes: ['payments:read'] })), N, N, N, N, N),
  ...row('pos_keys', 'update', fresh('key A1', posKey, { scopes: ['payments:read', 'checks:write'] }), N, N, N, N, N),
  ...row('pos_keys', 'delete', fresh('key A1', posKey),                                          N, N, N, N, N),

  // POS webhooks (issue 39): admins of the company read endpoints (never the secret), events and
  // deliveries; only the routes write
  ...row('pos_endpoints', 'list',   fresh('endpoint A1', posEndpoint),                            N, N, N, Y, N),
  ...row('pos_endpoints', 'view',   fresh('endpoint A1', posEndpoint),                            N, N, N, Y, N),
  ...row('pos_endpoints', 'create', create('an endpoint', (fx) => ({ restaurant: fx.ids.restA1, url: 'https://pos.example/hook', secret: 'whsec_x', active: true })), N, N, N, N, N),
  ...row('pos_endpoints', 'update', fresh('endpoint A1', posEndpoint, { url: 'https://evil.example/hook' }), N, N, N, N, N),
  ...row('pos_endpoints', 'delete', fresh('endpoint A1', posEndpoint),                            N, N, N, N, N),
  ...row('pos_events', 'list',   fresh('event A1', posEvent),                                     N, N, N, Y, N),
  ...row('pos_events', 'view',   fresh('event A1', posEvent),                                     N, N, N, Y, N),
  ...row('pos_events', 'create', create('an event', (fx) => ({ restaurant: fx.ids.restA1, type: 'payment.completed', payload: {} })), N, N, N, N, N),
  ...row('pos_events', 'update', fresh('event A1', posEvent, { type: 'payment.voided' }),        N, N, N, N, N),
  ...row('pos_events', 'delete', fresh('event A1', posEvent),                                     N, N, N, N, N),
  ...row('pos_deliveries', 'list',   fresh('delivery A1', posDelivery),                           N, N, N, Y, N),
  ...row('pos_deliveries', 'view',   fresh('delivery A1', posDelivery),                           N, N, N, Y, N),
  ...row('pos_deliveries', 'create', create('a delivery', (fx) => ({ restaurant: fx.ids.restA1, status: 'delivered' })), N, N, N, N, N),
  ...row('pos_deliveries', 'update', fresh('delivery A1', posDelivery, { status: 'delivered' }), N, N, N, N, N),
  ...row('pos_deliveries', 'delete', fresh('delivery A1', posDelivery),                           N, N, N, N, N),

  // handled Stripe webhook events: the payment functions' superuser only
  ...row('stripe_events', 'list',   fresh('event', stripeEvent),                                  N, N, N, N, N),
  ...row('stripe_events', 'view',   fresh('event', stripeEvent),                                  N, N, N, N, N),
  ...row('stripe_events', 'create', create('an event', { event_id: 'evt_forged', type: 'checkout.session.completed' }), N, N, N, N, N),
  ...row('stripe_events', 'update', fresh('event', stripeEvent, { type: 'changed' }),            N, N, N, N, N),
  ...row('stripe_events', 'delete', fresh('event', stripeEvent),                                  N, N, N, N, N),
]

/** A correction on restaurant A1's or A2's open fixture order, written by the superuser as the ledger routes do. */
function orderEvent(rest: 'A1' | 'A2') {
  return async (fx: Fixtures): Promise<string> => {
    const event = await fx.su.collection('order_events').create({
      order: fx.ids[rest === 'A1' ? 'orderA1' : 'orderA2'],
      restaurant: fx.ids[rest === 'A1' ? 'restA1' : 'restA2'],
      action: 'comp',
      quantity: 1,
      amount: 100,
      reason: 'rules matrix',
      by: fx.ids.managerA,
    })
    return event.id
  }
}

/** A pending fiscal job of restaurant A1 or A2, written by the superuser as the hooks do. */
/** A till of restaurant A1, as the enrolment route writes it. */
async function till(fx: Fixtures): Promise<string> {
  return (await fx.su.collection('tills').create({ restaurant: fx.ids.restA1, name: 'Cassa', secret_hash: randomUUID().replace(/-/g, '') })).id
}

async function posKey(fx: Fixtures): Promise<string> {
  return (await fx.su.collection('pos_keys').create({ restaurant: fx.ids.restA1, name: 'Cassa', prefix: 'conto_pos_', secret_hash: randomUUID().replace(/-/g, ''), scopes: ['payments:read'] })).id
}

async function posEndpoint(fx: Fixtures): Promise<string> {
  // inactive: restaurant A1's payments in other files make no deliveries to it
  return (await fx.su.collection('pos_endpoints').create({ restaurant: fx.ids.restA1, url: 'https://pos.example/hook', secret: 'whsec_test', active: false })).id
}

async function posEvent(fx: Fixtures): Promise<string> {
  return (await fx.su.collection('pos_events').create({ restaurant: fx.ids.restA1, type: 'payment.completed', payload: { id: 'x' } })).id
}

async function posDelivery(fx: Fixtures): Promise<string> {
  const event = await posEvent(fx)
  const endpoint = await fx.su.collection('pos_endpoints').create({ restaurant: fx.ids.restA1, url: 'https://pos.example/hook', secret: 'whsec_test', active: false })
  return (await fx.su.collection('pos_deliveries').create({ restaurant: fx.ids.restA1, event, endpoint: endpoint.id, status: 'pending', attempts: 0 })).id
}

/** A compared fiscal day of restaurant A1, as the day route writes it (a new Z each time). */
let fiscalDayZ = 0
async function fiscalDay(fx: Fixtures): Promise<string> {
  const day = { restaurant: fx.ids.restA1, serial: '99IEB040473', z_number: ++fiscalDayZ, printer_count: 3, conto_count: 2, differs: true }
  return (await fx.su.collection('fiscal_days').create(day)).id
}

function fiscalJob(rest: 'A1' | 'A2') {
  return async (fx: Fixtures): Promise<string> => {
    const job = await fx.su.collection('fiscal_jobs').create({
      restaurant: fx.ids[rest === 'A1' ? 'restA1' : 'restA2'],
      order: fx.ids[rest === 'A1' ? 'orderA1' : 'orderA2'],
      kind: 'sale',
      key: `sale:matrix-${rest}-${randomUUID()}`,
      status: 'pending',
      document: { lines: [], byRate: {}, tip: 0, total: 0, payments: [] },
    })
    return job.id
  }
}

/** A handled Stripe event, written by the superuser. */
async function stripeEvent(fx: Fixtures): Promise<string> {
  const event = await fx.su.collection('stripe_events').create({ event_id: `evt_${fx.run}_${Math.random().toString(36).slice(2)}`, type: 'checkout.session.completed' })
  return event.id
}

/** Everything an actor can list; a collection only superusers may list (403) lists nothing. */
async function listAll(pb: Fixtures['su'], collection: Collection): Promise<RecordModel[]> {
  try {
    return await pb.collection(collection).getFullList({ batch: 1000 })
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 403) return []
    throw error
  }
}

type Rules = Record<Collection, { type: string } & Record<`${Verb}Rule`, string | null>>
let fx: Fixtures
let rules: Rules

beforeAll(async () => {
  fx = await createTenants()
  const collections = await fx.su.collections.getFullList()
  rules = Object.fromEntries(collections.map((c) => [c.name, c])) as unknown as Rules
})

async function outcome<T>(request: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; status: number; data: Data }> {
  try {
    return { ok: true, value: await request }
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    return { ok: false, status: error.status, data: (error.response.data ?? {}) as Data }
  }
}

/** The exact answer a refused request gets from PocketBase for this collection and verb. */
function refusal(collection: Collection, verb: Verb): number {
  const schema = rules[collection]
  if (schema.type === 'view' && (verb === 'create' || verb === 'update' || verb === 'delete')) return 400
  if (schema[`${verb}Rule`] === null) return 403
  return verb === 'create' ? 400 : 404
}

async function resolveTarget(target: Target | undefined, actor: Actor): Promise<string> {
  if (target === undefined) throw new Error('case has no target')
  return typeof target === 'function' ? target(fx, actor) : fx.ids[target]
}
async function resolveBody(body: Body | undefined, actor: Actor): Promise<Data> {
  if (body === undefined) return {}
  return typeof body === 'function' ? body(fx, actor) : body
}

/** A plain copy of a record as the superuser sees it, to compare before and after a refused write. */
const snapshot = (record: RecordModel) => JSON.parse(JSON.stringify(record)) as Data

async function runCase(c: Case): Promise<void> {
  const pb = fx.clients[c.actor]
  const records = pb.collection(c.collection)

  switch (c.verb) {
    case 'list': {
      const id = await resolveTarget(c.target, c.actor)
      const query = (await c.query?.(fx, id)) ?? {}
      if (c.expect === 'allow') {
        const filter = [c.filter?.(fx), `id = "${id}"`].filter(Boolean).join(' && ')
        const result = await outcome(records.getList(1, 100, { filter, ...query }))
        expect(result.ok && result.value.items.map((r) => r.id), 'listed').toEqual([id])
        expectNoSecrets(result)
        return
      }
      // Refused: the whole list, unfiltered, must not hold the record. (No filter also keeps
      // PocketBase's randomized throttle for repeated empty filtered searches out of the run.)
      const result = await outcome(records.getFullList({ batch: 1000, ...query }))
      if (refusal(c.collection, 'list') === 403) {
        expect(result.ok ? 200 : result.status).toBe(403)
      } else {
        expect(result.ok ? 200 : result.status).toBe(200)
        expect(result.ok && result.value.map((r) => r.id).includes(id), 'listed').toBe(false)
      }
      return
    }
    case 'view': {
      const id = await resolveTarget(c.target, c.actor)
      const query = (await c.query?.(fx, id)) ?? {}
      const result = await outcome(records.getOne(id, query))
      if (c.expect === 'allow') {
        expect(result.ok && result.value.id).toBe(id)
        expectNoSecrets(result)
      } else expect(result.ok ? 200 : result.status).toBe(refusal(c.collection, 'view'))
      return
    }
    case 'create': {
      const body = await resolveBody(c.body, c.actor)
      const result = await outcome(records.create(body))
      if (c.expect === 'allow') {
        expect(result.ok ? 200 : `${result.status} ${JSON.stringify(result.data)}`).toBe(200)
      } else {
        expect(result.ok ? 200 : result.status).toBe(refusal(c.collection, 'create'))
        // the rule refused it, not field validation
        if (!result.ok) expect(result.data).toEqual({})
      }
      return
    }
    case 'update': {
      const id = await resolveTarget(c.target, c.actor)
      const body = await resolveBody(c.body, c.actor)
      const query = (await c.query?.(fx, id)) ?? {}
      const before = snapshot(await fx.su.collection(c.collection).getOne(id))
      const result = await outcome(records.update(id, body, query))
      const after = snapshot(await fx.su.collection(c.collection).getOne(id))
      if (c.expect === 'allow') {
        expect(result.ok ? 200 : `${result.status} ${JSON.stringify(result.data)}`).toBe(200)
        for (const [key, value] of Object.entries(body)) expect(after[key], key).toEqual(normalise(value))
      } else {
        expect(result.ok ? 200 : result.status).toBe(refusal(c.collection, 'update'))
        expect(after, 'unchanged').toEqual(before)
      }
      return
    }
    case 'delete': {
      const id = await resolveTarget(c.target, c.actor)
      const query = (await c.query?.(fx, id)) ?? {}
      const result = await outcome(records.delete(id, query))
      const still = await outcome(fx.su.collection(c.collection).getOne(id))
      if (c.expect === 'allow') {
        expect(result.ok ? 204 : result.status).toBe(204)
        expect(still.ok ? 200 : still.status, 'gone').toBe(404)
      } else {
        expect(result.ok ? 204 : result.status).toBe(refusal(c.collection, 'delete'))
        expect(still.ok, 'still there').toBe(true)
      }
    }
  }
}

function expectNoSecrets(answer: unknown): void {
  expect(JSON.stringify(answer)).not.toMatch(/"password"|"tokenKey"/)
}

/** PocketBase answers dates as "YYYY-MM-DD HH:MM:SS.sssZ"; other values come back as sent. */
function normalise(value: unknown): unknown {
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d/.test(value)) return value.replace('T', ' ')
  return value
}

describe('API rules matrix', () => {
  it('covers every collection with every verb', () => {
    for (const collection of allCollections) {
      for (const verb of ['list', 'view', 'create', 'update', 'delete'] as const) {
        const actors = new Set(cases.filter((c) => c.collection === collection && c.verb === verb).map((c) => c.actor))
        expect([...actors].sort(), `${collection} ${verb}`).toEqual([...columns].sort())
      }
    }
    // the schema has no collection the matrix does not know
    const known = new Set<string>(allCollections)
    const unknown = Object.keys(rules).filter((name) => !name.startsWith('_') && !known.has(name))
    expect(unknown).toEqual([])
  })

  for (const c of cases) {
    it(`${c.collection} ${c.verb} ${c.label} as ${c.actor}: ${c.expect}`, () => runCase(c))
  }
})

/** Fixture keys of company A's records (the views' ids are table, order and line ids). */
const companyAKey = /A(1|2|off)?(b|closed|done|pending)?$/

describe('tenant isolation across whole lists', () => {
  it("company B's staff list none of company A's records, in any collection", async () => {
    const ofA = new Set(Object.entries(fx.ids).filter(([key]) => companyAKey.test(key)).map(([, id]) => id))
    expect(ofA.size).toBeGreaterThan(30)
    for (const actor of ['adminB', 'managerB', 'waiterB'] as const) {
      for (const collection of allCollections) {
        const listed = await listAll(fx.clients[actor], collection)
        expect(listed.filter((r) => ofA.has(r.id)).map((r) => r.id), `${actor} ${collection}`).toEqual([])
      }
    }
  })

  it('anonymous diners list nothing, in any collection', async () => {
    for (const collection of allCollections) {
      const listed = await listAll(fx.clients.anon, collection)
      expect(listed.length, collection).toBe(0)
    }
  })

  it("a waiter lists only their own restaurant's tables, orders and payments", async () => {
    const waiter = fx.clients.waiterA
    for (const collection of ['tables', 'orders', 'transactions', 'notifications', 'table_status', 'order_payments_status'] as const) {
      const listed = await waiter.collection(collection).getFullList({ batch: 1000 })
      expect(listed.length, collection).toBeGreaterThan(0)
      expect(listed.filter((r) => r.restaurant !== fx.ids.restA1).map((r) => r.id), collection).toEqual([])
    }
    const restaurants = await waiter.collection('restaurants').getFullList()
    expect(restaurants.map((r) => r.id)).toEqual([fx.ids.restA1])
  })

  it('staff list only their own push subscriptions', async () => {
    for (const actor of ['waiterA', 'managerA', 'adminA', 'adminB'] as const) {
      const listed = await fx.clients[actor].collection('push_subscriptions').getFullList()
      expect(listed.filter((r) => r.user !== fx.ids[actor]).map((r) => r.id), actor).toEqual([])
    }
  })
})

describe("the diner's calls (SPEC §7) work by id only", () => {
  it('reads the restaurant, table status, payment status and bill lines of an active restaurant', async () => {
    const anon = fx.clients.anon
    const restaurant = await anon.collection('restaurants').getOne(fx.ids.restA1)
    expect(restaurant.name).toBe('A1')
    const table = await anon.collection('table_status').getOne(fx.ids.tableA1)
    expect(table).toMatchObject({ order_id: fx.ids.orderA1, currency: 'EUR', order_guests: 2 })
    const payments = await anon.collection('order_payments_status').getOne(fx.ids.orderA1)
    const total = 2 * fx.prices.itemA1 + fx.prices.itemA1b
    expect(payments).toMatchObject({ total_amount: total, paid_amount: fx.prices.itemA1 })

    const bill = await anon.collection('order_items_status').getList(1, 100, {
      filter: `order="${fx.ids.orderA1}"`,
      order: fx.ids.orderA1,
      expand: 'item',
    })
    expect(bill.items.map((line) => line.id).sort()).toEqual([fx.ids.lineA1, fx.ids.lineA1b].sort())
    const carbonara = bill.items.find((line) => line.id === fx.ids.lineA1)
    expect(carbonara).toMatchObject({ price: fx.prices.itemA1, total_quantity: 2, paid_quantity: 1 })
    expect(carbonara?.expand?.item?.name).toBe('Carbonara')
  })

  it('lists no bill lines without the `order` query parameter, or for another order than it names', async () => {
    const anon = fx.clients.anon.collection('order_items_status')
    const noParam = await anon.getList(1, 100, { filter: `order="${fx.ids.orderA1}"` })
    expect(noParam.items).toEqual([])
    const otherOrder = await anon.getList(1, 100, { filter: `order="${fx.ids.orderB1}"`, order: fx.ids.orderA1 })
    expect(otherOrder.items).toEqual([])
  })

  it('sees nothing of an inactive restaurant: restaurant, menu item, table, payment status, lines', async () => {
    const anon = fx.clients.anon
    const refused = async (collection: string, id: string) =>
      (await outcome(anon.collection(collection).getOne(id))).ok ? 'visible' : 'refused'
    expect(await refused('restaurants', fx.ids.restAoff)).toBe('refused')
    expect(await refused('items', fx.ids.itemAoff)).toBe('refused')
    expect(await refused('table_status', fx.ids.tableAoff)).toBe('refused')
    expect(await refused('order_payments_status', fx.ids.orderAoff)).toBe('refused')
    expect(await refused('order_items_status', fx.ids.lineAoff)).toBe('refused')
    const lines = await anon.collection('order_items_status').getList(1, 100, {
      filter: `order="${fx.ids.orderAoff}"`,
      order: fx.ids.orderAoff,
    })
    expect(lines.items).toEqual([])
  })

  it('does not expand staff records through the public views', async () => {
    const table = await fx.clients.anon.collection('table_status').getOne(fx.ids.tableA1, { expand: 'waiter,order_waiter,restaurant' })
    expect(table.expand?.waiter).toBeUndefined()
    expect(table.expand?.order_waiter).toBeUndefined()
    expect(table.expand?.restaurant?.id).toBe(fx.ids.restA1)
    const bill = await fx.clients.anon.collection('order_items_status').getList(1, 100, {
      filter: `order="${fx.ids.orderA1}"`,
      order: fx.ids.orderA1,
      expand: 'order',
    })
    expect(bill.items.length).toBeGreaterThan(0)
    expect(bill.items.filter((line) => line.expand?.order)).toEqual([])
  })

  it('cannot probe staff-only data through list filters', async () => {
    const lines = fx.clients.anon.collection('order_items_status')
    const probe = (condition: string) =>
      outcome(lines.getList(1, 100, { filter: `order="${fx.ids.orderA1}" && ${condition}`, order: fx.ids.orderA1 }))
    // a relation the diner may not read filters as if it matched nothing …
    for (const condition of ['order.transactions_via_order.receipt_email ?~ "diner"', 'order.guests = 2', 'order.waiter.name ~ "waiter"']) {
      const result = await probe(condition)
      expect(result.ok && result.value.items, condition).toEqual([])
    }
    // … and other collections cannot be named at all
    const other = await probe(`@collection.transactions.stripe_session_id ?= "${fx.sessions.B1done}"`)
    expect(other.ok ? 200 : other.status).toBe(403)
  })

  it('finds, creates and updates its review by naming the session id', async () => {
    const anon = fx.clients.anon.collection('reviews')
    const paid = await fx.make.completedTransaction('A1')
    const session = { stripe_session_id: paid.session }
    const none = await anon.getList(1, 100, { filter: `stripe_session_id="${paid.session}"`, ...session })
    expect(none.items).toEqual([])
    const created = await anon.create({ stripe_session_id: paid.session, type: 'food', rating: 4 })
    const found = await anon.getList(1, 100, { filter: `stripe_session_id="${paid.session}" && type="food"`, ...session })
    expect(found.items.map((r) => r.id)).toEqual([created.id])
    await anon.update(created.id, { rating: 5 }, session)
    expect((await fx.su.collection('reviews').getOne(created.id)).rating).toBe(5)
    // the same session and type cannot be rated twice
    expect((await outcome(anon.create({ stripe_session_id: paid.session, type: 'food', rating: 1 }))).ok).toBe(false)
  })
})

describe('staff accounts', () => {
  it('an inactive member cannot sign in', async () => {
    const { email, password } = fx.users.inactiveA
    const result = await outcome(signIn(fx.url, email, password))
    expect(result.ok ? 200 : result.status).toBe(403)
  })

  it('a member deactivated by an admin loses access at once', async () => {
    const member = await fx.make.user('A', 'waiter')
    const pb = await signIn(fx.url, member.email, member.password)
    expect((await pb.collection('tables').getFullList()).length).toBeGreaterThan(0)
    await fx.clients.adminA.collection('users').update(member.id, { status: 'inactive' })
    expect(await pb.collection('tables').getFullList()).toEqual([])
    expect(await pb.collection('companies').getFullList()).toEqual([])
    // the token itself is dead: deactivation gave the member a new token key (decision 028)
    const refresh = await outcome(pb.collection('users').authRefresh())
    expect(refresh.ok ? 200 : refresh.status).toBe(401)
    const again = await outcome(signIn(fx.url, member.email, member.password))
    expect(again.ok ? 200 : again.status).toBe(403)
  })

  it('signs in with the company expanded, as the login page asks', async () => {
    const pb = fx.clients.waiterA
    const auth = await pb.collection('users').authWithPassword(fx.users.waiterA.email, fx.users.waiterA.password, { expand: 'company' })
    expect(auth.record.expand?.company?.id).toBe(fx.ids.companyA)
  })

  it('an admin changes a member e-mail, and the member signs in with the new one', async () => {
    const member = await fx.make.user('A', 'waiter')
    const newEmail = `renamed-${fx.run}@conto.test`
    await fx.clients.adminA.collection('users').update(member.id, { email: newEmail })
    await expect(signIn(fx.url, newEmail, member.password)).resolves.toBeDefined()
  })

  it('an admin cannot delete their own account', async () => {
    const admin = await fx.make.user('A', 'admin')
    const pb = await signIn(fx.url, admin.email, admin.password)
    const result = await outcome(pb.collection('users').delete(admin.id))
    expect(result.ok ? 204 : result.status).toBe(404)
    expect((await outcome(fx.su.collection('users').getOne(admin.id))).ok).toBe(true)
  })

  it('no API answer carries a password hash or token key', async () => {
    const answers: unknown[] = []
    for (const actor of ['waiterA', 'managerA', 'adminA'] as const) {
      const users = fx.clients[actor].collection('users')
      answers.push(await users.getFullList(), await users.getOne(fx.ids.waiterA), await users.getOne(fx.ids[actor]))
      answers.push(await fx.clients[actor].collection('tables').getFullList({ expand: 'waiter' }))
      answers.push(await fx.clients[actor].collection('orders').getFullList({ expand: 'waiter' }))
      answers.push(await fx.clients[actor].collection('notifications').getFullList({ expand: 'read_by' }))
      answers.push(await fx.clients[actor].collection('push_subscriptions').getFullList({ expand: 'user' }))
    }
    answers.push(await signIn(fx.url, fx.users.adminA.email, fx.users.adminA.password).then((pb) => pb.authStore.record))
    answers.push(await fx.clients.adminA.collection('users').authRefresh())
    const text = JSON.stringify(answers)
    expect(text).toContain(fx.ids.waiterA)
    expect(text).not.toMatch(/"password"|"tokenKey"|"passwordHash"/)
    expect(text).not.toContain('$2a$')
    // a filter cannot probe them either
    const probe = await outcome(fx.clients.adminA.collection('users').getList(1, 1, { filter: 'password != ""' }))
    expect(probe.ok).toBe(false)
  })
})
