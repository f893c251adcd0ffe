/// <reference path="../pb_data/types.d.ts" />
/* global BoolField */
// Fair claims and retry-safe recording (docs/decisions/026-staff-win-and-fair-claims.md):
// - `claim_started_at`: when a client's run of claims on an order began; its claims never outlive
//   it by more than CONTO_CLAIM_MAX_SECONDS, however often they are replaced;
// - `claim_client`: who made a claim, as an HMAC of the client's address (hidden: superusers
//   only), to cap live claims per address and keep a released client off the table a while;
// - `session_to_expire`: a claim staff overrode inside a PocketBase route, whose Stripe session
//   the functions' sweep still has to expire;
// - `request_id`: the idempotency key of a payment staff record, unique per order, so a retry
//   after a lost answer returns the first payment instead of recording it twice.
migrate((app) => {
  const transactions = app.findCollectionByNameOrId('transactions')
  transactions.fields.add(new DateField({ name: 'claim_started_at' }))
  transactions.fields.add(new TextField({ name: 'claim_client', max: 64, hidden: true }))
  transactions.fields.add(new BoolField({ name: 'session_to_expire', hidden: true }))
  transactions.fields.add(new TextField({ name: 'request_id', max: 64 }))
  transactions.addIndex('idx_transactions_claim_client', false, 'claim_client, status', "claim_client != ''")
  transactions.addIndex('idx_transactions_session_to_expire', false, 'session_to_expire', 'session_to_expire = TRUE')
  transactions.addIndex('idx_transactions_request_id', true, '`order`, request_id', "request_id != ''")
  app.save(transactions)
}, (app) => {
  const transactions = app.findCollectionByNameOrId('transactions')
  for (const index of ['idx_transactions_claim_client', 'idx_transactions_session_to_expire', 'idx_transactions_request_id']) transactions.removeIndex(index)
  for (const field of ['claim_started_at', 'claim_client', 'session_to_expire', 'request_id']) transactions.fields.removeByName(field)
  app.save(transactions)
})
