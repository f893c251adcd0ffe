/// <reference path="../pb_data/types.d.ts" />
// Which order lines, and how many of each, a by-items payment covers. Server-written.
migrate((app) => {
  const transactions = app.findCollectionByNameOrId('transactions')
  const orderItems = app.findCollectionByNameOrId('order_items')
  const staff =
    "@request.auth.status = 'active' && @request.auth.company = transaction.restaurant.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = transaction.restaurant)"

  app.save(new Collection({
    type: 'base',
    name: 'transaction_items',
    listRule: staff,
    viewRule: staff,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    fields: [
      { type: 'relation', name: 'transaction', required: true, collectionId: transactions.id, maxSelect: 1, cascadeDelete: true },
      { type: 'relation', name: 'order_item', required: true, collectionId: orderItems.id, maxSelect: 1, cascadeDelete: true },
      { type: 'number', name: 'quantity', required: true, min: 1, max: 1000, onlyInt: true },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
    ],
    indexes: [
      'CREATE INDEX idx_transaction_items_transaction ON transaction_items (`transaction`)',
      'CREATE INDEX idx_transaction_items_order_item ON transaction_items (order_item)',
    ],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('transaction_items'))
})
