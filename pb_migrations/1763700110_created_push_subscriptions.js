/// <reference path="../pb_data/types.d.ts" />
// One Web Push subscription per staff device. Each person manages only their own.
migrate((app) => {
  const users = app.findCollectionByNameOrId('users')
  const restaurants = app.findCollectionByNameOrId('restaurants')
  const own = "@request.auth.id != '' && user = @request.auth.id"

  app.save(new Collection({
    type: 'base',
    name: 'push_subscriptions',
    listRule: own,
    viewRule: own,
    createRule:
      "@request.auth.status = 'active' && @request.body.user = @request.auth.id && " +
      '@request.body.restaurant.company = @request.auth.company && ' +
      "(@request.auth.role != 'waiter' || @request.auth.restaurant = @request.body.restaurant)",
    updateRule: null,
    deleteRule: own,
    fields: [
      { type: 'relation', name: 'user', required: true, collectionId: users.id, maxSelect: 1, cascadeDelete: true },
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: true },
      { type: 'url', name: 'endpoint', required: true },
      { type: 'text', name: 'p256dh', required: true, max: 200 },
      { type: 'text', name: 'auth', required: true, max: 100 },
      { type: 'text', name: 'user_agent', max: 300 },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
    ],
    indexes: [
      'CREATE UNIQUE INDEX idx_push_subscriptions_endpoint ON push_subscriptions (endpoint)',
      'CREATE INDEX idx_push_subscriptions_restaurant ON push_subscriptions (restaurant)',
      'CREATE INDEX idx_push_subscriptions_user ON push_subscriptions (user)',
    ],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('push_subscriptions'))
})
