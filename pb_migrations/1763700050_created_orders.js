/// <reference path="../pb_data/types.d.ts" />
// An order is open until staff close it (closed_at set); at most one open order per table.
// Its payment state (pending / paying / paid) is derived in order_payments_status.
migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  const tables = app.findCollectionByNameOrId('tables')
  const users = app.findCollectionByNameOrId('users')
  const staff =
    "@request.auth.status = 'active' && @request.auth.company = restaurant.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = restaurant)"
  const newOrderStaff =
    "@request.auth.status = 'active' && @request.body.restaurant.company = @request.auth.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = @request.body.restaurant) && " +
    '@request.body.table.restaurant = @request.body.restaurant'
  const fixed = ['restaurant', 'table', 'number']
    .map((field) => `(@request.body.${field}:isset = false || @request.body.${field} = ${field})`)
    .join(' && ')
  // the assigned waiter is a member of the same company (waiter calls are pushed to them)
  const ownWaiter =
    "(@request.body.waiter:isset = false || @request.body.waiter = '' || @request.body.waiter.company = @request.auth.company)"

  app.save(new Collection({
    type: 'base',
    name: 'orders',
    listRule: staff,
    viewRule: staff,
    createRule: `${newOrderStaff} && ${ownWaiter}`,
    updateRule: `${staff} && ${fixed} && ${ownWaiter}`,
    deleteRule: `${staff} && (@request.auth.role = 'admin' || @request.auth.role = 'manager')`,
    fields: [
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: true },
      { type: 'relation', name: 'table', required: true, collectionId: tables.id, maxSelect: 1, cascadeDelete: false },
      { type: 'number', name: 'number', min: 1, onlyInt: true },
      { type: 'relation', name: 'waiter', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
      { type: 'number', name: 'guests', required: true, min: 1, max: 500, onlyInt: true },
      { type: 'date', name: 'closed_at' },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_orders_open_table ON orders (`table`) WHERE closed_at = ''",
      'CREATE INDEX idx_orders_table ON orders (`table`, created)',
      'CREATE INDEX idx_orders_restaurant_created ON orders (restaurant, created)',
      'CREATE UNIQUE INDEX idx_orders_restaurant_number ON orders (restaurant, number) WHERE number > 0',
    ],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('orders'))
})
