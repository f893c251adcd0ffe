/// <reference path="../pb_data/types.d.ts" />
// One documento per payment (each diner gets their own, the default) or one per table when staff
// close the bill, listing every payment means (issue 22, decision 031). Empty reads as 'payment'.
migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  restaurants.fields.add(new SelectField({ name: 'fiscal_mode', maxSelect: 1, values: ['payment', 'table'] }))
  app.save(restaurants)
}, (app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  restaurants.fields.removeByName('fiscal_mode')
  app.save(restaurants)
})
