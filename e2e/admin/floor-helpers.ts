// Shared steps of the floor specs (e2e/admin/floor-*.spec.ts): signing staff in, and the
// superuser REST calls that play the parts of diners and of the payment server.
import { expect, type Page } from '@playwright/test'
import { demo } from '../fixtures.ts'
import { su } from '../superuser.ts'

export { su }

export type Role = 'admin' | 'manager' | 'waiter'

export const desktop = { width: 1280, height: 800 }
export const phone = { width: 390, height: 844 }

/** Signs a demo staff member in and waits for the tables (the admin landing page). */
export async function signInAs(page: Page, role: Role): Promise<void> {
  const { email, password } = demo.users[role]
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/admin\/tables$/)
}

export function demoTable(name: string) {
  const table = demo.tables.find((candidate) => candidate.name === name)
  if (!table) throw new Error(`No demo table named ${name}`)
  return table
}

export function pbDate(date = new Date()): string {
  return date.toISOString().replace('T', ' ')
}

export function filterQuery(filter: string, extra = ''): string {
  return `?perPage=500&filter=${encodeURIComponent(filter)}${extra}`
}

interface ListAnswer<T> {
  items: T[]
  totalItems: number
}

export function suList<T = Record<string, unknown>>(collection: string, filter: string, extra = ''): Promise<ListAnswer<T>> {
  return su<ListAnswer<T>>('GET', `/api/collections/${collection}/records${filterQuery(filter, extra)}`)
}

/** The demo menu item called `name`. */
export async function menuItem(name: string): Promise<{ id: string; price: number }> {
  const { items } = await suList<{ id: string; price: number }>('items', `restaurant = "${demo.restaurantId}" && name = "${name}"`)
  if (!items[0]) throw new Error(`No menu item ${name}`)
  return items[0]
}

/** Closes whatever order is open on the table, so a spec starts from a free table. */
export async function freeTable(tableId: string): Promise<void> {
  const { items } = await suList<{ id: string }>('orders', `table = "${tableId}" && closed_at = ""`)
  for (const order of items) await su('PATCH', `/api/collections/orders/records/${order.id}`, { closed_at: pbDate() })
}

/** Opens an order the way a POS or the server would, with lines at menu prices. */
export async function openOrder(tableName: string, lines: [string, number][], guests = 2) {
  const table = demoTable(tableName)
  await freeTable(table.id)
  const highest = await su<ListAnswer<{ number: number }>>(
    'GET',
    `/api/collections/orders/records${filterQuery(`restaurant = "${demo.restaurantId}"`, '&sort=-number&perPage=1')}`,
  )
  const order = await su<{ id: string; number: number }>('POST', '/api/collections/orders/records', {
    restaurant: demo.restaurantId,
    table: table.id,
    number: (highest.items[0]?.number ?? 0) + 1,
    guests,
  })
  let total = 0
  for (const [name, quantity] of lines) {
    const item = await menuItem(name)
    await su('POST', '/api/collections/order_items/records', { order: order.id, item: item.id, quantity, unit_price: item.price })
    total += item.price * quantity
  }
  return { ...order, total, tableId: table.id }
}

/** A diner's completed card payment of `base` (plus tip) on the order, as the payment server records it. */
export function recordPayment(orderId: string, base: number, tip = 0) {
  const now = pbDate()
  return su<{ id: string }>('POST', '/api/collections/transactions/records', {
    order: orderId,
    restaurant: demo.restaurantId,
    status: 'completed',
    currency: 'EUR',
    base_amount: base,
    tip_amount: tip,
    total_amount: base + tip,
    split_mode: 'full',
    tip_mode: 'percent',
    payment_method: 'card',
    stripe_session_id: `cs_e2e_floor_${orderId}_${Date.now()}`,
    paid_at: now,
    logs: [{ action: 'payment_completed', time: now }],
  })
}

/** 1234 → '12,34 €', as the app formats euro amounts. */
export function euro(minor: number): string {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(minor / 100)
}
