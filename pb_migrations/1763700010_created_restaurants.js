/// <reference path="../pb_data/types.d.ts" />
// Diners may read one active restaurant by id; only staff of its company list them.
migrate((app) => {
  const companies = app.findCollectionByNameOrId('companies')
  const staff = "@request.auth.status = 'active' && @request.auth.company = company"
  const waiterScope = "(@request.auth.role != 'waiter' || @request.auth.restaurant = id)"
  const manager = "(@request.auth.role = 'admin' || @request.auth.role = 'manager')"

  const restaurants = new Collection({
    type: 'base',
    name: 'restaurants',
    listRule: `${staff} && ${waiterScope}`,
    viewRule: `active = true || (${staff} && ${waiterScope})`,
    createRule: "@request.auth.status = 'active' && @request.auth.role = 'admin' && @request.auth.company = @request.body.company",
    updateRule: `${staff} && ${manager} && (@request.body.company:isset = false || @request.body.company = company)`,
    deleteRule: `${staff} && @request.auth.role = 'admin'`,
    fields: [
      { type: 'relation', name: 'company', required: true, collectionId: companies.id, maxSelect: 1, cascadeDelete: false },
      { type: 'text', name: 'name', required: true, max: 120 },
      { type: 'text', name: 'description', max: 2000 },
      { type: 'text', name: 'address', max: 300 },
      { type: 'json', name: 'phone_numbers', maxSize: 2000 },
      { type: 'bool', name: 'active' },
      { type: 'text', name: 'theme_color', pattern: '^(#[0-9a-fA-F]{6})?$' },
      {
        type: 'file',
        name: 'logo',
        maxSelect: 1,
        maxSize: 2 * 1024 * 1024,
        mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
        thumbs: ['200x200'],
      },
      {
        type: 'file',
        name: 'background',
        maxSelect: 1,
        maxSize: 5 * 1024 * 1024,
        mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
        thumbs: ['540x960'],
      },
      { type: 'file', name: 'menu_file', maxSelect: 1, maxSize: 10 * 1024 * 1024, mimeTypes: ['application/pdf'] },
      { type: 'url', name: 'menu_link' },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
    indexes: ['CREATE INDEX idx_restaurants_company ON restaurants (company)'],
  })
  app.save(restaurants)
}, (app) => {
  app.delete(app.findCollectionByNameOrId('restaurants'))
})
