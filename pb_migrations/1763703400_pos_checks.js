/// <reference path="../pb_data/types.d.ts" />
/* global JSONField */
// Checks in from the restaurant's POS (issue 39, docs/decisions/044). A POS check is an order that
// remembers the POS's check id and a version the POS writes against (If-Match), its lines the POS's
// line ids, and the catalogue items they point to the POS's product ids. The POS owns such a check:
// staff change its lines in the POS, never in Conto (the rules below), so the version only moves
// when the POS writes. The outbox also tells of a check paid in full and a check closed.
migrate((app) => {
  // the shared rules POS_REF_PATTERN, POS_WAITER_NAME_MAX, POS_EVENT_TYPES (src/domain/shared-rules.ts;
  // a migration cannot require them: tests/integration/schema-rules.test.ts)
  const POS_REF = '^[A-Za-z0-9_.:/-]{1,100}$'
  const POS_EVENT_TYPES = ['payment.completed', 'payment.certified', 'payment.refunded', 'payment.voided', 'check.paid', 'check.closed']

  const orders = app.findCollectionByNameOrId('orders')
  orders.fields.add(new TextField({ name: 'pos_check', max: 100, pattern: POS_REF }))
  orders.fields.add(new NumberField({ name: 'pos_version', onlyInt: true, min: 0 }))
  orders.fields.add(new TextField({ name: 'pos_waiter', max: 60 }))
  orders.addIndex('idx_orders_pos_check', true, 'restaurant, pos_check', "pos_check != ''")
  // staff neither make an order a POS check nor change what the POS wrote
  const posUntouched = '@request.body.pos_check:isset = false && @request.body.pos_version:isset = false && @request.body.pos_waiter:isset = false'
  orders.createRule = `${orders.createRule} && ${posUntouched}`
  orders.updateRule = `${orders.updateRule} && ${posUntouched}`
  app.save(orders)

  const lines = app.findCollectionByNameOrId('order_items')
  lines.fields.add(new TextField({ name: 'pos_line', max: 100, pattern: POS_REF }))
  lines.addIndex('idx_order_items_pos_line', true, '`order`, pos_line', "pos_line != ''")
  lines.createRule = `${lines.createRule} && @request.body.order.pos_check = '' && @request.body.pos_line:isset = false`
  lines.updateRule = `${lines.updateRule} && order.pos_check = '' && @request.body.pos_line:isset = false`
  lines.deleteRule = `${lines.deleteRule} && order.pos_check = ''`
  app.save(lines)

  const items = app.findCollectionByNameOrId('items')
  items.fields.add(new TextField({ name: 'pos_product', max: 100, pattern: POS_REF }))
  items.addIndex('idx_items_pos_product', true, 'restaurant, pos_product', "pos_product != ''")
  items.createRule = `${items.createRule} && @request.body.pos_product:isset = false`
  items.updateRule = `${items.updateRule} && pos_product = '' && @request.body.pos_product:isset = false`
  app.save(items)

  const events = app.findCollectionByNameOrId('pos_events')
  events.fields.getByName('type').values = POS_EVENT_TYPES
  app.save(events)

  // who certifies the restaurant's payments: Conto's Cassa (empty, 'conto') or the POS ('pos'),
  // which then gets the means of each payment and prints the documento itself
  const restaurants = app.findCollectionByNameOrId('restaurants')
  restaurants.fields.add(new SelectField({ name: 'fiscal_by', maxSelect: 1, values: ['conto', 'pos'] }))
  app.save(restaurants)

  // a try in flight: "send again" (a waiter's retry too) waits for it instead of sending twice at once
  const deliveries = app.findCollectionByNameOrId('pos_deliveries')
  deliveries.fields.add(new DateField({ name: 'leased_until' }))
  // a till that takes the payment later says so by its own webhook (Lightspeed's payment outcome)
  deliveries.fields.add(new DateField({ name: 'settled_at' }))
  app.save(deliveries)

  // an endpoint is a signed webhook, or a till Conto posts to itself (Lightspeed K-Series: the
  // API's base URL, its access token as the secret, the location and webhook ids in config, and
  // the hash of the token Lightspeed's outcome webhooks come back with)
  const endpoints = app.findCollectionByNameOrId('pos_endpoints')
  endpoints.fields.add(new SelectField({ name: 'kind', maxSelect: 1, values: ['webhook', 'lightspeed'] }))
  endpoints.fields.add(new JSONField({ name: 'config', maxSize: 2000 }))
  endpoints.fields.add(new TextField({ name: 'inbound_hash', max: 64, hidden: true }))
  endpoints.fields.getByName('secret').max = 4000
  app.save(endpoints)
}, (app) => {
  // the rules lose exactly what the migration added to them
  const unadd = (rule) => rule.replace(/ && (@request\.body\.pos_|@request\.body\.order\.pos_check|order\.pos_check|pos_product = '').*$/, '')
  const drop = (name, fields, index) => {
    const collection = app.findCollectionByNameOrId(name)
    collection.removeIndex(index)
    for (const field of fields) collection.fields.removeByName(field)
    for (const verb of ['createRule', 'updateRule', 'deleteRule']) if (collection[verb]) collection[verb] = unadd(collection[verb])
    app.save(collection)
  }
  drop('orders', ['pos_check', 'pos_version', 'pos_waiter'], 'idx_orders_pos_check')
  drop('order_items', ['pos_line'], 'idx_order_items_pos_line')
  drop('items', ['pos_product'], 'idx_items_pos_product')
  const events = app.findCollectionByNameOrId('pos_events')
  events.fields.getByName('type').values = ['payment.completed', 'payment.refunded', 'payment.voided']
  app.save(events)
  const deliveries = app.findCollectionByNameOrId('pos_deliveries')
  deliveries.fields.removeByName('leased_until')
  deliveries.fields.removeByName('settled_at')
  app.save(deliveries)
  const endpoints = app.findCollectionByNameOrId('pos_endpoints')
  for (const field of ['kind', 'config', 'inbound_hash']) endpoints.fields.removeByName(field)
  endpoints.fields.getByName('secret').max = 100
  app.save(endpoints)
  const restaurants = app.findCollectionByNameOrId('restaurants')
  restaurants.fields.removeByName('fiscal_by')
  app.save(restaurants)
})
