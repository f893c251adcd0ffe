import PocketBase, { type RecordModel } from 'pocketbase'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  DEMO_PASSWORD,
  demoCompany,
  demoItems,
  demoOrders,
  demoPartialPayment,
  demoRestaurant,
  demoStaff,
  demoTables,
} from './demo-data.ts'

const assets = join(import.meta.dirname, '../seed-assets')

// The demo's RT is the simulator (scripts/rt-simulator), with its default departments: the rates
// on 1–4, the natures N1–N5 on 10–14 (a tip prints on N2).
const demoFiscalDepartments = { '22': 1, '10': 2, '4': 3, '5': 4, N1: 10, N2: 11, N3: 12, N4: 13, N5: 14 }
// Food and drink served at the table, wine and beer too, are sold at 10 % in Italy.
const DEMO_ITEM_VAT = '10'

export interface DemoInfo {
  pocketbaseUrl: string
  companyId: string
  restaurantId: string
  restaurantName: string
  tables: { name: string; id: string; section: string; orderId: string }[]
  users: Record<'admin' | 'manager' | 'waiter', { email: string; password: string; name: string }>
}

/**
 * Writes the demo company, restaurant, menu, tables, staff and two open orders (table 4 partly
 * paid). Idempotent: records are found by their natural keys and only missing ones are created,
 * so running it again never duplicates anything or undoes what someone did in the app.
 */
export async function seedDemo(url: string, superuser: { email: string; password: string }): Promise<DemoInfo> {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  await pb.collection('_superusers').authWithPassword(superuser.email, superuser.password)

  const company = await findOrCreate(pb, 'companies', pb.filter('name = {:name}', { name: demoCompany.name }), demoCompany)
  // The demo signs in with its password alone (decision 028): a migration turns the e-mailed code on
  // for every company that exists, this one included.
  if (company.sign_in_code) await pb.collection('companies').update(company.id, { sign_in_code: false })
  const restaurant = await findOrCreate(
    pb,
    'restaurants',
    pb.filter('company = {:company} && name = {:name}', { company: company.id, name: demoRestaurant.name }),
    () => restaurantForm(company.id),
  )
  // a demo seeded before receipts existed gets its printer's departments; a map someone emptied stays empty
  if (restaurant.fiscal_departments === null) {
    await pb.collection('restaurants').update(restaurant.id, { fiscal_departments: demoFiscalDepartments })
  }

  const users: Partial<DemoInfo['users']> = {}
  const staffIds: Record<string, string> = {}
  for (const member of demoStaff) {
    const user = await findOrCreate(pb, 'users', pb.filter('email = {:email}', { email: member.email }), {
      ...member,
      password: DEMO_PASSWORD,
      passwordConfirm: DEMO_PASSWORD,
      company: company.id,
      restaurant: restaurant.id,
      status: 'active',
      language: 'it',
      verified: true,
      emailVisibility: true,
    })
    staffIds[member.role] = user.id
    users[member.role] = { email: member.email, password: DEMO_PASSWORD, name: member.name }
  }

  const items = new Map<string, RecordModel>()
  // the list's order is the menu's (sort_order runs across the whole menu, decision 020)
  for (const [sortOrder, item] of demoItems.entries()) {
    const record = await findOrCreate(
      pb,
      'items',
      pb.filter('restaurant = {:restaurant} && name = {:name}', { restaurant: restaurant.id, name: item.name }),
      { ...item, vat: DEMO_ITEM_VAT, restaurant: restaurant.id, available: true, sort_order: sortOrder },
    )
    items.set(item.name, record)
  }

  const tables: DemoInfo['tables'] = []
  for (const table of demoTables) {
    const record = await findOrCreate(
      pb,
      'tables',
      pb.filter('restaurant = {:restaurant} && name = {:name}', { restaurant: restaurant.id, name: table.name }),
      { ...table, restaurant: restaurant.id, currency: demoCompany.default_currency, waiter: staffIds.waiter },
    )
    const orderId = await seedOpenOrder(pb, restaurant.id, record, items, staffIds.waiter ?? '')
    tables.push({ name: table.name, id: record.id, section: table.section, orderId })
  }

  return {
    pocketbaseUrl: url,
    companyId: company.id,
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    tables,
    users: users as DemoInfo['users'],
  }
}

