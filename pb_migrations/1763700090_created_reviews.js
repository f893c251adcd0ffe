/// <reference path="../pb_data/types.d.ts" />
// Star ratings a diner leaves after paying. The Stripe session id is the diner's proof of
// payment: anonymous reads and writes must name it in the `stripe_session_id` query parameter,
// and a review can only be created for a completed transaction.
migrate((app) => {
  const transactions = app.findCollectionByNameOrId('transactions')
  const ownSession = "(@request.query.stripe_session_id != '' && stripe_session_id = @request.query.stripe_session_id)"
  const staff =
    "@request.auth.status = 'active' && @request.auth.company = transaction.restaurant.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = transaction.restaurant)"

  app.save(new Collection({
    type: 'base',
    name: 'reviews',
    listRule: `${ownSession} || (${staff})`,
    viewRule: `${ownSession} || (${staff})`,
    createRule:
      "@request.body.stripe_session_id != '' && " +
      '@collection.transactions:paid.stripe_session_id ?= @request.body.stripe_session_id && ' +
      "@collection.transactions:paid.status ?= 'completed' && " +
      '@request.body.transaction:isset = false',
    updateRule:
      `${ownSession} && @request.body.stripe_session_id:isset = false && ` +
      '@request.body.type:isset = false && @request.body.transaction:isset = false',
    deleteRule: null,
    fields: [
      { type: 'number', name: 'rating', required: true, min: 1, max: 5, onlyInt: true },
      { type: 'select', name: 'type', required: true, maxSelect: 1, values: ['food', 'service'] },
      { type: 'text', name: 'stripe_session_id', required: true, max: 255 },
      // filled by pb_hooks/reviews.pb.js from the session id, so staff can filter by restaurant
      { type: 'relation', name: 'transaction', collectionId: transactions.id, maxSelect: 1, cascadeDelete: false },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
    indexes: [
      'CREATE UNIQUE INDEX idx_reviews_session_type ON reviews (stripe_session_id, type)',
      'CREATE INDEX idx_reviews_transaction ON reviews (`transaction`)',
      'CREATE INDEX idx_reviews_created ON reviews (created)',
    ],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('reviews'))
})
