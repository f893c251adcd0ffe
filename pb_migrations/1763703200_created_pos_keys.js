/// <reference path="../pb_data/types.d.ts" />
// A restaurant's keys for its POS (issue 39, docs/decisions/042): an admin creates one in the
// settings and sees it once (pb_hooks/pos-keys-lib.js); only a hash of its secret is kept. Each key
// has scopes, remembers when it was last used, and can be revoked. Admins of the company see their
// restaurants' keys; only the routes write.
migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  const users = app.findCollectionByNameOrId('users')
  const admins = "@request.auth.status = 'active' && @request.auth.company = restaurant.company && @request.auth.role = 'admin'"
  // the shared rule POS_SCOPES (src/domain/shared-rules.ts; a migration cannot require it: tests/integration/schema-rules.test.ts)
  const POS_SCOPES = ['payments:read', 'checks:write']
  app.save(new Collection({
    type: 'base',
    name: 'pos_keys',
    listRule: admins,
    viewRule: admins,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    fields: [
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: true },
      { type: 'text', name: 'name', required: true, min: 1, max: 60 }, // POS_KEY_NAME_MAX
      // the key's first characters, shown in the list so an admin knows which key a POS holds
      { type: 'text', name: 'prefix', required: true, max: 40 },
      { type: 'text', name: 'secret_hash', required: true, max: 64, hidden: true },
      { type: 'select', name: 'scopes', required: true, maxSelect: POS_SCOPES.length, values: POS_SCOPES },
      { type: 'relation', name: 'created_by', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
      { type: 'date', name: 'last_used_at' },
      { type: 'date', name: 'revoked_at' },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
    indexes: ['CREATE INDEX idx_pos_keys_restaurant ON pos_keys (restaurant)'],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('pos_keys'))
})
