// A bill to pay: company → restaurant → table → open order with lines, written by the superuser.
// Every call makes new records, so test files never share a bill.
import { randomBytes } from 'node:crypto'
import type PocketBase from 'pocketbase'
import { inject } from 'vitest'
import { superuserClient } from './fixtures.ts'

export interface BillOptions {
  currency?: string
  /** Unit price (minor units), quantity and VAT rate (default: the restaurant's) of each line. */
  lines?: { price: number; quantity: number; vat?: string }[]
  guests?: number
  active?: boolean
  closed?: boolean
  company?: { stripe_account_id?: string; charges_enabled?: boolean }
  /** A table and bill in this restaurant, instead of a new company and restaurant. */
  restaurantId?: string
}

export interface Bill {
  companyId: string
  restaurantId: string
  tableId: string
  orderId: string
  lineIds: string[]
  total: number
}

let su: Promise<PocketBase> | undefined

/** The superuser SDK client of the test PocketBase (one per test file). */
export function admin(): Promise<PocketBase> {
  su ??= superuserClient({
    url: inject('pocketbaseUrl'),
    superuserEmail: inject('superuserEmail'),
    superuserPassword: inject('superuserPassword'),
  })
  return su
}

export async function createBill(options: BillOptions = {}): Promise<Bill> {
  const pb = await admin()
  const run = randomBytes(3).toString('hex')
  const currency = options.currency ?? 'EUR'
  const lines = options.lines ?? [{ price: 1200, quantity: 2 }, { price: 450, quantity: 1 }]
  const restaurant = options.restaurantId
    ? await pb.collection('restaurants').getOne(options.restaurantId)
    : await pb.collection('companies').create({ name: `Co ${run}`, default_currency: currency, ...options.company }).then((company) =>
        pb.collection('restaurants').create({ company: company.id, name: `Trattoria ${run}`, active: options.active ?? true }),
      )
  const table = await pb.collection('tables').create({ restaurant: restaurant.id, name: `T${run}`, currency })
  const order = await pb.collection('orders').create({
    restaurant: restaurant.id,
    table: table.id,
    guests: options.guests ?? 4,
    closed_at: options.closed ? new Date().toISOString() : '',
  })
  const lineIds: string[] = []
  for (const [index, line] of lines.entries()) {
    const item = await pb.collection('items').create({ restaurant: restaurant.id, name: `Dish ${index}`, price: line.price, category: 'Primi', available: true, vat: line.vat ?? '' })
    lineIds.push((await pb.collection('order_items').create({ order: order.id, item: item.id, unit_price: line.price, quantity: line.quantity })).id)
  }
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
  return { companyId: restaurant.company as string, restaurantId: restaurant.id, tableId: table.id, orderId: order.id, lineIds, total }
}

/** The transactions of an order, oldest first, as the superuser sees them. */
export async function transactionsOf(orderId: string) {
  const pb = await admin()
  return pb.collection('transactions').getFullList({ filter: `order = "${orderId}"`, sort: 'created' })
}

/** Counts of the records a failed request must not have written. */
export async function countWrites(orderId: string): Promise<{ transactions: number; items: number }> {
  const pb = await admin()
  const transactions = await transactionsOf(orderId)
  const items = await pb.collection('transaction_items').getFullList({ filter: `transaction.order = "${orderId}"` })
  return { transactions: transactions.length, items: items.length }
}
