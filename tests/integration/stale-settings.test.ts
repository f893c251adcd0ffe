// Issue 36, break 1 (DESIGN invariant 8): a second tab's older copy of the restaurant settings
// saved "Uno per tavolo" with the empty department map it had loaded, and the restaurant silently
// stopped certifying. A save from an older copy of any shared record is now refused
// (pb_hooks/base-copies-lib.js), and emptying the departments of a restaurant that certifies must be
// asked for (pb_hooks/restaurants.pb.js).
import { beforeAll, describe, expect, it } from 'vitest'
import { createTenants, type Fixtures } from '../support/fixtures.ts'

let fx: Fixtures
beforeAll(async () => (fx = await createTenants()))

const DEPARTMENTS = { '22': 1, '10': 2, N2: 11 }

describe('settings saved from two tabs', () => {
  it('the second tab, opened before the department map, cannot put the empty map back', async () => {
    const restaurants = fx.clients.adminA.collection('restaurants')
    const secondTab = await restaurants.getOne(fx.ids.restA2) // opened now, with no departments
    const firstTab = await restaurants.getOne(fx.ids.restA2)
    const mapped = await restaurants.update(fx.ids.restA2, { fiscal_departments: DEPARTMENTS, base_updated: firstTab.updated })
    expect(mapped.fiscal_departments).toEqual(DEPARTMENTS)

    const stale = await restaurants
      .update(fx.ids.restA2, { fiscal_mode: 'table', fiscal_departments: {}, base_updated: secondTab.updated })
      .then(() => null, (error: unknown) => error)
    expect(stale).toMatchObject({ status: 409, response: { data: { base_updated: { code: 'stale_copy' } } } })
    const now = await fx.su.collection('restaurants').getOne(fx.ids.restA2)
    expect(now.fiscal_departments).toEqual(DEPARTMENTS)
    expect(now.fiscal_mode).not.toBe('table')

    // reloaded, the change goes through, and only it
    const reloaded = await restaurants.getOne(fx.ids.restA2)
    const saved = await restaurants.update(fx.ids.restA2, { fiscal_mode: 'table', base_updated: reloaded.updated })
    expect(saved).toMatchObject({ fiscal_mode: 'table', fiscal_departments: DEPARTMENTS })
  })

  it('emptying the departments of a restaurant that certifies is refused unless asked for', async () => {
    const restaurants = fx.clients.adminA.collection('restaurants')
    await restaurants.update(fx.ids.restA2, { fiscal_departments: DEPARTMENTS })
    for (const empty of [{}, null]) {
      const refused = await restaurants.update(fx.ids.restA2, { fiscal_departments: empty }).then(() => null, (error: unknown) => error)
      expect(refused).toMatchObject({ status: 409, response: { data: { fiscal_departments: { code: 'fiscal_stop_unconfirmed' } } } })
    }
    expect((await fx.su.collection('restaurants').getOne(fx.ids.restA2)).fiscal_departments).toEqual(DEPARTMENTS)
    const stopped = await restaurants.update(fx.ids.restA2, { fiscal_departments: {}, stop_certifying: true })
    expect(stopped.fiscal_departments).toEqual({})
  })

  it('handing the documenti to the POS (decision 044) stops Conto printing too: refused unless asked for', async () => {
    const restaurants = fx.clients.adminA.collection('restaurants')
    await restaurants.update(fx.ids.restA1, { fiscal_departments: DEPARTMENTS, fiscal_by: 'conto' })
    const refused = await restaurants.update(fx.ids.restA1, { fiscal_by: 'pos' }).then(() => null, (error: unknown) => error)
    expect(refused).toMatchObject({ status: 409, response: { data: { fiscal_departments: { code: 'fiscal_stop_unconfirmed' } } } })
    expect((await fx.su.collection('restaurants').getOne(fx.ids.restA1)).fiscal_by).toBe('conto')
    expect((await restaurants.update(fx.ids.restA1, { fiscal_by: 'pos', stop_certifying: true })).fiscal_by).toBe('pos')
    // back to Conto's Cassa needs no asking: it starts printing again
    expect((await restaurants.update(fx.ids.restA1, { fiscal_by: 'conto' })).fiscal_by).toBe('conto')
  })
})

describe('every shared record refuses a save from an older copy', () => {
  const cases = [
    { collection: 'companies', make: async () => fx.ids.companyA, change: { description: 'Second tab' } },
    { collection: 'tables', make: () => fx.make.table('A1'), change: { seats: 7 } },
    { collection: 'items', make: () => fx.make.item('A1'), change: { name: 'Second tab dish' } },
    { collection: 'users', make: async () => (await fx.make.user('A', 'waiter')).id, change: { name: 'Second tab name' } },
  ]
  it.each(cases)('$collection: the older copy is refused, the newer change stays, a fresh copy saves', async ({ collection, make, change }) => {
    const id = await make()
    const records = fx.clients.adminA.collection(collection)
    const older = await records.getOne(id)
    await new Promise((resolve) => setTimeout(resolve, 5)) // 'updated' has millisecond precision
    const first = await records.update(id, { ...change, base_updated: older.updated })
    // the first save changed the record: the copy opened before it is now older
    const stale = await records.update(id, { ...change, base_updated: older.updated }).then(() => null, (error: unknown) => error)
    expect(stale).toMatchObject({ status: 409, response: { data: { base_updated: { code: 'stale_copy' } } } })
    const fresh = await records.update(id, { ...change, base_updated: first.updated })
    expect(fresh).toMatchObject(change)
  })
})
