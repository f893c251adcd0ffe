/// <reference path="../pb_data/types.d.ts" />
// Payments. Written only by the server (checkout functions, webhook, claim route); staff read
// them. A pending transaction with claim_expires_at in the future is a live claim on the bill.
migrate((app) => {
  const orders = app.findCollectionByNameOrId('orders')
  const restaurants = app.findCollectionByNameOrId('restaurants')
  const users = app.findCollectionByNameOrId('users')
  const staff =
    "@request.auth.status = 'active' && @request.auth.company = restaurant.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = restaurant)"
  const money = (name) => ({ type: 'number', name, min: 0, max: 100000000, onlyInt: true })

  app.save(new Collection({
    type: 'base',
    name: 'transactions',
    listRule: staff,
    viewRule: staff,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    fields: [
      { type: 'relation', name: 'order', required: true, collectionId: orders.id, maxSelect: 1, cascadeDelete: false },
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: false },
      { type: 'relation', name: 'waiter', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
      {
        type: 'select',
        name: 'status',
        required: true,
        maxSelect: 1,
        values: ['pending', 'completed', 'failed', 'refunded', 'partially_refunded'],
      },
      { type: 'text', name: 'currency', required: true, pattern: '^[A-Z]{3}$' },
      money('base_amount'),
      money('tip_amount'),
      money('service_fee'),
      money('fee'),
      money('total_amount'),
      money('refund_amount'),
      { type: 'select', name: 'split_mode', required: true, maxSelect: 1, values: ['full', 'equal', 'items'] },
      { type: 'text', name: 'split_group', max: 100 },
      { type: 'number', name: 'split_total_guests', min: 0, max: 500, onlyInt: true },
      { type: 'number', name: 'split_paying_for', min: 0, max: 500, onlyInt: true },
      { type: 'select', name: 'tip_mode', maxSelect: 1, values: ['percent', 'fixed'] },
      { type: 'text', name: 'payment_method', max: 60 },
      { type: 'text', name: 'stripe_session_id', max: 255 },
      { type: 'text', name: 'stripe_payment_intent_id', max: 255 },
      { type: 'text', name: 'stripe_charge_id', max: 255 },
      { type: 'email', name: 'receipt_email' },
      { type: 'date', name: 'claim_expires_at' },
      { type: 'date', name: 'paid_at' },
      // [{action, time}] in the order they happened
      { type: 'json', name: 'logs', maxSize: 200000 },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_transactions_session ON transactions (stripe_session_id) WHERE stripe_session_id != ''",
      'CREATE INDEX idx_transactions_order ON transactions (`order`, status)',
      'CREATE INDEX idx_transactions_restaurant_created ON transactions (restaurant, created)',
      'CREATE INDEX idx_transactions_charge ON transactions (stripe_charge_id)',
    ],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('transactions'))
})
