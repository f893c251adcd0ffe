// Order numbers are given by the server (issue 23, pb_hooks/orders.pb.js): one past the
// restaurant's highest, never the same twice however many tablets seat guests at once, and never
// the number a staff member's request names.
import { describe, expect, it } from 'vitest'
import { admin } from '../support/bill.ts'
import { createPlace } from '../support/place.ts'

describe('order numbers', () => {
  it('six tables seated at the same moment get six numbers in a row; the number sent is ignored', async () => {
    const place = await createPlace()
    const su = await admin()
    const tables = await Promise.all(
      Array.from({ length: 6 }, (_, index) => su.collection('tables').create({ restaurant: place.restaurantId, name: `N${index}`, currency: 'EUR' })),
    )
    const orders = await Promise.all(
      tables.map((table, index) =>
        (index % 2 ? place.staff.waiter : place.staff.manager).collection('orders').create({ restaurant: place.restaurantId, table: table.id, guests: 2, number: 999 }),
      ),
    )
    // the bill's own order was made by the superuser without a number (0: none)
    expect(orders.map((order) => order.number as number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it("counts per restaurant; the superuser's number (seed, import) is kept", async () => {
    const place = await createPlace()
    const su = await admin()
    const table = await su.collection('tables').create({ restaurant: place.restaurantId, name: 'S1', currency: 'EUR' })
    expect((await su.collection('orders').create({ restaurant: place.restaurantId, table: table.id, guests: 1, number: 41 })).number).toBe(41)
    const other = await su.collection('tables').create({ restaurant: place.restaurantId, name: 'S2', currency: 'EUR' })
    expect((await place.staff.waiter.collection('orders').create({ restaurant: place.restaurantId, table: other.id, guests: 1 })).number).toBe(42)
  })
})
