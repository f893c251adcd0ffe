/// <reference path="./pocketbase.d.ts" />
/* global onRecordDeleteRequest, ValidationError */

// Tables and menu items that staff manage (issue 12). What the API rules cannot say:
// - a new table is in service unless the request says otherwise (a bool field has no default);
// - a table or an item with history is never deleted: bills, receipts and statistics point at
//   it. A table is deactivated instead, an item marked sold out;
// - a table with an open order stays in service until the order is closed.

onRecordCreateRequest((e) => {
  const body = e.requestInfo().body
  if (body.active === undefined || body.active === null || body.active === '') e.record.set('active', true)
  e.next()
}, 'tables')

onRecordUpdateRequest((e) => {
  if (e.record.original().getBool('active') && !e.record.getBool('active')) {
    const open = e.app.countRecords('orders', $dbx.hashExp({ table: e.record.id, closed_at: '' }))
    if (open > 0) {
      throw new BadRequestError('This table has an open order: close it before taking the table out of service.', {
        active: new ValidationError('table_has_open_order', 'This table has an open order.'),
      })
    }
  }
  e.next()
}, 'tables')

onRecordDeleteRequest((e) => {
  if (e.app.countRecords('orders', $dbx.hashExp({ table: e.record.id })) > 0) {
    throw new BadRequestError('This table has orders: deactivate it instead of deleting it.', {
      id: new ValidationError('table_has_history', 'This table has orders.'),
    })
  }
  e.next()
}, 'tables')

onRecordDeleteRequest((e) => {
  if (e.app.countRecords('order_items', $dbx.hashExp({ item: e.record.id })) > 0) {
    throw new BadRequestError('This item is on orders: mark it sold out instead of deleting it.', {
      id: new ValidationError('item_has_history', 'This item is on orders.'),
    })
  }
  e.next()
}, 'items')

// A dish marked sold out is not added to a bill, even from a picker a few seconds old; lines
// already on bills keep it. The superuser (seed, repairs) is not refused.
onRecordCreateRequest((e) => {
  let item = null
  try {
    if (!e.hasSuperuserAuth()) item = e.app.findRecordById('items', e.record.getString('item'))
  } catch {
    // no such item: the relation's own validation answers
  }
  if (item && !item.getBool('available')) {
    throw new BadRequestError('This item is sold out.', { item: new ValidationError('item_sold_out', 'This item is sold out.') })
  }
  e.next()
}, 'order_items')

onRecordUpdateRequest((e) => {
  const more = e.record.getInt('quantity') > e.record.original().getInt('quantity')
  let item = null
  try {
    if (more && !e.hasSuperuserAuth()) item = e.app.findRecordById('items', e.record.getString('item'))
  } catch {
    // no such item: the relation's own validation answers
  }
  if (item && !item.getBool('available')) {
    throw new BadRequestError('This item is sold out.', { quantity: new ValidationError('item_sold_out', 'This item is sold out.') })
  }
  e.next()
}, 'order_items')

// A line keeps the VAT rate it was sold at, like its price (pb_migrations 1763702100): the item's
// own rate, else the restaurant's default, else DEFAULT_VAT (10 %). Set on every create, the
// superuser's too, so the receipt of any line knows its rate.
onRecordCreate((e) => {
  const { DEFAULT_VAT } = require(`${__hooks}/shared-rules.js`)
  const item = e.app.findRecordById('items', e.record.getString('item'))
  const restaurant = e.app.findRecordById('restaurants', item.getString('restaurant'))
  e.record.set('vat', item.getString('vat') || restaurant.getString('default_vat') || DEFAULT_VAT)
  e.next()
}, 'order_items')

// A restaurant's department map (pb_migrations 1763702100) is read by the fiscal receipts: it must
// say, for a known rate, a department 1–99 no other rate uses. The form checks it too; this keeps
// any other client from saving a map the printer would refuse.
onRecordUpdateRequest((e) => {
  const map = JSON.parse(e.record.getString('fiscal_departments') || 'null')
  if (map !== null && !require(`${__hooks}/vat-lib.js`).isDepartmentMap(map)) {
    const message = 'Each VAT rate needs its own printer department, a whole number from 1 to 99.'
    throw new BadRequestError(message, { fiscal_departments: new ValidationError('fiscal_departments_invalid', message) })
  }
  e.next()
}, 'restaurants')
