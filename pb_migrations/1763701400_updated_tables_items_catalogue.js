/// <reference path="../pb_data/types.d.ts" />
/* global BoolField */
// Staff manage tables and the menu themselves (issue 12):
// - tables.active: a table with history is deactivated, never deleted (pb_hooks/catalogue.pb.js
//   refuses the delete); every existing table is backfilled as active, and a create that does
//   not say otherwise is active too (same hook). table_status carries it so the diner page can
//   say "not in service".
// - items.sort_order: the order of an item within its category.
// - the batch API, so a bulk-add of tables or a CSV import is saved whole or not at all.
migrate((app) => {
  const tables = app.findCollectionByNameOrId('tables')
  tables.fields.add(new BoolField({ name: 'active' }))
  app.save(tables)
  app.db().newQuery('UPDATE tables SET active = TRUE').execute()

  const items = app.findCollectionByNameOrId('items')
  items.fields.add(new NumberField({ name: 'sort_order', min: 0, max: 100000, onlyInt: true }))
  app.save(items)

  const tableStatus = app.findCollectionByNameOrId('table_status')
  tableStatus.viewQuery = tableStatus.viewQuery.replace('t.waiter AS waiter,', 't.waiter AS waiter,\n      t.active AS active,')
  app.save(tableStatus)

  const settings = app.settings()
  settings.batch.enabled = true
  // a whole menu in one transaction; the import refuses a file with more rows
  settings.batch.maxRequests = 500
  settings.batch.timeout = 10
  app.save(settings)
}, (app) => {
  const tableStatus = app.findCollectionByNameOrId('table_status')
  tableStatus.viewQuery = tableStatus.viewQuery.replace('\n      t.active AS active,', '')
  app.save(tableStatus)

  const tables = app.findCollectionByNameOrId('tables')
  tables.fields.removeByName('active')
  app.save(tables)
  const items = app.findCollectionByNameOrId('items')
  items.fields.removeByName('sort_order')
  app.save(items)

  const settings = app.settings()
  settings.batch.enabled = false
  settings.batch.maxRequests = 50
  settings.batch.timeout = 3
  app.save(settings)
})