async function findOrCreate(
  pb: PocketBase,
  collection: string,
  filter: string,
  data: Record<string, unknown> | FormData | (() => FormData),
): Promise<RecordModel> {
  const existing = await pb.collection(collection).getList(1, 1, { filter, skipTotal: true })
  if (existing.items[0]) return existing.items[0]
  return pb.collection(collection).create(typeof data === 'function' ? data() : data)
}

function restaurantForm(companyId: string): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(demoRestaurant)) {
    form.set(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  form.set('company', companyId)
  form.set('fiscal_departments', JSON.stringify(demoFiscalDepartments))
  form.set('logo', new Blob([readFileSync(join(assets, 'logo.png'))], { type: 'image/png' }), 'logo.png')
  form.set('background', new Blob([readFileSync(join(assets, 'background.jpg'))], { type: 'image/jpeg' }), 'background.jpg')
  form.set('menu_file', new Blob([readFileSync(join(assets, 'menu.pdf'))], { type: 'application/pdf' }), 'menu.pdf')
  return form
}

/** Opens the demo order of a table once; later runs leave whatever the table has now. */
async function seedOpenOrder(
  pb: PocketBase,
  restaurantId: string,
  table: RecordModel,
  items: Map<string, RecordModel>,
  waiterId: string,
): Promise<string> {
  const plan = demoOrders[table.name as string]
  if (!plan) return ''
  const existing = await pb.collection('orders').getList(1, 1, {
    filter: pb.filter('restaurant = {:restaurant} && number = {:number}', { restaurant: restaurantId, number: plan.number }),
    skipTotal: true,
  })
  if (existing.items[0]) return existing.items[0].closed_at ? '' : existing.items[0].id

  const order = await pb.collection('orders').create({
    restaurant: restaurantId,
    table: table.id,
    number: plan.number,
    waiter: waiterId,
    guests: plan.guests,
  })
  const lines = new Map<string, RecordModel>()
  for (const [name, quantity] of plan.lines) {
    const item = items.get(name)
    if (!item) throw new Error(`Demo order names an unknown item: ${name}`)
    lines.set(name, await pb.collection('order_items').create({ order: order.id, item: item.id, quantity, unit_price: item.price }))
  }
  if (demoPartialPayment.table === table.name) await seedPartialPayment(pb, order, lines, waiterId)
  return order.id
}

async function seedPartialPayment(pb: PocketBase, order: RecordModel, lines: Map<string, RecordModel>, waiterId: string) {
  const paid = demoPartialPayment.lines.map(([name, quantity]) => {
    const line = lines.get(name)
    if (!line) throw new Error(`Demo payment names a line the order lacks: ${name}`)
    return { line, quantity }
  })
  const base = paid.reduce((sum, { line, quantity }) => sum + line.unit_price * quantity, 0)
  const tip = Math.round(base * 0.05)
  const now = new Date().toISOString()
  const transaction = await pb.collection('transactions').create({
    order: order.id,
    restaurant: order.restaurant,
    waiter: waiterId,
    status: 'completed',
    currency: demoCompany.default_currency,
    base_amount: base,
    tip_amount: tip,
    total_amount: base + tip,
    split_mode: 'items',
    tip_mode: 'percent',
    payment_method: 'card',
    stripe_session_id: `cs_demo_${order.id}`,
    paid_at: now,
    logs: [
      { action: 'checkout_session_created', time: now },
      { action: 'payment_completed', time: now },
    ],
  })
  for (const { line, quantity } of paid) {
    await pb.collection('transaction_items').create({ transaction: transaction.id, order_item: line.id, quantity })
  }
}
