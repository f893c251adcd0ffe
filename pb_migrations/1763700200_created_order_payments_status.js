/// <reference path="../pb_data/types.d.ts" />
// Derived payment state of an order, id = order id. Amounts in minor units:
// total = sum of its lines; paid = bill share (base) of completed payments, tips excluded.
// status: paid when the bill is covered, paying when something is paid or a checkout holds a
// live claim, else pending. Single-table select so SQLite can flatten it into table_status.
migrate((app) => {
  const now = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')"
  const total = 'COALESCE((SELECT SUM(oi.quantity * oi.unit_price) FROM order_items oi WHERE oi.`order` = o.id), 0)'
  const paid =
    'COALESCE((SELECT SUM(tr.base_amount) FROM transactions tr WHERE tr.`order` = o.id ' +
    "AND tr.status IN ('completed', 'partially_refunded')), 0)"
  const liveClaim =
    'EXISTS (SELECT 1 FROM transactions tc WHERE tc.`order` = o.id ' +
    `AND tc.status = 'pending' AND tc.claim_expires_at > ${now})`
  const staff =
    "@request.auth.status = 'active' && @request.auth.company = restaurant.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = restaurant)"

  app.save(new Collection({
    type: 'view',
    name: 'order_payments_status',
    listRule: staff,
    viewRule: `restaurant.active = true || (${staff})`,
    viewQuery: `
      SELECT
        o.id AS id,
        o.restaurant AS restaurant,
        o.\`table\` AS \`table\`,
        CAST(${total} AS INTEGER) AS total_amount,
        CAST(${paid} AS INTEGER) AS paid_amount,
        CAST(CASE
          WHEN ${total} > 0 AND ${paid} >= ${total} THEN 'paid'
          WHEN ${paid} > 0 OR ${liveClaim} THEN 'paying'
          ELSE 'pending'
        END AS TEXT) AS status
      FROM orders o`,
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('order_payments_status'))
})
