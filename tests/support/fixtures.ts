// Two tenants (company A and company B) written straight into the test PocketBase with the
// superuser client, plus signed-in SDK clients for the staff of both. Every call makes new
// records (e-mails, session ids and endpoints carry a random run id), so several test files can
// share one PocketBase without stepping on each other.
import { randomBytes } from 'node:crypto'
import PocketBase from 'pocketbase'
import { inject } from 'vitest'

export interface PocketBaseEnv {
  url: string
  superuserEmail: string
  superuserPassword: string
}

/** The PocketBase started by tests/support/global-setup.ts. */
export function pocketBaseEnv(): PocketBaseEnv {
  return {
    url: inject('pocketbaseUrl'),
    superuserEmail: inject('superuserEmail'),
    superuserPassword: inject('superuserPassword'),
  }
}

/** A fresh SDK client with auto-cancellation off (tests fire parallel requests to one path). */
export function client(url: string): PocketBase {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  return pb
}

export async function superuserClient(env: PocketBaseEnv): Promise<PocketBase> {
  const pb = client(env.url)
  await pb.collection('_superusers').authWithPassword(env.superuserEmail, env.superuserPassword)
  return pb
}

/** Signs a staff member in on the `users` collection, as the admin login page does. */
export async function signIn(url: string, email: string, password: string): Promise<PocketBase> {
  const pb = client(url)
  await pb.collection('users').authWithPassword(email, password)
  return pb
}

/**
 * Signs in an administrator or manager whose company asks for the e-mailed code (decision 028):
 * the password, then the code read from the mailpit their PocketBase sends to.
 */
export async function signInWithCode(url: string, email: string, password: string, mailpitUrl: string): Promise<PocketBase> {
  const pb = client(url)
  const mfaId = await pb
    .collection('users')
    .authWithPassword(email, password)
    .then(
      () => null,
      (error: { status: number; response: { mfaId?: string } }) => {
        if (error.status !== 401 || !error.response.mfaId) throw error
        return error.response.mfaId
      },
    )
  if (!mfaId) return pb
  const seen = await listSignInCodeMails(mailpitUrl, email)
  const { otpId } = await pb.collection('users').requestOTP(email)
  const code = await readSignInCode(mailpitUrl, email, seen)
  await pb.collection('users').authWithOTP(otpId, code, { mfaId })
  return pb
}

interface MailSummary {
  ID: string
  Subject: string
}

const CODE_SUBJECT = /\b(\d{6})\b/

async function searchCodeMails(mailpitUrl: string, address: string): Promise<MailSummary[]> {
  const search = await fetch(`${mailpitUrl}/api/v1/search?query=${encodeURIComponent(`to:"${address}"`)}`)
  const { messages } = (await search.json()) as { messages: MailSummary[] }
  return messages.filter((message) => CODE_SUBJECT.test(message.Subject))
}

/** The ids of the sign-in code e-mails `address` has had so far (mailpit lists the newest first). */
export async function listSignInCodeMails(mailpitUrl: string, address: string): Promise<Set<string>> {
  return new Set((await searchCodeMails(mailpitUrl, address)).map((message) => message.ID))
}

/** The code of the newest sign-in e-mail to `address` not among `seen`, waiting up to 10 s. */
export async function readSignInCode(mailpitUrl: string, address: string, seen: Set<string>): Promise<string> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const mail = (await searchCodeMails(mailpitUrl, address)).find((message) => !seen.has(message.ID))
    if (mail) return CODE_SUBJECT.exec(mail.Subject)![1]!
    await new Promise((resolveWait) => setTimeout(resolveWait, 100))
  }
  throw new Error(`no new sign-in code for ${address}`)
}

export const STAFF_PASSWORD = 'Correct-Horse-42'

export type Tenant = 'A' | 'B'
/** A1 and A2 are active restaurants of company A, Aoff an inactive one; B1 belongs to company B. */
export type Rest = 'A1' | 'A2' | 'Aoff' | 'B1'
export type Role = 'admin' | 'manager' | 'waiter'
export type StaffKey = 'adminA' | 'managerA' | 'waiterA' | 'inactiveA' | 'adminB' | 'managerB' | 'waiterB'
/** Who makes a request: nobody, or a signed-in staff member. inactiveA cannot sign in. */
export type Actor = 'anon' | 'waiterA' | 'managerA' | 'adminA' | 'adminB' | 'managerB' | 'waiterB'

