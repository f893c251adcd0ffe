/// <reference path="../pb_data/types.d.ts" />
/* global BoolField */
// A claim that holds nothing (issue 34, break 8; docs/decisions/039): once an order has been held
// by unpaid claims for its budget of the last hour, or just after a manager's "Sblocca", a new
// claim still opens its payment but keeps nobody else from paying the same (an overpayment is
// refunded by reconcile). The status views count what live claims hold only for claims that hold.
const LIVE = "(tr.status = 'pending' AND tr.claim_expires_at > strftime('%Y-%m-%d %H:%M:%fZ', 'now'))"
const HOLDING = "(tr.status = 'pending' AND tr.claim_expires_at > strftime('%Y-%m-%d %H:%M:%fZ', 'now') AND tr.claim_holds_nothing = FALSE)"
const VIEWS = ['order_payments_status', 'table_status', 'order_items_status']

migrate((app) => {
  const transactions = app.findCollectionByNameOrId('transactions')
  transactions.fields.add(new BoolField({ name: 'claim_holds_nothing' }))
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
  app.save(transactions)
})
