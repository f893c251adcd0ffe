/// <reference path="../pb_data/types.d.ts" />
// Payments out to a restaurant's POS as signed webhooks (issue 39, docs/decisions/043): the
// endpoints an admin subscribes (each with its signing secret, shown once), the outbox of events
// written in the same database transaction as the ledger write that made them, and one delivery
// per event and endpoint, tried again with backoff for days. Admins of the company read all three
// (never a secret); only the routes write.
migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  const users = app.findCollectionByNameOrId('users')
  const transactions = app.findCollectionByNameOrId('transactions')
  const orders = app.findCollectionByNameOrId('orders')
  const admins = "@request.auth.status = 'active' && @request.auth.company = restaurant.company && @request.auth.role = 'admin'"
  const readOnly = { listRule: admins, viewRule: admins, createRule: null, updateRule: null, deleteRule: null }
  const stamps = [
    { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
    { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
  ]

  const endpoints = new Collection({
    type: 'base',
    name: 'pos_endpoints',
    ...readOnly,
    fields: [
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: true },
      { type: 'url', name: 'url', required: true },
      { type: 'text', name: 'secret', required: true, max: 100, hidden: true },
      { type: 'bool', name: 'active' },
      { type: 'relation', name: 'created_by', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
      ...stamps,
    ],
    indexes: ['CREATE INDEX idx_pos_endpoints_restaurant ON pos_endpoints (restaurant, active)'],
  })
  app.save(endpoints)

  const events = new Collection({
    type: 'base',
    name: 'pos_events',
    ...readOnly,
    fields: [
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: true },
      { type: 'select', name: 'type', required: true, maxSelect: 1, values: ['payment.completed', 'payment.refunded', 'payment.voided'] },
      { type: 'relation', name: 'payment', collectionId: transactions.id, maxSelect: 1, cascadeDelete: false },
      { type: 'relation', name: 'order', collectionId: orders.id, maxSelect: 1, cascadeDelete: false },
      { type: 'json', name: 'payload', maxSize: 200000 },
      ...stamps,
    ],
    indexes: ['CREATE INDEX idx_pos_events_restaurant ON pos_events (restaurant, created)'],
  })
  app.save(events)

  app.save(new Collection({
    type: 'base',
    name: 'pos_deliveries',
    ...readOnly,
    fields: [
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: true },
      { type: 'relation', name: 'event', required: true, collectionId: events.id, maxSelect: 1, cascadeDelete: true },
      { type: 'relation', name: 'endpoint', required: true, collectionId: endpoints.id, maxSelect: 1, cascadeDelete: true },
      { type: 'select', name: 'status', required: true, maxSelect: 1, values: ['pending', 'delivered', 'failed'] },
      { type: 'number', name: 'attempts', onlyInt: true, min: 0 },
      { type: 'date', name: 'next_attempt_at' },
      { type: 'number', name: 'last_status', onlyInt: true, min: 0 },
      { type: 'text', name: 'last_error', max: 500 },
      { type: 'date', name: 'delivered_at' },
      ...stamps,
    ],
    indexes: [
      'CREATE INDEX idx_pos_deliveries_due ON pos_deliveries (status, next_attempt_at)',
      'CREATE INDEX idx_pos_deliveries_restaurant ON pos_deliveries (restaurant, created)',
    ],
  }))
}, (app) => {
  for (const name of ['pos_deliveries', 'pos_events', 'pos_endpoints']) app.delete(app.findCollectionByNameOrId(name))
})
