/// <reference path="../pb_data/types.d.ts" />
// Every way of paying goes through one ledger (docs/decisions/019-one-ledger.md):
// - transactions say how they were paid (`channel`), who recorded one taken outside the QR flow,
//   may be `voided` (a recorded payment cancelled: it stops counting, the record stays) and hold
//   what refunds in flight have reserved (`refund_reserved`);
// - a payment's record of what it covers is never deleted with a line or an order;
// - orders keep why and by whom they were closed;
// - `order_events` logs every correction (voids, comps, closes with a balance, voided payments).
// closing goes through POST /api/conto/orders/{id}/close, which asks why when a balance is left
const CLOSE_FIELDS = ['closed_at', 'closed_reason', 'close_note', 'closed_by']

migrate((app) => {
  const users = app.findCollectionByNameOrId('users')
  const orders = app.findCollectionByNameOrId('orders')
  const restaurants = app.findCollectionByNameOrId('restaurants')
  const orderItems = app.findCollectionByNameOrId('order_items')
  const items = app.findCollectionByNameOrId('items')

  const transactions = app.findCollectionByNameOrId('transactions')
  transactions.fields.getByName('status').values = ['pending', 'completed', 'failed', 'refunded', 'partially_refunded', 'voided']
  transactions.fields.getByName('split_mode').values = ['full', 'equal', 'items', 'amount']
  transactions.fields.add(new SelectField({ name: 'channel', maxSelect: 1, values: ['qr', 'cash', 'terminal', 'other'] }))
  transactions.fields.add(new RelationField({ name: 'recorded_by', collectionId: users.id, maxSelect: 1, cascadeDelete: false }))
  transactions.fields.add(new TextField({ name: 'note', max: 200 }))
  transactions.fields.add(new NumberField({ name: 'refund_reserved', min: 0, max: 100000000, onlyInt: true }))
  transactions.addIndex('idx_transactions_restaurant_paid', false, 'restaurant, paid_at', '')
  app.save(transactions)
  app.db().newQuery("UPDATE transactions SET channel = 'qr' WHERE channel = ''").execute()

  const transactionItems = app.findCollectionByNameOrId('transaction_items')
  transactionItems.fields.getByName('transaction').cascadeDelete = false
  transactionItems.fields.getByName('order_item').cascadeDelete = false
  app.save(transactionItems)

  orders.fields.add(new SelectField({ name: 'closed_reason', maxSelect: 1, values: ['paid', 'walkout', 'comp', 'paid_elsewhere', 'other'] }))
  orders.fields.add(new TextField({ name: 'close_note', max: 200 }))
  orders.fields.add(new RelationField({ name: 'closed_by', collectionId: users.id, maxSelect: 1, cascadeDelete: false }))
  // when, why and by whom an order closed is written by the close route only
  orders.updateRule = `${orders.updateRule} && ${CLOSE_FIELDS.map((field) => `@request.body.${field}:isset = false`).join(' && ')}`
  app.save(orders)

  const staff =
    "@request.auth.status = 'active' && @request.auth.company = restaurant.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = restaurant)"
  app.save(new Collection({
    type: 'base',
    name: 'order_events',
    listRule: staff,
    viewRule: staff,
    // written only by the ledger routes (pb_hooks/ledger.pb.js)
    createRule: null,
    updateRule: null,
    deleteRule: null,
    fields: [
      { type: 'relation', name: 'order', required: true, collectionId: orders.id, maxSelect: 1, cascadeDelete: false },
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: false },
      { type: 'relation', name: 'order_item', collectionId: orderItems.id, maxSelect: 1, cascadeDelete: false },
      // the menu item of a voided line: the line itself is gone once every unit is voided
      { type: 'relation', name: 'item', collectionId: items.id, maxSelect: 1, cascadeDelete: false },
      { type: 'relation', name: 'transaction', collectionId: transactions.id, maxSelect: 1, cascadeDelete: false },
      { type: 'select', name: 'action', required: true, maxSelect: 1, values: ['void', 'comp', 'close', 'payment_voided'] },
      { type: 'number', name: 'quantity', min: 0, max: 1000, onlyInt: true },
      { type: 'number', name: 'amount', min: 0, max: 100000000, onlyInt: true },
      { type: 'text', name: 'reason', max: 200 },
      { type: 'relation', name: 'by', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
    ],
    indexes: [
      'CREATE INDEX idx_order_events_order ON order_events (`order`, created)',
      'CREATE INDEX idx_order_events_restaurant_created ON order_events (restaurant, created)',
    ],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('order_events'))

  const orders = app.findCollectionByNameOrId('orders')
  orders.updateRule = orders.updateRule.replace(` && ${CLOSE_FIELDS.map((field) => `@request.body.${field}:isset = false`).join(' && ')}`, '')
  for (const name of CLOSE_FIELDS) orders.fields.removeByName(name)
  app.save(orders)

  const transactionItems = app.findCollectionByNameOrId('transaction_items')
  transactionItems.fields.getByName('transaction').cascadeDelete = true
  transactionItems.fields.getByName('order_item').cascadeDelete = true
  app.save(transactionItems)

  const transactions = app.findCollectionByNameOrId('transactions')
  app.db().newQuery("UPDATE transactions SET status = 'failed' WHERE status = 'voided'").execute()
  app.db().newQuery("UPDATE transactions SET split_mode = 'full' WHERE split_mode = 'amount'").execute()
  transactions.removeIndex('idx_transactions_restaurant_paid')
  for (const name of ['channel', 'recorded_by', 'note', 'refund_reserved']) transactions.fields.removeByName(name)
  transactions.fields.getByName('status').values = ['pending', 'completed', 'failed', 'refunded', 'partially_refunded']
  transactions.fields.getByName('split_mode').values = ['full', 'equal', 'items']
  app.save(transactions)
})
