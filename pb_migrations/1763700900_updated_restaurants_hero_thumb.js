/// <reference path="../pb_data/types.d.ts" />
// The diner home shows the background in a landscape band (full width, 38% of the screen high).
// A 720x540 crop fills that band on a 1.75–2× phone screen; the portrait 540x960 thumb was
// upscaled to fit and carried pixels nobody sees (docs/decisions/010).
migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  const background = restaurants.fields.getByName('background')
  background.thumbs = ['540x960', '720x540']
  app.save(restaurants)
}, (app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  restaurants.fields.getByName('background').thumbs = ['540x960']
  app.save(restaurants)
})
