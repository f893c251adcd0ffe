/// <reference path="../pb_data/types.d.ts" />
// Lines of an order. unit_price is a snapshot of the menu price when the line was added, in
// minor units, so later menu changes never change a bill. Lines change only on open orders.
migrate((app) => {
  const orders = app.findCollectionByNameOrId('orders')
  const items = app.findCollectionByNameOrId('items')
  const staff =
    "@request.auth.status = 'active' && @request.auth.company = order.restaurant.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = order.restaurant)"
  const staffOfNewLine =
    "@request.auth.status = 'active' && @request.body.order.restaurant.company = @request.auth.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = @request.body.order.restaurant) && " +
    "@request.body.order.closed_at = '' && @request.body.item.restaurant = @request.body.order.restaurant && " +
    // the price is the menu price at the time; nobody types a price into a bill
    '@request.body.unit_price = @request.body.item.price'

  app.save(new Collection({
    type: 'base',
    name: 'order_items',
    listRule: staff,
    viewRule: staff,
    createRule: staffOfNewLine,
    updateRule:
      `${staff} && order.closed_at = '' && ` +
      '(@request.body.order:isset = false || @request.body.order = order) && ' +
      '(@request.body.item:isset = false || @request.body.item = item) && ' +
      '(@request.body.unit_price:isset = false || @request.body.unit_price = unit_price)',
    deleteRule: `${staff} && order.closed_at = ''`,
    fields: [
      { type: 'relation', name: 'order', required: true, collectionId: orders.id, maxSelect: 1, cascadeDelete: true },
      { type: 'relation', name: 'item', required: true, collectionId: items.id, maxSelect: 1, cascadeDelete: false },
      { type: 'number', name: 'quantity', required: true, min: 1, max: 1000, onlyInt: true },
      { type: 'number', name: 'unit_price', min: 0, max: 100000000, onlyInt: true },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
    indexes: ['CREATE INDEX idx_order_items_order ON order_items (`order`)'],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('order_items'))
})
