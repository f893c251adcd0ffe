/// <reference path="../pb_data/types.d.ts" />
// Per order line: price, total_quantity and paid_quantity. Lines count as paid through
// by-items payments, and all of them once the whole bill is covered (pay-full or equal shares).
// Diners list one order's lines by naming it in the `order` query parameter as well as the filter.
migrate((app) => {
  const paidByItems =
    'COALESCE((SELECT SUM(ti.quantity) FROM transaction_items ti JOIN transactions tr ON tr.id = ti.`transaction` ' +
    "WHERE ti.order_item = oi.id AND tr.status IN ('completed', 'partially_refunded')), 0)"
  const staff =
    "@request.auth.status = 'active' && @request.auth.company = order.restaurant.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = order.restaurant)"
  const oneActiveOrder = "@request.query.order != '' && order = @request.query.order && order.restaurant.active = true"

  app.save(new Collection({
    type: 'view',
    name: 'order_items_status',
    listRule: `(${oneActiveOrder}) || (${staff})`,
    viewRule: `order.restaurant.active = true || (${staff})`,
    viewQuery: `
      SELECT
        oi.id AS id,
        oi.\`order\` AS \`order\`,
        oi.item AS item,
        oi.unit_price AS price,
        oi.quantity AS total_quantity,
        CAST(CASE
          WHEN ops.status = 'paid' THEN oi.quantity
          ELSE MIN(oi.quantity, ${paidByItems})
        END AS INTEGER) AS paid_quantity,
        oi.created AS created
      FROM order_items oi
      LEFT JOIN order_payments_status ops ON ops.id = oi.\`order\``,
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('order_items_status'))
})
