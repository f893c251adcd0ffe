/// <reference path="../pb_data/types.d.ts" />
// Staff notifications (waiter calls, payments, reviews, refunds). Created by the server; staff
// of the restaurant read them live and mark them read, which is all they may change.
migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  const tables = app.findCollectionByNameOrId('tables')
  const orders = app.findCollectionByNameOrId('orders')
  const transactions = app.findCollectionByNameOrId('transactions')
  const users = app.findCollectionByNameOrId('users')
  const staff =
    "@request.auth.status = 'active' && @request.auth.company = restaurant.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = restaurant)"
  const onlyReadState = ['restaurant', 'type', 'table', 'order', 'transaction', 'message', 'data']
    .map((field) => `@request.body.${field}:isset = false`)
    .join(' && ')

  app.save(new Collection({
    type: 'base',
    name: 'notifications',
    listRule: staff,
    viewRule: staff,
    createRule: null,
    // read_by names who marked it read: oneself, or nobody when marking it unread again
    updateRule: `${staff} && ${onlyReadState} && (@request.body.read_by:isset = false || @request.body.read_by = '' || @request.body.read_by = @request.auth.id)`,
    deleteRule: `${staff} && (@request.auth.role = 'admin' || @request.auth.role = 'manager')`,
    fields: [
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: true },
      {
        type: 'select',
        name: 'type',
        required: true,
        maxSelect: 1,
        values: ['waiter_call', 'payment', 'review', 'refund', 'overpayment'],
      },
      { type: 'relation', name: 'table', collectionId: tables.id, maxSelect: 1, cascadeDelete: false },
      { type: 'relation', name: 'order', collectionId: orders.id, maxSelect: 1, cascadeDelete: false },
      { type: 'relation', name: 'transaction', collectionId: transactions.id, maxSelect: 1, cascadeDelete: false },
      { type: 'text', name: 'message', max: 500 },
      { type: 'json', name: 'data', maxSize: 5000 },
      { type: 'bool', name: 'read' },
      { type: 'relation', name: 'read_by', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
    indexes: [
      'CREATE INDEX idx_notifications_restaurant ON notifications (restaurant, read, created)',
      'CREATE INDEX idx_notifications_table_created ON notifications (`table`, type, created)',
    ],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('notifications'))
})