const recordKeys = [
  'companyA', 'companyB',
  'restA1', 'restA2', 'restAoff', 'restB1',
  'tableA1', 'tableA1b', 'tableA2', 'tableAoff', 'tableB1',
  'itemA1', 'itemA1b', 'itemA2', 'itemAoff', 'itemB1',
  'orderA1', 'orderA1closed', 'orderA2', 'orderAoff', 'orderB1',
  'lineA1', 'lineA1b', 'lineA1closed', 'lineA2', 'lineAoff', 'lineB1',
  'txA1done', 'txA1pending', 'txA2done', 'txB1done',
  'tiA1', 'tiA2', 'tiB1',
  'reviewA1', 'reviewA2', 'reviewB1',
  'notifA1', 'notifA2', 'notifB1',
  'pushWaiterA', 'pushAdminA', 'pushAdminB',
] as const
export type RecordKey = (typeof recordKeys)[number] | StaffKey

export interface StaffUser {
  id: string
  email: string
  password: string
}

export interface Fixtures {
  url: string
  /** Random run id used in e-mails, session ids and endpoints. */
  run: string
  su: PocketBase
  ids: Record<RecordKey, string>
  users: Record<StaffKey, StaffUser>
  /** One SDK client per actor; `anon` is never signed in. */
  clients: Record<Actor, PocketBase>
  /** Stripe checkout session ids of the fixture transactions. */
  sessions: { A1done: string; A1pending: string; A2done: string; B1done: string }
  /** Menu prices (minor units) of the fixture items. */
  prices: { itemA1: number; itemA1b: number; itemA2: number; itemAoff: number; itemB1: number }
  make: Factories
}

/** Fresh records, written by the superuser, for cases that change or delete what they touch. */
export interface Factories {
  restaurant(tenant: Tenant, active?: boolean): Promise<string>
  table(rest: Rest): Promise<string>
  item(rest: Rest, price?: number): Promise<string>
  /** A new order on a new table of `rest`; closed when asked; a POS's check (pos_check set) when asked. */
  order(rest: Rest, options?: { closed?: boolean; pos?: boolean }): Promise<string>
  /** A new line (menu item of `rest` at its menu price) on a new order of `rest` (with `pos`, the POS's line on its check). */
  orderItem(rest: Rest, options?: { closed?: boolean; pos?: boolean }): Promise<string>
  /** A product a POS sent on a check (pos_product set), kept off Conto's menu. */
  posItem(rest: Rest): Promise<string>
  user(tenant: Tenant, role: Role, extra?: Record<string, unknown>): Promise<StaffUser>
  /** A completed card payment on a new order of `rest`; returns its id and session id. */
  completedTransaction(rest: Rest): Promise<{ id: string; session: string }>
  notification(rest: Rest): Promise<string>
  pushSubscription(user: StaffKey, rest: Rest): Promise<string>
  review(rest: Rest): Promise<{ id: string; session: string }>
  /** A push subscription body (endpoint unique per call). */
  pushBody(user: string, restaurant: string): Record<string, unknown>
}

const restKey = { A1: 'restA1', A2: 'restA2', Aoff: 'restAoff', B1: 'restB1' } as const
const companyKey = { A: 'companyA', B: 'companyB' } as const

