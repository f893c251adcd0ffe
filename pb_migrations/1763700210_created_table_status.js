/// <reference path="../pb_data/types.d.ts" />
// Derived state of a table, id = table id: its open order (order_id, order_guests, amounts)
// and status free / occupied / paying / paid. Diners read one by id; staff list their own.
migrate((app) => {
  const staff =
    "@request.auth.status = 'active' && @request.auth.company = restaurant.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = restaurant)"

  app.save(new Collection({
    type: 'view',
    name: 'table_status',
    listRule: staff,
    viewRule: `restaurant.active = true || (${staff})`,
    viewQuery: `
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
        CAST(COALESCE(ops.total_amount, 0) AS INTEGER) AS total_amount,
        CAST(COALESCE(ops.paid_amount, 0) AS INTEGER) AS paid_amount,
        CAST(CASE
          WHEN o.id IS NULL THEN 'free'
          WHEN ops.status = 'paid' THEN 'paid'
          WHEN ops.status = 'paying' THEN 'paying'
          ELSE 'occupied'
        END AS TEXT) AS status
      FROM tables t
      LEFT JOIN orders o ON o.\`table\` = t.id AND o.closed_at = ''
      LEFT JOIN order_payments_status ops ON ops.id = o.id`,
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('table_status'))
})
