import { readFileSync } from 'node:fs'
import { demo } from '../fixtures.ts'
import { demoItems, demoRestaurant } from '../../scripts/lib/demo-data.ts'

// The diner journeys pay real bills, so they run in a venue of their own: a second company
// with a copy of the demo restaurant (same name, menu, look), created on first use through
// PocketBase's REST API as the e2e superuser. The floor and office specs work on the demo
// restaurant's tables 1–10 and count its payments and calls; nothing here touches them.
// Records get fixed ids, so parallel workers creating the venue at once cannot duplicate it.

export type OrderLines = [itemName: string, quantity: number][]

export interface FreshOrder {
  restaurantId: string
  tableId: string
  tableName: string
  orderId: string
  /** Σ quantity × unit price, minor units. */
  total: number
  /** /qr/{restaurantId}/{tableId} */
  path: string
}

const COMPANY_ID = 'e2edinercompany'
const RESTAURANT_ID = 'e2edinerrestaur'
/** One table per journey, so parallel tests never share a bill. */
export const DINER_TABLES = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9', 'P10', 'P11', 'P12', 'P13', 'P14', 'P15', 'P16', 'P17', 'P18', 'P19', 'P20', 'P21', 'P22', 'P23', 'P24', 'P25', 'P26', 'P27', 'P28', 'P29', 'P30', 'P31', 'P32', 'P33', 'P34'] as const
export type DinerTable = (typeof DINER_TABLES)[number]

const tableId = (name: DinerTable) => `e2edinertable${name.slice(1).padStart(2, '0')}`
const itemId = (index: number) => `e2edineritem${String(index).padStart(3, '0')}`

let token: Promise<string> | undefined

