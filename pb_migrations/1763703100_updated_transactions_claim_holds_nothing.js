/// <reference path="../pb_data/types.d.ts" />
/* global BoolField */
// A claim that holds nothing (issue 34, break 8; docs/decisions/039): once an order has been held
// by claims for its budget of the last hour, or just after a manager's "Sblocca", a new claim still
// opens its payment but keeps nobody else from paying the same (an overpayment is refunded by
// reconcile). `claim_holds_until`: for a claim that holds, the bill's budget end as last read (it
// only moves later while the claim holds, so the heartbeat reads the hold again only near it); once
// it stopped holding, when it stopped, so its held time stays counted. The status views count what live claims hold only for claims that hold. The order's
// index gains the claim's expiry, so the hour's claims are read by range, not every claim ended.
const LIVE = "(tr.status = 'pending' AND tr.claim_expires_at > strftime('%Y-%m-%d %H:%M:%fZ', 'now'))"
const HOLDING = "(tr.status = 'pending' AND tr.claim_expires_at > strftime('%Y-%m-%d %H:%M:%fZ', 'now') AND tr.claim_holds_nothing = FALSE)"
const VIEWS = ['order_payments_status', 'table_status', 'order_items_status']
const ORDER_INDEX = 'CREATE INDEX idx_transactions_order ON transactions (`order`, status)'
const ORDER_EXPIRY_INDEX = 'CREATE INDEX idx_transactions_order ON transactions (`order`, status, claim_expires_at)'

migrate((app) => {
  const transactions = app.findCollectionByNameOrId('transactions')
  transactions.fields.add(new BoolField({ name: 'claim_holds_nothing' }))
  transactions.fields.add(new DateField({ name: 'claim_holds_until' }))
  transactions.indexes = transactions.indexes.map((index) => (index === ORDER_INDEX ? ORDER_EXPIRY_INDEX : index))
  if (transactions.indexes.indexOf(ORDER_EXPIRY_INDEX) < 0) throw new Error('transactions: the order index was not found')
  app.save(transactions)
  for (const name of VIEWS) {
    const view = app.findCollectionByNameOrId(name)
    if (view.viewQuery.indexOf(LIVE) < 0) throw new Error(`${name}: the live-claim condition was not found`)
    view.viewQuery = view.viewQuery.split(LIVE).join(HOLDING)
    app.save(view)
  }
}, (app) => {
  for (const name of VIEWS) {
    const view = app.findCollectionByNameOrId(name)
    view.viewQuery = view.viewQuery.split(HOLDING).join(LIVE)
    app.save(view)
  }
  const transactions = app.findCollectionByNameOrId('transactions')
  transactions.fields.removeByName('claim_holds_nothing')
  transactions.fields.removeByName('claim_holds_until')
  transactions.indexes = transactions.indexes.map((index) => (index === ORDER_EXPIRY_INDEX ? ORDER_INDEX : index))
  app.save(transactions)
})
