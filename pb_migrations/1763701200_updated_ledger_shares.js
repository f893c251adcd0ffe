/// <reference path="../pb_data/types.d.ts" />
// The bill as a live ledger (docs/decisions/018-live-ledger.md):
// - transaction_items says what each row covers in money (`amount`) and may cover shares of one
//   unit (`shares` of `share_of`, quantity 0) instead of whole units;
// - the anonymous status views carry what live claims hold, without saying who holds it, so the
//   rest of the table sees "being paid" and left to pay = total − paid − held.
migrate((app) => {
  const items = app.findCollectionByNameOrId('transaction_items')
  items.fields.add(new NumberField({ name: 'amount', min: 0, max: 100000000, onlyInt: true }))
  items.fields.add(new NumberField({ name: 'shares', min: 0, max: 11, onlyInt: true }))
  items.fields.add(new NumberField({ name: 'share_of', min: 0, max: 12, onlyInt: true }))
  // a row of shares covers no whole unit
  items.fields.getByName('quantity').required = false
  items.fields.getByName('quantity').min = 0
  app.save(items)
  app
    .db()
    .newQuery('UPDATE transaction_items SET amount = quantity * (SELECT unit_price FROM order_items WHERE id = order_item)')
    .execute()

  saveStatusViews(app, true)
}, (app) => {
  saveStatusViews(app, false)
  const items = app.findCollectionByNameOrId('transaction_items')
  items.fields.removeByName('amount')
  items.fields.removeByName('shares')
  items.fields.removeByName('share_of')
  items.fields.getByName('quantity').required = true
  items.fields.getByName('quantity').min = 1
  app.save(items)
})

/** The three status views, with (`ledger`) or without what live claims hold and shares of one unit. */
function saveStatusViews(app, ledger) {
  const now = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')"
  const isPaid = "tr.status IN ('completed', 'partially_refunded')"
  const live = `(tr.status = 'pending' AND tr.claim_expires_at > ${now})`
  const total = (order) => `COALESCE((SELECT SUM(oi2.quantity * oi2.unit_price) FROM order_items oi2 WHERE oi2.\`order\` = ${order}), 0)`
  const paid = (order) => `COALESCE((SELECT SUM(tr.base_amount) FROM transactions tr WHERE tr.\`order\` = ${order} AND ${isPaid}), 0)`
  const held = (order) => `COALESCE((SELECT SUM(tr.base_amount) FROM transactions tr WHERE tr.\`order\` = ${order} AND ${live}), 0)`
  // paid first: most polled orders have nothing paid, and then the two sums of the lines are skipped
  const billPaid = (order) => `(${paid(order)} > 0 AND ${paid(order)} >= ${total(order)} AND ${total(order)} > 0)`
  // Each correlated subquery below is an indexed lookup for every line of every diner's poll, so
  // a line costs two of them (docs/bench/018-live-ledger.md): what payments paid of it, and the live ledger.
  const lineRows = (aggregate, which) =>
    `(SELECT ${aggregate} FROM transaction_items ti JOIN transactions tr ON tr.id = ti.\`transaction\` ` +
    `WHERE ti.order_item = oi.id AND ${which})`
  // a line is shared one way: every counted row of shares has the same share_of, so the units paid
  // in shares are Σ shares / share_of (whole-unit rows have shares 0, share rows quantity 0)
  const linePaid = lineRows('COALESCE(SUM(ti.quantity), 0) + COALESCE(SUM(ti.shares) / MAX(NULLIF(ti.share_of, 0)), 0)', isPaid)
  // what live claims hold and how the line is shared, in one JSON value read by src/domain/bill-ledger.ts
  const lineLedger = lineRows(
    "json_object('held', COALESCE(SUM(CASE WHEN tr.status = 'pending' THEN ti.quantity END), 0), " +
      "'of', COALESCE(MAX(NULLIF(ti.share_of, 0)), 0), " +
      "'paidShares', COALESCE(SUM(CASE WHEN tr.status != 'pending' THEN ti.shares END), 0), " +
      "'heldShares', COALESCE(SUM(CASE WHEN tr.status = 'pending' THEN ti.shares END), 0))",
    `(${isPaid} OR ${live})`,
  )
  const liveClaim = (order) =>
    `EXISTS (SELECT 1 FROM transactions tr WHERE tr.\`order\` = ${order} AND ${live})`

  const payments = app.findCollectionByNameOrId('order_payments_status')
  payments.viewQuery = `
    SELECT
      o.id AS id,
      o.restaurant AS restaurant,
      o.\`table\` AS \`table\`,
      CAST(${total('o.id')} AS INTEGER) AS total_amount,
      CAST(${paid('o.id')} AS INTEGER) AS paid_amount,
      ${ledger ? `CAST(${held('o.id')} AS INTEGER) AS held_amount,` : ''}
      CAST(CASE
        WHEN ${billPaid('o.id')} THEN 'paid'
        WHEN ${paid('o.id')} > 0 OR ${liveClaim('o.id')} THEN 'paying'
        ELSE 'pending'
      END AS TEXT) AS status
    FROM orders o`
  app.save(payments)

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
      ${ledger ? `CAST(CASE WHEN o.id IS NULL THEN 0 ELSE ${held('o.id')} END AS INTEGER) AS held_amount,` : ''}
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
        ELSE MIN(oi.quantity, ${ledger ? linePaid : `COALESCE(${lineRows('SUM(ti.quantity)', isPaid)}, 0)`})
      END AS INTEGER) AS paid_quantity,
      ${ledger ? `COALESCE(${lineLedger}, '{}') AS ledger,` : ''}
      oi.created AS created
    FROM order_items oi`
  app.save(itemsStatus)
}
