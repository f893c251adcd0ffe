/// <reference path="../pb_data/types.d.ts" />
// table_status and order_items_status computed an order's payment state by joining the
// order_payments_status view. Behind PocketBase's own query (SELECT DISTINCT … LEFT JOIN
// restaurants for the API rule) SQLite cannot flatten a view joined inside a view, so it
// materialised order_payments_status for every order ever taken on each diner poll: ~4 ms at 250
// orders, growing with history. The same sums are now correlated subqueries on the one order
// at hand, which SQLite answers from the indexes whatever the history (docs/decisions/003).
migrate((app) => {
  const now = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')"
  const total = (order) => `COALESCE((SELECT SUM(oi2.quantity * oi2.unit_price) FROM order_items oi2 WHERE oi2.\`order\` = ${order}), 0)`
  const paid = (order) =>
    `COALESCE((SELECT SUM(tr.base_amount) FROM transactions tr WHERE tr.\`order\` = ${order} ` +
    "AND tr.status IN ('completed', 'partially_refunded')), 0)"
  const liveClaim = (order) =>
    `EXISTS (SELECT 1 FROM transactions tc WHERE tc.\`order\` = ${order} AND tc.status = 'pending' AND tc.claim_expires_at > ${now})`
  const billPaid = (order) => `(${total(order)} > 0 AND ${paid(order)} >= ${total(order)})`
  const paidByItems =
    'COALESCE((SELECT SUM(ti.quantity) FROM transaction_items ti JOIN transactions tr ON tr.id = ti.`transaction` ' +
    "WHERE ti.order_item = oi.id AND tr.status IN ('completed', 'partially_refunded')), 0)"

  const tableStatus = app.findCollectionByNameOrId('table_status')
  tableStatus.viewQuery = `
    SELECT
      t.id AS id,
      t.restaurant AS restaurant,
      t.name AS name,
      t.section AS section,
      t.currency AS currency,
      t.waiter AS waiter,
      o.id AS order_id,
      o.number AS order_number,
      o.waiter AS order_waiter,
      CAST(COALESCE(o.guests, 0) AS INTEGER) AS order_guests,
      o.created AS opened_at,
      CAST(CASE WHEN o.id IS NULL THEN 0 ELSE ${total('o.id')} END AS INTEGER) AS total_amount,
      CAST(CASE WHEN o.id IS NULL THEN 0 ELSE ${paid('o.id')} END AS INTEGER) AS paid_amount,
      CAST(CASE
        WHEN o.id IS NULL THEN 'free'
        WHEN ${billPaid('o.id')} THEN 'paid'
        WHEN ${paid('o.id')} > 0 OR ${liveClaim('o.id')} THEN 'paying'
        ELSE 'occupied'
      END AS TEXT) AS status
    FROM tables t
    LEFT JOIN orders o ON o.\`table\` = t.id AND o.closed_at = ''`
  app.save(tableStatus)

  const itemsStatus = app.findCollectionByNameOrId('order_items_status')
  itemsStatus.viewQuery = `
    SELECT
      oi.id AS id,
      oi.\`order\` AS \`order\`,
      oi.item AS item,
      oi.unit_price AS price,
      oi.quantity AS total_quantity,
      CAST(CASE
        WHEN ${billPaid('oi.`order`')} THEN oi.quantity
        ELSE MIN(oi.quantity, ${paidByItems})
      END AS INTEGER) AS paid_quantity,
      oi.created AS created
    FROM order_items oi`
  app.save(itemsStatus)
}, (app) => {
  const tableStatus = app.findCollectionByNameOrId('table_status')
  tableStatus.viewQuery = `
    SELECT
      t.id AS id, t.restaurant AS restaurant, t.name AS name, t.section AS section,
      t.currency AS currency, t.waiter AS waiter, o.id AS order_id, o.number AS order_number,
      o.waiter AS order_waiter, CAST(COALESCE(o.guests, 0) AS INTEGER) AS order_guests,
      o.created AS opened_at,
      CAST(COALESCE(ops.total_amount, 0) AS INTEGER) AS total_amount,
      CAST(COALESCE(ops.paid_amount, 0) AS INTEGER) AS paid_amount,
      CAST(CASE WHEN o.id IS NULL THEN 'free' WHEN ops.status = 'paid' THEN 'paid'
        WHEN ops.status = 'paying' THEN 'paying' ELSE 'occupied' END AS TEXT) AS status
    FROM tables t
    LEFT JOIN orders o ON o.\`table\` = t.id AND o.closed_at = ''
    LEFT JOIN order_payments_status ops ON ops.id = o.id`
  app.save(tableStatus)
  const paidByItems =
    'COALESCE((SELECT SUM(ti.quantity) FROM transaction_items ti JOIN transactions tr ON tr.id = ti.`transaction` ' +
    "WHERE ti.order_item = oi.id AND tr.status IN ('completed', 'partially_refunded')), 0)"
  const itemsStatus = app.findCollectionByNameOrId('order_items_status')
  itemsStatus.viewQuery = `
    SELECT oi.id AS id, oi.\`order\` AS \`order\`, oi.item AS item, oi.unit_price AS price,
      oi.quantity AS total_quantity,
      CAST(CASE WHEN ops.status = 'paid' THEN oi.quantity ELSE MIN(oi.quantity, ${paidByItems}) END AS INTEGER) AS paid_quantity,
      oi.created AS created
    FROM order_items oi
    LEFT JOIN order_payments_status ops ON ops.id = oi.\`order\``
  app.save(itemsStatus)
})
