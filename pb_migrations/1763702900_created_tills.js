/// <reference path="../pb_data/types.d.ts" />
// The devices a manager has enrolled as the restaurant's fiscal till (issue 34, break 4). Before,
// a till was any name a page made up, so any waiter could take the queue, report a documento
// "printed" that never was, or fail one the real till was printing. Now the queue routes take a
// till's id and its secret, shown once to the device that enrolled (pb_hooks/tills-lib.js); only a
// hash is kept. Managers see their tills (name, when last seen) and can revoke one; only the
// routes write.
migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  const users = app.findCollectionByNameOrId('users')
  const managers =
    "@request.auth.status = 'active' && @request.auth.company = restaurant.company && " +
    "(@request.auth.role = 'admin' || @request.auth.role = 'manager')"
  app.save(new Collection({
    type: 'base',
    name: 'tills',
    listRule: managers,
    viewRule: managers,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    fields: [
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: true },
      { type: 'text', name: 'name', required: true, min: 1, max: 40 },
      { type: 'text', name: 'secret_hash', required: true, max: 64, hidden: true },
      { type: 'relation', name: 'enrolled_by', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
      { type: 'date', name: 'last_seen' },
      { type: 'date', name: 'revoked_at' },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
    indexes: ['CREATE INDEX idx_tills_restaurant ON tills (restaurant)'],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('tills'))
})
