/// <reference path="../pb_data/types.d.ts" />
// The fiscal outbox (issue 22, DESIGN invariant 7): one job per money event that must become a
// documento commerciale on the restaurant's RT, written by the hooks in the same database
// transaction as the event. `key` names the event ('sale:<transaction id>'), so a retried or
// replayed event never writes a second job. Staff of the restaurant read the queue; only the
// server writes it (the Cassa page takes and answers jobs through routes, in a later step).
migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  const orders = app.findCollectionByNameOrId('orders')
  const transactions = app.findCollectionByNameOrId('transactions')
  const staff =
    "@request.auth.status = 'active' && @request.auth.company = restaurant.company && " +
    "(@request.auth.role != 'waiter' || @request.auth.restaurant = restaurant)"

  app.save(new Collection({
    type: 'base',
    name: 'fiscal_jobs',
    listRule: staff,
    viewRule: staff,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    fields: [
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: false },
      { type: 'relation', name: 'order', collectionId: orders.id, maxSelect: 1, cascadeDelete: false },
      { type: 'relation', name: 'transaction', collectionId: transactions.id, maxSelect: 1, cascadeDelete: false },
      { type: 'select', name: 'kind', required: true, maxSelect: 1, values: ['sale', 'refund', 'void'] },
      { type: 'text', name: 'key', required: true, max: 120 },
      { type: 'select', name: 'status', required: true, maxSelect: 1, values: ['pending', 'printing', 'printed', 'failed'] },
      // what to certify: lines with their VAT, the tip, the payment means, the total by rate
      { type: 'json', name: 'document', maxSize: 200000 },
      // the printer's answer: document number, Z number, date and time, serial
      { type: 'json', name: 'result', maxSize: 20000 },
      { type: 'number', name: 'attempts', min: 0, onlyInt: true },
      { type: 'text', name: 'last_error', max: 500 },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
    indexes: [
      'CREATE UNIQUE INDEX idx_fiscal_jobs_key ON fiscal_jobs (key)',
      'CREATE INDEX idx_fiscal_jobs_queue ON fiscal_jobs (restaurant, status, created)',
      'CREATE INDEX idx_fiscal_jobs_order ON fiscal_jobs (`order`)',
    ],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('fiscal_jobs'))
})
