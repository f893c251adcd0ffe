/// <reference path="../pb_data/types.d.ts" />
// The printer's fiscal day against Conto's, as the Cassa last compared them (issue 35): how many
// documenti the RT says it emitted in a Z and, at the closure, the day's amount it certified,
// beside what Conto recorded as printed on that printer in that Z. One record per printer and Z,
// written only by the route (pb_hooks/fiscal-day-lib.js); managers read it on the dashboard and
// the shift report, so a difference found at the till is seen by whoever runs the restaurant.
migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  const managers =
    "@request.auth.status = 'active' && @request.auth.company = restaurant.company && " +
    "(@request.auth.role = 'admin' || @request.auth.role = 'manager')"
  app.save(new Collection({
    type: 'base',
    name: 'fiscal_days',
    listRule: managers,
    viewRule: managers,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    fields: [
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: true },
      { type: 'text', name: 'serial', required: true, max: 20 },
      { type: 'number', name: 'z_number', onlyInt: true, min: 0, max: 9999 },
      { type: 'number', name: 'printer_count', onlyInt: true, min: 0 },
      { type: 'number', name: 'conto_count', onlyInt: true, min: 0 },
      // the day's amount the RT answered at its closure (minor units); only when `closed`
      { type: 'number', name: 'printer_amount', onlyInt: true },
      { type: 'number', name: 'conto_amount', onlyInt: true },
      { type: 'bool', name: 'closed' },
      { type: 'bool', name: 'differs' },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
    indexes: ['CREATE UNIQUE INDEX idx_fiscal_days_printer_z ON fiscal_days (restaurant, serial, z_number)'],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('fiscal_days'))
})
