// VAT on the menu (issue 22): a line keeps the rate it was sold at, like its price, whoever adds
// it; an item without a rate takes the restaurant's default; nobody changes a line's rate later.
import { beforeAll, describe, expect, it } from 'vitest'
import { createTenants, type Fixtures } from '../support/fixtures.ts'

let fx: Fixtures
beforeAll(async () => (fx = await createTenants()))

describe('a line keeps the VAT rate it was sold at', () => {
  it("takes the item's rate, for a waiter's line and the superuser's alike", async () => {
    const itemId = await fx.make.item('A1', 900)
    await fx.clients.managerA.collection('items').update(itemId, { vat: '22' })
    const orderId = await fx.make.order('A1')
    const byWaiter = await fx.clients.waiterA.collection('order_items').create({ order: orderId, item: itemId, quantity: 1, unit_price: 900 })
    const bySuperuser = await fx.su.collection('order_items').create({ order: orderId, item: itemId, quantity: 1, unit_price: 900 })
    expect([byWaiter.vat, bySuperuser.vat]).toEqual(['22', '22'])

    // the menu changes later: the lines sold stay as they were
    await fx.clients.managerA.collection('items').update(itemId, { vat: '10' })
    expect((await fx.su.collection('order_items').getOne(byWaiter.id)).vat).toBe('22')
  })

  it("takes the restaurant's default when the item has none, 10 % unless the restaurant says otherwise", async () => {
    const itemId = await fx.make.item('A2', 500)
    const orderId = await fx.make.order('A2')
    // waiterA works in A1; the manager works in every restaurant of the company
    const lines = fx.clients.managerA.collection('order_items')
    const before = await fx.su.collection('restaurants').getOne(fx.ids.restA2)
    expect((await lines.create({ order: orderId, item: itemId, quantity: 1, unit_price: 500 })).vat).toBe(before.default_vat || '10')

    await fx.clients.adminA.collection('restaurants').update(fx.ids.restA2, { default_vat: '4' })
    try {
      expect((await lines.create({ order: orderId, item: itemId, quantity: 1, unit_price: 500 })).vat).toBe('4')
    } finally {
      await fx.su.collection('restaurants').update(fx.ids.restA2, { default_vat: before.default_vat || '10' })
    }
  })

  it("a client can neither choose a line's rate nor change it afterwards", async () => {
    const itemId = await fx.make.item('A1', 600)
    const orderId = await fx.make.order('A1')
    const lines = fx.clients.waiterA.collection('order_items')
    const line = await lines.create({ order: orderId, item: itemId, quantity: 1, unit_price: 600, vat: '4' })
    const expected = (await fx.su.collection('restaurants').getOne(fx.ids.restA1)).default_vat || '10'
    expect(line.vat).toBe(expected)
    await expect(fx.clients.managerA.collection('order_items').update(line.id, { vat: '22' })).rejects.toMatchObject({ status: 404 })
    expect((await lines.update(line.id, { quantity: 2 })).vat).toBe(expected)
  })

  it('refuses a rate that is not an Italian VAT rate or natura code', async () => {
    const itemId = await fx.make.item('A1', 600)
    await expect(fx.clients.managerA.collection('items').update(itemId, { vat: '21' })).rejects.toMatchObject({ status: 400 })
    await expect(fx.clients.adminA.collection('restaurants').update(fx.ids.restA1, { default_vat: 'N9' })).rejects.toMatchObject({ status: 400 })
  })
})

describe("a restaurant's printer departments", () => {
  it('keeps a map of rates to departments 1–99, one rate per department', async () => {
    const restaurants = fx.clients.adminA.collection('restaurants')
    const saved = await restaurants.update(fx.ids.restA2, { fiscal_departments: { '22': 1, '10': 2, N2: 11 } })
    expect(saved.fiscal_departments).toEqual({ '22': 1, '10': 2, N2: 11 })
  })

  it.each([
    ['a department out of range', { '10': 100 }],
    ['a department that is not whole', { '10': 2.5 }],
    ['two rates on one department', { '22': 1, '10': 1 }],
    ['a rate that does not exist', { '21': 3 }],
    ['a list instead of a map', [1, 2]],
  ])('refuses %s with a code', async (_, map) => {
    const refusal = await fx.clients.adminA
      .collection('restaurants')
      .update(fx.ids.restA2, { fiscal_departments: map })
      .catch((error: { status: number; response: { data: unknown } }) => error)
    expect(refusal).toMatchObject({ status: 400, response: { data: { fiscal_departments: { code: 'fiscal_departments_invalid' } } } })
  })
})
