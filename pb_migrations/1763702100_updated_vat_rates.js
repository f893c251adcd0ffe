/// <reference path="../pb_data/types.d.ts" />
/* global JSONField */
// VAT on the menu (issue 22). Every item may carry its rate or, for an exempt sale, its natura code;
// an item without one takes the restaurant's default (10 %, the usual rate for food and drink
// served at the table). Every order line keeps the rate it was sold at, snapshotted like its
// price by pb_hooks/catalogue.pb.js, so a later menu change never changes a bill or its receipt.
// fiscal_departments maps each rate to the RT printer's department (reparto): {"10": 2, …}.
const VAT_CODES = ['22', '10', '5', '4', 'N1', 'N2', 'N3', 'N4', 'N5', 'N6']
const DEFAULT_VAT = '10'
const LINE_VAT_FIXED = ' && (@request.body.vat:isset = false || @request.body.vat = vat)'

migrate((app) => {
  const items = app.findCollectionByNameOrId('items')
  items.fields.add(new SelectField({ name: 'vat', maxSelect: 1, values: VAT_CODES }))
  app.save(items)

  const restaurants = app.findCollectionByNameOrId('restaurants')
  restaurants.fields.add(new SelectField({ name: 'default_vat', maxSelect: 1, values: VAT_CODES }))
  restaurants.fields.add(new JSONField({ name: 'fiscal_departments', maxSize: 2000 }))
  app.save(restaurants)
  app.db().newQuery(`UPDATE restaurants SET default_vat = '${DEFAULT_VAT}' WHERE default_vat = ''`).execute()

  const lines = app.findCollectionByNameOrId('order_items')
  lines.fields.add(new SelectField({ name: 'vat', maxSelect: 1, values: VAT_CODES }))
  // a line's rate is what it was sold at: nobody changes it afterwards
  lines.updateRule = lines.updateRule + LINE_VAT_FIXED
  app.save(lines)
  // lines sold before rates existed were sold at the restaurant's default
  app.db().newQuery(`UPDATE order_items SET vat = '${DEFAULT_VAT}' WHERE vat = ''`).execute()
}, (app) => {
  const lines = app.findCollectionByNameOrId('order_items')
  lines.updateRule = lines.updateRule.replace(LINE_VAT_FIXED, '')
  lines.fields.removeByName('vat')
  app.save(lines)
  const restaurants = app.findCollectionByNameOrId('restaurants')
  restaurants.fields.removeByName('default_vat')
  restaurants.fields.removeByName('fiscal_departments')
  app.save(restaurants)
  const items = app.findCollectionByNameOrId('items')
  items.fields.removeByName('vat')
  app.save(items)
})