function superuserToken(): Promise<string> {
  token ??= (async () => {
    const email = process.env.E2E_SUPERUSER_EMAIL
    const password = process.env.E2E_SUPERUSER_PASSWORD
    if (!email || !password) throw new Error('E2E_SUPERUSER_EMAIL / E2E_SUPERUSER_PASSWORD are not set (scripts/e2e.ts exports them)')
    const response = await fetch(`${demo.pocketbaseUrl}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: email, password }),
    })
    if (!response.ok) throw new Error(`superuser sign-in → ${response.status}`)
    return ((await response.json()) as { token: string }).token
  })()
  return token
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData
  const response = await fetch(`${demo.pocketbaseUrl}${path}`, {
    method,
    headers: { authorization: await superuserToken(), ...(isForm || body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  })
  const data = (await response.json().catch(() => ({}))) as T
  if (!response.ok) throw Object.assign(new Error(`${method} ${path} → ${response.status} ${JSON.stringify(data)}`), { status: response.status })
  return data
}

/** Creates a record with a fixed id unless it exists (another worker may be doing the same). */
async function ensureRecord(collection: string, id: string, data: Record<string, unknown> | (() => FormData)): Promise<void> {
  try {
    await api('GET', `/api/collections/${collection}/records/${id}`)
    return
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error
  }
  try {
    if (typeof data === 'function') {
      const form = data()
      form.set('id', id)
      await api('POST', `/api/collections/${collection}/records`, form)
    } else {
      await api('POST', `/api/collections/${collection}/records`, { id, ...data })
    }
  } catch (error) {
    // lost the race: the other worker's record is just as good
    if ((error as { status?: number }).status !== 400) throw error
    await api('GET', `/api/collections/${collection}/records/${id}`)
  }
}

const assets = new URL('../../scripts/seed-assets/', import.meta.url)

let venue: Promise<void> | undefined

/** The diner journeys' company, restaurant (a copy of the demo one), menu and tables P1–P18. */
export function ensureDinerVenue(): Promise<void> {
  venue ??= (async () => {
    await ensureRecord('companies', COMPANY_ID, {
      name: 'Conto E2E Diner S.r.l.',
      description: 'Diner journeys (e2e).',
      default_currency: 'EUR',
      country: 'IT',
    })
    await ensureRecord('restaurants', RESTAURANT_ID, () => {
      const form = new FormData()
      for (const [key, value] of Object.entries(demoRestaurant)) form.set(key, typeof value === 'string' ? value : JSON.stringify(value))
      form.set('company', COMPANY_ID)
      form.set('logo', new Blob([readFileSync(new URL('logo.png', assets))], { type: 'image/png' }), 'logo.png')
      form.set('background', new Blob([readFileSync(new URL('background.jpg', assets))], { type: 'image/jpeg' }), 'background.jpg')
      form.set('menu_file', new Blob([readFileSync(new URL('menu.pdf', assets))], { type: 'application/pdf' }), 'menu.pdf')
      return form
    })
    for (const [index, item] of demoItems.entries()) {
      await ensureRecord('items', itemId(index), { ...item, restaurant: RESTAURANT_ID, available: true })
    }
    for (const name of DINER_TABLES) {
      await ensureRecord('tables', tableId(name), { name, section: 'E2E', seats: 4, restaurant: RESTAURANT_ID, currency: 'EUR' })
    }
  })()
  return venue
}

const filter = (expression: string) => encodeURIComponent(expression)

/** Closes any open order on the table and opens a new one with these lines. */
export async function openFreshOrder(table: DinerTable, lines: OrderLines, guests: number): Promise<FreshOrder> {
  await ensureDinerVenue()
  const id = tableId(table)
  const open = await api<{ items: { id: string }[] }>('GET', `/api/collections/orders/records?filter=${filter(`table = "${id}" && closed_at = ""`)}&perPage=10`)
  for (const order of open.items) {
    await api('PATCH', `/api/collections/orders/records/${order.id}`, { closed_at: new Date().toISOString().replace('T', ' ') })
  }
  const order = await api<{ id: string }>('POST', '/api/collections/orders/records', { restaurant: RESTAURANT_ID, table: id, guests })
  let total = 0
  for (const [name, quantity] of lines) {
    const index = demoItems.findIndex((item) => item.name === name)
    const item = demoItems[index]
    if (!item) throw new Error(`No menu item ${name}`)
    await api('POST', '/api/collections/order_items/records', { order: order.id, item: itemId(index), quantity, unit_price: item.price })
    total += item.price * quantity
  }
  return { restaurantId: RESTAURANT_ID, tableId: id, tableName: table, orderId: order.id, total, path: `/qr/${RESTAURANT_ID}/${id}` }
}

/**
 * Sets up the venue's fiscal printer (its departments mapped): each payment then gets its
 * documento's job, and the payment page offers the lottery code. The other journeys read neither.
 */
export async function printFiscalReceipts(): Promise<void> {
  await ensureDinerVenue()
  await api('PATCH', `/api/collections/restaurants/records/${RESTAURANT_ID}`, { fiscal_departments: { '22': 1, '10': 2, N2: 11 } })
}

/** The lottery code on a session's transaction, and on its sale documento once it is paid. */
export async function getLotteryCodes(sessionId: string): Promise<{ transaction: string; documento: string | null }> {
  const found = await api<{ items: { id: string; lottery_code: string }[] }>(
    'GET',
    `/api/collections/transactions/records?filter=${filter(`stripe_session_id = "${sessionId}"`)}&perPage=1`,
  )
  const transaction = found.items[0]
  if (!transaction) throw new Error(`No transaction for session ${sessionId}`)
  const jobs = await api<{ items: { document: { lotteryCode?: string } }[] }>(
    'GET',
    `/api/collections/fiscal_jobs/records?filter=${filter(`transaction = "${transaction.id}" && kind = "sale"`)}&perPage=1`,
  )
  return { transaction: transaction.lottery_code, documento: jobs.items[0]?.document.lotteryCode ?? null }
}

/** The transaction a Checkout Session belongs to (for signing its webhook). */
export async function findTransactionId(sessionId: string): Promise<string> {
  const found = await api<{ items: { id: string }[] }>('GET', `/api/collections/transactions/records?filter=${filter(`stripe_session_id = "${sessionId}"`)}&perPage=1`)
  const id = found.items[0]?.id
  if (!id) throw new Error(`No transaction for session ${sessionId}`)
  return id
}

/** The bill paid in full by someone else (staff at the till, another phone), as the server records it. */
export async function payInFullElsewhere(orderId: string, amount: number): Promise<void> {
  const now = new Date().toISOString().replace('T', ' ')
  await api('POST', '/api/collections/transactions/records', {
    order: orderId,
    restaurant: RESTAURANT_ID,
    status: 'completed',
    currency: 'EUR',
    base_amount: amount,
    tip_amount: 0,
    total_amount: amount,
    split_mode: 'full',
    tip_mode: 'percent',
    channel: 'cash',
    payment_method: 'cash',
    paid_at: now,
    logs: [{ action: 'payment_completed', time: now }],
  })
}

/** What the order's payment status view says now (held: what live claims hold). */
export async function getPaymentStatus(orderId: string): Promise<{ total_amount: number; paid_amount: number; held_amount: number }> {
  return api('GET', `/api/collections/order_payments_status/records/${orderId}`)
}

/** This session's reviews, by type. */
export async function getSessionReviews(sessionId: string): Promise<Record<string, number>> {
  const found = await api<{ items: { type: string; rating: number }[] }>(
    'GET',
    `/api/collections/reviews/records?filter=${filter(`stripe_session_id = "${sessionId}"`)}&perPage=10`,
  )
  return Object.fromEntries(found.items.map((review) => [review.type, review.rating]))
}
