/// <reference path="../pb_data/types.d.ts" />
// Stripe webhook events already handled, by Stripe's event id, so a retried or replayed delivery
// is answered without doing anything twice (docs/decisions/008-webhooks.md). Superusers only.
migrate((app) => {
  app.save(new Collection({
    type: 'base',
    name: 'stripe_events',
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    fields: [
      { type: 'text', name: 'event_id', required: true, max: 255 },
      { type: 'text', name: 'type', required: true, max: 120 },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
    ],
    indexes: ['CREATE UNIQUE INDEX idx_stripe_events_event_id ON stripe_events (event_id)'],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('stripe_events'))
})
