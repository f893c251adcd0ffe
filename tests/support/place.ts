// A bill with its restaurant's staff signed in, and a caller of Conto's PocketBase routes with a
// staff member's own token: what the ledger and claims tests act as.
import { randomBytes } from 'node:crypto'
import type PocketBase from 'pocketbase'
import { inject } from 'vitest'
import { admin, createBill, type Bill, type BillOptions } from './bill.ts'
import { signIn, STAFF_PASSWORD, type Role } from './fixtures.ts'

const url = () => inject('pocketbaseUrl')

export interface Answer {
  status: number
  body: Record<string, unknown> & { error?: { code: string; message: string } }
}

/** Calls a Conto route with a staff member's own token (none: anonymously). */
export async function call(pb: PocketBase | null, method: string, path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (pb) headers.authorization = pb.authStore.token
  const response = await fetch(`${url()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] }
}

export interface Place extends Bill {
  staff: Record<Role, PocketBase> & { otherAdmin: PocketBase; otherWaiter: PocketBase; ids: Record<Role, string> }
}

/** A bill with an admin, a manager and a waiter of its restaurant, plus another company's admin and another restaurant's waiter. */
export async function createPlace(options: BillOptions = {}): Promise<Place> {
  const bill = await createBill(options)
  const su = await admin()
  const other = await createBill({ lines: [{ price: 100, quantity: 1 }] })
  const member = async (company: string, role: Role, restaurant: string) => {
    const email = `${role}-${randomBytes(4).toString('hex')}@conto.test`
    const user = await su.collection('users').create({
      email, password: STAFF_PASSWORD, passwordConfirm: STAFF_PASSWORD, verified: true, name: `${role} ${email.slice(-14, -10)}`,
      company, role, status: 'active', language: 'en', restaurant,
    })
    return { id: user.id, pb: await signIn(url(), email, STAFF_PASSWORD) }
  }
  const secondRestaurant = await su.collection('restaurants').create({ company: bill.companyId, name: 'Second', active: true })
  const [adminM, managerM, waiterM, otherAdminM, otherWaiterM] = await Promise.all([
    member(bill.companyId, 'admin', ''),
    member(bill.companyId, 'manager', ''),
    member(bill.companyId, 'waiter', bill.restaurantId),
    member(other.companyId, 'admin', ''),
    member(bill.companyId, 'waiter', secondRestaurant.id),
  ])
  return {
    ...bill,
    staff: {
      admin: adminM.pb, manager: managerM.pb, waiter: waiterM.pb, otherAdmin: otherAdminM.pb, otherWaiter: otherWaiterM.pb,
      ids: { admin: adminM.id, manager: managerM.id, waiter: waiterM.id },
    },
  }
}
