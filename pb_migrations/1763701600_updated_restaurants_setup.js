/// <reference path="../pb_data/types.d.ts" />
// The dashboard's setup guide (issue 12, docs/decisions/022): "Print the QR codes" is done once the
// QR sheet of the whole restaurant has been printed. The QR screen's "print all" stamps the time
// here; the restaurants updateRule already lets only the company's managers and admins write it.
migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  restaurants.fields.add(new DateField({ name: 'qr_printed_at' }))
  app.save(restaurants)
}, (app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  restaurants.fields.removeByName('qr_printed_at')
  app.save(restaurants)
})
