/// <reference path="../pb_data/types.d.ts" />
// The sweep that ends lapsed claims everywhere (pb_hooks/claim-queries.js lapsedClaims, run by
// the functions every minute) holds the write lock while it looks: without an index it read every
// payment ever made. Only pending payments are in this one, and a query saying status = 'pending'
// uses it (tests/integration/view-plans.test.ts).
const INDEX = 'CREATE INDEX `idx_transactions_pending_expiry` ON `transactions` (claim_expires_at) WHERE status = \'pending\''

migrate((app) => {
  const transactions = app.findCollectionByNameOrId('transactions')
  transactions.indexes = transactions.indexes.concat([INDEX])
  app.save(transactions)
}, (app) => {
  const transactions = app.findCollectionByNameOrId('transactions')
  transactions.indexes = transactions.indexes.filter((index) => index !== INDEX)
  app.save(transactions)
})