export async function createTenants(env: PocketBaseEnv = pocketBaseEnv()): Promise<Fixtures> {
  const su = await superuserClient(env)
  const run = randomBytes(4).toString('hex')
  const ids = {} as Record<RecordKey, string>
  let serial = 0
  const unique = (prefix: string) => `${prefix}_${run}_${++serial}`
  const create = async (collection: string, data: Record<string, unknown>) =>
    (await su.collection(collection).create(data)).id

  const prices = { itemA1: 1200, itemA1b: 450, itemA2: 900, itemAoff: 700, itemB1: 1500 }

  // companies and restaurants
  const [companyA, companyB] = await Promise.all([
    create('companies', { name: `Trattoria A ${run}`, default_currency: 'EUR', country: 'IT' }),
    create('companies', { name: `Osteria B ${run}`, default_currency: 'EUR', country: 'IT' }),
  ])
  Object.assign(ids, { companyA, companyB })
  const restaurant = (tenant: Tenant, name: string, active: boolean) =>
    create('restaurants', { company: ids[companyKey[tenant]], name, active, description: `${name} test restaurant` })
  const [restA1, restA2, restAoff, restB1] = await Promise.all([
    restaurant('A', 'A1', true),
    restaurant('A', 'A2', true),
    restaurant('A', 'A-off', false),
    restaurant('B', 'B1', true),
  ])
  Object.assign(ids, { restA1, restA2, restAoff, restB1 })

  // staff
  const users = {} as Record<StaffKey, StaffUser>
  const makeUser = async (tenant: Tenant, role: Role, extra: Record<string, unknown> = {}): Promise<StaffUser> => {
    const email = `${unique(`${role}${tenant}`).toLowerCase()}@conto.test`
    const record = await su.collection('users').create({
      email,
      password: STAFF_PASSWORD,
      passwordConfirm: STAFF_PASSWORD,
      verified: true,
      name: `${role} ${tenant}`,
      company: ids[companyKey[tenant]],
      role,
      status: 'active',
      language: 'it',
      ...extra,
    })
    return { id: record.id, email, password: STAFF_PASSWORD }
  }
  const staff: [StaffKey, Tenant, Role, Record<string, unknown>][] = [
    ['adminA', 'A', 'admin', {}],
    ['managerA', 'A', 'manager', {}],
    ['waiterA', 'A', 'waiter', { restaurant: restA1 }],
    ['inactiveA', 'A', 'waiter', { restaurant: restA1, status: 'inactive' }],
    ['adminB', 'B', 'admin', {}],
    ['managerB', 'B', 'manager', {}],
    ['waiterB', 'B', 'waiter', { restaurant: restB1 }],
  ]
  await Promise.all(
    staff.map(async ([key, tenant, role, extra]) => {
      users[key] = await makeUser(tenant, role, extra)
      ids[key] = users[key].id
    }),
  )

  // tables and menu items
  const table = (rest: Rest, name: string) =>
    create('tables', { restaurant: ids[restKey[rest]], name, section: 'Sala', seats: 4, currency: 'EUR' })
  const item = (rest: Rest, name: string, price: number) =>
    create('items', { restaurant: ids[restKey[rest]], name, price, category: 'Primi', available: true })
  const [tableA1, tableA1b, tableA2, tableAoff, tableB1, itemA1, itemA1b, itemA2, itemAoff, itemB1] = await Promise.all([
    table('A1', 'T1'),
    table('A1', 'T2'),
    table('A2', 'T1'),
    table('Aoff', 'T1'),
    table('B1', 'T1'),
    item('A1', 'Carbonara', prices.itemA1),
    item('A1', 'Acqua', prices.itemA1b),
    item('A2', 'Amatriciana', prices.itemA2),
    item('Aoff', 'Gricia', prices.itemAoff),
    item('B1', 'Cacio e pepe', prices.itemB1),
  ])
  Object.assign(ids, { tableA1, tableA1b, tableA2, tableAoff, tableB1, itemA1, itemA1b, itemA2, itemAoff, itemB1 })

  // orders and their lines
  const order = (rest: Rest, tableId: string, closed = false, pos = false) =>
    create('orders', {
      restaurant: ids[restKey[rest]],
      table: tableId,
      guests: 2,
      waiter: rest === 'B1' ? users.waiterB.id : users.waiterA.id,
      closed_at: closed ? new Date().toISOString().replace('T', ' ') : '',
      ...(pos ? { pos_check: unique('check'), pos_version: 1 } : {}),
    })
  const [orderA1, orderA1closed, orderA2, orderAoff, orderB1] = await Promise.all([
    order('A1', tableA1),
    order('A1', tableA1b, true),
    order('A2', tableA2),
    order('Aoff', tableAoff),
    order('B1', tableB1),
  ])
  Object.assign(ids, { orderA1, orderA1closed, orderA2, orderAoff, orderB1 })
  const line = (orderId: string, itemId: string, unitPrice: number, quantity: number) =>
    create('order_items', { order: orderId, item: itemId, unit_price: unitPrice, quantity })
  const [lineA1, lineA1b, lineA1closed, lineA2, lineAoff, lineB1] = await Promise.all([
    line(orderA1, itemA1, prices.itemA1, 2),
    line(orderA1, itemA1b, prices.itemA1b, 1),
    line(orderA1closed, itemA1, prices.itemA1, 1),
    line(orderA2, itemA2, prices.itemA2, 1),
    line(orderAoff, itemAoff, prices.itemAoff, 1),
    line(orderB1, itemB1, prices.itemB1, 3),
  ])
  Object.assign(ids, { lineA1, lineA1b, lineA1closed, lineA2, lineAoff, lineB1 })

  // payments
  const sessions = {
    A1done: `cs_test_${run}_a1done`,
    A1pending: `cs_test_${run}_a1pending`,
    A2done: `cs_test_${run}_a2done`,
    B1done: `cs_test_${run}_b1done`,
  }
  const transaction = (rest: Rest, orderId: string, session: string, status: 'completed' | 'pending', base: number) =>
    create('transactions', {
      order: orderId,
      restaurant: ids[restKey[rest]],
      status,
      currency: 'EUR',
      base_amount: base,
      tip_amount: 60,
      total_amount: base + 60,
      split_mode: 'items',
      stripe_session_id: session,
      receipt_email: 'diner@example.com',
      claim_expires_at: status === 'pending' ? new Date(Date.now() + 30 * 60_000).toISOString().replace('T', ' ') : '',
      paid_at: status === 'completed' ? new Date().toISOString().replace('T', ' ') : '',
      logs: [{ action: status, time: new Date().toISOString() }],
    })
  const [txA1done, txA1pending, txA2done, txB1done] = await Promise.all([
    transaction('A1', orderA1, sessions.A1done, 'completed', prices.itemA1),
    transaction('A1', orderA1, sessions.A1pending, 'pending', prices.itemA1b),
    transaction('A2', orderA2, sessions.A2done, 'completed', prices.itemA2),
    transaction('B1', orderB1, sessions.B1done, 'completed', prices.itemB1),
  ])
  Object.assign(ids, { txA1done, txA1pending, txA2done, txB1done })
  const txItem = (transactionId: string, lineId: string) =>
    create('transaction_items', { transaction: transactionId, order_item: lineId, quantity: 1 })
  const review = (session: string, transactionId: string, type: 'food' | 'service', rating: number) =>
    create('reviews', { stripe_session_id: session, transaction: transactionId, type, rating })
  const notification = (rest: Rest) =>
    create('notifications', {
      restaurant: ids[restKey[rest]],
      type: 'waiter_call',
      table: { A1: tableA1, A2: tableA2, Aoff: tableAoff, B1: tableB1 }[rest],
      message: 'Table T1 calls a waiter',
      read: false,
    })
  const pushBody = (user: string, restaurantId: string) => ({
    user,
    restaurant: restaurantId,
    endpoint: `https://push.example.com/send/${unique('ep')}`,
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
    user_agent: 'vitest',
  })
  const pushSubscription = (user: string, rest: Rest) => create('push_subscriptions', pushBody(user, ids[restKey[rest]]))
  const [tiA1, tiA2, tiB1, reviewA1, reviewA2, reviewB1, notifA1, notifA2, notifB1, pushWaiterA, pushAdminA, pushAdminB] =
    await Promise.all([
      txItem(txA1done, lineA1),
      txItem(txA2done, lineA2),
      txItem(txB1done, lineB1),
      review(sessions.A1done, txA1done, 'food', 5),
      review(sessions.A2done, txA2done, 'food', 4),
      review(sessions.B1done, txB1done, 'food', 3),
      notification('A1'),
      notification('A2'),
      notification('B1'),
      pushSubscription(users.waiterA.id, 'A1'),
      pushSubscription(users.adminA.id, 'A1'),
      pushSubscription(users.adminB.id, 'B1'),
    ])
  Object.assign(ids, { tiA1, tiA2, tiB1, reviewA1, reviewA2, reviewB1, notifA1, notifA2, notifB1, pushWaiterA, pushAdminA, pushAdminB })

  const missing = recordKeys.filter((key) => !ids[key])
  if (missing.length > 0) throw new Error(`fixtures did not create: ${missing.join(', ')}`)

  // factories for cases that change what they touch
  const make: Factories = {
    restaurant: (tenant, active = true) => restaurant(tenant, unique('R'), active),
    table: (rest) => table(rest, unique('T')),
    item: (rest, price = 1000) => item(rest, unique('I'), price),
    order: async (rest, options = {}) => order(rest, await make.table(rest), options.closed ?? false, options.pos ?? false),
    orderItem: async (rest, options = {}) => {
      const itemId = options.pos ? await make.posItem(rest) : await make.item(rest, 800)
      const lineId = await line(await make.order(rest, options), itemId, 800, 2)
      if (options.pos) await su.collection('order_items').update(lineId, { pos_line: unique('line') })
      return lineId
    },
    posItem: (rest) => create('items', { restaurant: ids[restKey[rest]], name: unique('POS'), price: 800, available: false, pos_product: unique('product') }),
    user: (tenant, role, extra = {}) =>
      makeUser(tenant, role, role === 'waiter' ? { restaurant: ids[restKey[tenant === 'A' ? 'A1' : 'B1']], ...extra } : extra),
    completedTransaction: async (rest) => {
      const session = unique('cs_test')
      const orderId = await make.order(rest)
      return { id: await transaction(rest, orderId, session, 'completed', 500), session }
    },
    notification,
    pushSubscription: (user, rest) => pushSubscription(users[user].id, rest),
    review: async (rest) => {
      const paid = await make.completedTransaction(rest)
      return { id: await review(paid.session, paid.id, 'food', 4), session: paid.session }
    },
    pushBody,
  }

  // signed-in clients, one per actor
  const actors: Exclude<Actor, 'anon'>[] = ['waiterA', 'managerA', 'adminA', 'adminB', 'managerB', 'waiterB']
  const signedIn = await Promise.all(actors.map((actor) => signIn(env.url, users[actor].email, users[actor].password)))
  const clients = { anon: client(env.url) } as Record<Actor, PocketBase>
  actors.forEach((actor, index) => (clients[actor] = signedIn[index]!))

  return { url: env.url, run, su, ids, users, clients, sessions, prices, make }
}
