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
  const billPaid = (order) => `(${total(order)} > 0 AND ${paid(order)} >= ${total(order)})`
  // one aggregate over one line's rows, of payments that count (`which`): each is one indexed
  // lookup per line, so the columns below are written to need as few of them as possible
  const lineAgg = (aggregate, which) =>
    `COALESCE((SELECT ${aggregate} FROM transaction_items ti JOIN transactions tr ON tr.id = ti.\`transaction\` ` +
    `WHERE ti.order_item = oi.id AND ${which}), 0)`
  const wholePaid = lineAgg('SUM(ti.quantity)', isPaid)
  // a line is shared one way (decision 018): every counted row of shares has the same share_of,
  // so whole units paid in shares are Σ shares / share_of, and the rest is the unit in progress
  const paidShares = `ti.share_of > 0 AND ${isPaid}`
  const sharedUnitsPaid = lineAgg('SUM(ti.shares) / MAX(ti.share_of)', paidShares)
  const ledgerColumns = `
      CAST(${lineAgg('SUM(ti.quantity)', live)} AS INTEGER) AS held_quantity,
      CAST(${lineAgg('MAX(ti.share_of)', `ti.share_of > 0 AND (${isPaid} OR ${live})`)} AS INTEGER) AS share_of,
      CAST(${lineAgg('SUM(ti.shares) % MAX(ti.share_of)', paidShares)} AS INTEGER) AS shares_paid,
      CAST(${lineAgg('SUM(ti.shares)', live)} AS INTEGER) AS shares_held,`
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
        ELSE MIN(oi.quantity, ${wholePaid}${ledger ? ` + ${sharedUnitsPaid}` : ''})
      END AS INTEGER) AS paid_quantity,
      ${ledger ? ledgerColumns : ''}
      oi.created AS created
    FROM order_items oi`
  app.save(itemsStatus)
}
