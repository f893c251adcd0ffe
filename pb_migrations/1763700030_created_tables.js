/// <reference path="../pb_data/types.d.ts" />
// Diners never read tables directly: they read the table_status view by id.
migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  const users = app.findCollectionByNameOrId('users')
  const staff =
    "@request.auth.status = 'active' && @request.auth.company = restaurant.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = restaurant)"
  const manager = `${staff} && (@request.auth.role = 'admin' || @request.auth.role = 'manager')`
  // the assigned waiter is a member of the same company (waiter calls are pushed to them)
  const ownWaiter =
    "(@request.body.waiter:isset = false || @request.body.waiter = '' || @request.body.waiter.company = @request.auth.company)"

  app.save(new Collection({
    type: 'base',
    name: 'tables',
    listRule: staff,
    viewRule: staff,
    createRule: `${manager} && @request.body.restaurant.company = @request.auth.company && ${ownWaiter}`,
    updateRule: `${manager} && (@request.body.restaurant:isset = false || @request.body.restaurant = restaurant) && ${ownWaiter}`,
    deleteRule: manager,
    fields: [
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: true },
      { type: 'text', name: 'name', required: true, max: 40 },
      { type: 'text', name: 'section', max: 60 },
      { type: 'number', name: 'seats', min: 0, max: 500, onlyInt: true },
      { type: 'text', name: 'currency', required: true, pattern: '^[A-Z]{3}$' },
      { type: 'relation', name: 'waiter', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
    indexes: [
      'CREATE INDEX idx_tables_restaurant ON tables (restaurant, section)',
      'CREATE UNIQUE INDEX idx_tables_restaurant_name ON tables (restaurant, name)',
    ],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('tables'))
})
