// Tables and the menu managed by staff (issue 12): what the API rules matrix cannot say with one
// request — history guards, the default of `active`, batch writes saved whole or not at all, and
// a menu price that never reaches existing order lines.
import { ClientResponseError } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { decodeMenuFile, parseMenuCsv } from '../../src/features/menu/menu-csv.ts'
import { createTenants, type Actor, type Fixtures } from '../support/fixtures.ts'

let fx: Fixtures
beforeAll(async () => (fx = await createTenants()))

async function status(request: Promise<unknown>): Promise<number> {
  try {
    await request
    return 200
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    return error.status
  }
}

async function message(request: Promise<unknown>): Promise<string> {
  try {
    await request
    return ''
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    return error.message
  }
}

describe('tables in and out of service', () => {
  it('a new table is in service unless the request says otherwise, and the diner view says so', async () => {
    const pb = fx.clients.managerA
    const served = await pb.collection('tables').create({ restaurant: fx.ids.restA1, name: `S${fx.run}a`, currency: 'EUR' })
    const resting = await pb.collection('tables').create({ restaurant: fx.ids.restA1, name: `S${fx.run}b`, currency: 'EUR', active: false })
    expect([served.active, resting.active]).toEqual([true, false])
    const anon = fx.clients.anon.collection('table_status')
    expect((await anon.getOne(served.id)).active).toBe(true)
    expect((await anon.getOne(resting.id)).active).toBe(false)
    // the fixtures' tables (made before the field existed in their requests) are in service too
    expect((await anon.getOne(fx.ids.tableA1)).active).toBe(true)
  })

  it('a table with an open order stays in service until the order is closed', async () => {
    const orderId = await fx.make.order('A1')
    const tableId = (await fx.su.collection('orders').getOne(orderId)).table as string
    const tables = fx.clients.managerA.collection('tables')
    expect(await message(tables.update(tableId, { active: false }))).toMatch(/open order/)
    await fx.su.collection('orders').update(orderId, { closed_at: new Date().toISOString().replace('T', ' ') })
    expect((await tables.update(tableId, { active: false })).active).toBe(false)
    expect((await tables.update(tableId, { active: true })).active).toBe(true)
  })
})

describe('a table or an item with history is never deleted', () => {
  it.each<[Actor, number]>([
    ['anon', 404],
    ['waiterA', 404],
    ['managerA', 400],
    ['adminA', 400],
    ['adminB', 404],
  ])('%s deleting a table with a closed order answers %i and the table stays', async (actor, expected) => {
    const orderId = await fx.make.order('A1', { closed: true })
    const tableId = (await fx.su.collection('orders').getOne(orderId)).table as string
    const request = fx.clients[actor].collection('tables').delete(tableId)
    if (expected === 400) expect(await message(request)).toMatch(/deactivate it instead/)
    else expect(await status(request)).toBe(expected)
    expect((await fx.su.collection('tables').getOne(tableId)).id).toBe(tableId)
  })

  it('a table without history can be deleted by a manager', async () => {
    const tableId = await fx.make.table('A1')
    expect(await status(fx.clients.managerA.collection('tables').delete(tableId))).toBe(200)
  })

  it('an item on orders is not deleted: it is marked sold out instead', async () => {
    const lineId = await fx.make.orderItem('A1')
    const itemId = (await fx.su.collection('order_items').getOne(lineId)).item as string
    expect(await message(fx.clients.adminA.collection('items').delete(itemId))).toMatch(/sold out instead/)
    expect((await fx.clients.adminA.collection('items').update(itemId, { available: false })).available).toBe(false)
  })
})

