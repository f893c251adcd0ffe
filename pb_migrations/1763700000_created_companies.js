/// <reference path="../pb_data/types.d.ts" />
// Companies own restaurants; staff belong to one company. Stripe Connect fields are written
// only by the server (functions with the superuser client), never by staff in the browser.
migrate((app) => {
  const staff = "@request.auth.status = 'active' && @request.auth.company = id"
  const serverOnly = ['stripe_account_id', 'details_submitted', 'charges_enabled', 'payouts_enabled']
    .map((field) => `@request.body.${field}:isset = false`)
    .join(' && ')

  const companies = new Collection({
    type: 'base',
    name: 'companies',
    listRule: staff,
    viewRule: staff,
    createRule: null,
    updateRule: `${staff} && @request.auth.role = 'admin' && ${serverOnly}`,
    deleteRule: null,
    fields: [
      { type: 'text', name: 'name', required: true, max: 120 },
      { type: 'text', name: 'description', max: 2000 },
      { type: 'json', name: 'phone_numbers', maxSize: 2000 },
      { type: 'text', name: 'stripe_account_id', max: 255 },
      { type: 'text', name: 'default_currency', required: true, pattern: '^[A-Z]{3}$' },
      { type: 'text', name: 'country', pattern: '^[A-Z]{2}$' },
      { type: 'bool', name: 'details_submitted' },
      { type: 'bool', name: 'charges_enabled' },
      { type: 'bool', name: 'payouts_enabled' },
      { type: 'select', name: 'payout_schedule', maxSelect: 1, values: ['daily', 'weekly', 'monthly'] },
      {
        type: 'select',
        name: 'payout_weekday',
        maxSelect: 1,
        values: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      },
      { type: 'number', name: 'payout_day_of_month', min: 1, max: 31, onlyInt: true },
      { type: 'number', name: 'payout_minimum_amount', min: 0, onlyInt: true },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
  })
  app.save(companies)
}, (app) => {
  app.delete(app.findCollectionByNameOrId('companies'))
})