describe('batch writes are saved whole or not at all', () => {
  const names = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`)
  const countTables = async (prefix: string) =>
    (await fx.su.collection('tables').getFullList({ filter: fx.su.filter('restaurant = {:r} && name ~ {:p}', { r: fx.ids.restA2, p: prefix }) })).length

  it('a manager bulk-adds tables in one batch', async () => {
    const prefix = `B${fx.run}ok`
    const batch = fx.clients.managerA.createBatch()
    for (const name of names(prefix, 10)) batch.collection('tables').create({ restaurant: fx.ids.restA2, name, section: 'Sala', seats: 4, currency: 'EUR' })
    expect(await batch.send()).toHaveLength(10)
    expect(await countTables(prefix)).toBe(10)
  })

  it('one name that already exists saves none of them', async () => {
    const prefix = `B${fx.run}clash`
    await fx.su.collection('tables').create({ restaurant: fx.ids.restA2, name: `${prefix} 3`, currency: 'EUR' })
    const batch = fx.clients.managerA.createBatch()
    for (const name of names(prefix, 5)) batch.collection('tables').create({ restaurant: fx.ids.restA2, name, currency: 'EUR' })
    expect(await status(batch.send())).toBe(400)
    expect(await countTables(prefix)).toBe(1)
  })

  it.each<Actor>(['anon', 'waiterA', 'adminB'])('%s cannot sneak tables of company A into a batch', async (actor) => {
    const prefix = `B${fx.run}${actor}`
    const batch = fx.clients[actor].createBatch()
    for (const name of names(prefix, 2)) batch.collection('tables').create({ restaurant: fx.ids.restA2, name, currency: 'EUR' })
    expect(await status(batch.send())).toBeGreaterThanOrEqual(400)
    expect(await countTables(prefix)).toBe(0)
  })

  it('a menu import creates and updates items in one batch; a refused row undoes the rest', async () => {
    const itemId = await fx.make.item('A2', 900)
    const good = fx.clients.adminA.createBatch()
    good.collection('items').update(itemId, { price: 950, sort_order: 1 })
    good.collection('items').create({ restaurant: fx.ids.restA2, name: `Nuovo ${fx.run}`, price: 700, category: 'Dolci', sort_order: 0, available: true })
    expect(await good.send()).toHaveLength(2)
    const bad = fx.clients.adminA.createBatch()
    bad.collection('items').update(itemId, { price: 1 })
    bad.collection('items').create({ restaurant: fx.ids.restA2, name: '', price: 700 })
    expect(await status(bad.send())).toBe(400)
    expect((await fx.su.collection('items').getOne(itemId)).price).toBe(950)
  })
})

describe('a menu file as Excel saves it (issue 20, break 12)', () => {
  /** Windows-1252, what Excel's plain "CSV" writes on an Italian Windows: Latin-1, and € as 0x80. */
  const windows1252 = (text: string) => Uint8Array.from([...text].map((char) => (char === '€' ? 0x80 : char.charCodeAt(0))))

  it('imports a Windows-1252 file with Italian columns as it was typed, accents and euro sign included', async () => {
    const file = windows1252(`categoria;nome;descrizione;prezzo;disponibile\r\nBar;Caffè ${fx.run};Miscela 100% arabica, 1 €;1,50;sì\r\n`)
    const decoded = decodeMenuFile(file)
    expect(decoded.ok).toBe(true)
    const parsed = parseMenuCsv(decoded.ok ? decoded.text : '', 'EUR')
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems))
    const batch = fx.clients.adminA.createBatch()
    for (const row of parsed.rows) {
      batch.collection('items').create({ restaurant: fx.ids.restA2, name: row.name, description: row.description, category: row.category, price: row.price, available: row.available })
    }
    await batch.send()
    const saved = await fx.su.collection('items').getFirstListItem(fx.su.filter('restaurant = {:r} && name = {:n}', { r: fx.ids.restA2, n: `Caffè ${fx.run}` }))
    expect(saved).toMatchObject({ description: 'Miscela 100% arabica, 1 €', category: 'Bar', price: 150, available: true })
  })

  it('refuses a NUL byte with its line before anything is sent, and PocketBase refuses it from anyone', async () => {
    const file = new TextEncoder().encode(`category,name,description,price,available\nBar,Espresso,,1.20,yes\nBar,Ca\u0000ffè,,1.50,yes\n`)
    expect(decodeMenuFile(file)).toEqual({ ok: false, problems: [{ line: 3, reason: 'unreadable' }] })
    // a byte Windows-1252 does not define is refused the same way, not turned into a box
    expect(decodeMenuFile(Uint8Array.from([...new TextEncoder().encode('category,name,description,price,available\nBar,'), 0x81, 0x0a]))).toMatchObject({ ok: false, problems: [{ line: 2 }] })

    for (const fields of [{ name: `Caf\u0000fè ${fx.run}` }, { name: `Riga\ndoppia ${fx.run}` }, { name: `Menta ${fx.run}`, category: 'Ba\u0007r' }, { name: `Tè ${fx.run}`, description: 'caldo\u0000' }]) {
      for (const writer of [fx.clients.adminA, fx.su]) {
        const answer = writer.collection('items').create({ restaurant: fx.ids.restA2, price: 100, ...fields })
        await expect(answer, JSON.stringify(fields)).rejects.toMatchObject({ status: 400 })
      }
    }
    // line breaks stay welcome in a description
    await fx.clients.adminA.collection('items').create({ restaurant: fx.ids.restA2, price: 100, name: `Tisana ${fx.run}`, description: 'Calda.\r\nCon miele.\tBio' })
  })
})

it('changing a menu price never changes existing order lines or the bill', async () => {
  const lineId = await fx.make.orderItem('A1')
  const line = await fx.su.collection('order_items').getOne(lineId)
  const before = await fx.clients.anon.collection('order_payments_status').getOne(line.order as string)
  await fx.clients.managerA.collection('items').update(line.item as string, { price: 12_345 })
  expect((await fx.su.collection('order_items').getOne(lineId)).unit_price).toBe(line.unit_price)
  expect((await fx.clients.anon.collection('order_payments_status').getOne(line.order as string)).total_amount).toBe(before.total_amount)
})

it('a sold-out item is not added to a bill, nor a line of it increased; the superuser is not refused', async () => {
  const itemId = await fx.make.item('A1', 700)
  const orderId = await fx.make.order('A1')
  const lines = fx.clients.waiterA.collection('order_items')
  const line = await lines.create({ order: orderId, item: itemId, quantity: 1, unit_price: 700 })
  await fx.su.collection('items').update(itemId, { available: false })

  const refusal = await lines.create({ order: orderId, item: itemId, quantity: 1, unit_price: 700 }).catch((error: unknown) => error)
  expect(refusal).toBeInstanceOf(ClientResponseError)
  expect((refusal as ClientResponseError).status).toBe(400)
  expect((refusal as ClientResponseError).response.data).toMatchObject({ item: { code: 'item_sold_out' } })
  expect(await status(lines.update(line.id, { quantity: 2 }))).toBe(400)
  // the line already on the bill stays, and can still go down
  expect((await lines.update(line.id, { quantity: 1 })).quantity).toBe(1)
  expect((await fx.su.collection('order_items').update(line.id, { quantity: 2 })).quantity).toBe(2)

  await fx.su.collection('items').update(itemId, { available: true })
  expect((await lines.update(line.id, { quantity: 3 })).quantity).toBe(3)
})
