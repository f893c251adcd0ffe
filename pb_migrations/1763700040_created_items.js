/// <reference path="../pb_data/types.d.ts" />
// Menu items. A diner's bill expands order items to their menu item, so one item of an
// active restaurant may be read by id; listing the menu stays with staff.
migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  const staff = "@request.auth.status = 'active' && @request.auth.company = restaurant.company"
  const manager = `${staff} && (@request.auth.role = 'admin' || @request.auth.role = 'manager')`

  app.save(new Collection({
    type: 'base',
    name: 'items',
    listRule: staff,
    viewRule: `restaurant.active = true || (${staff})`,
    createRule: `${manager} && @request.body.restaurant.company = @request.auth.company`,
    updateRule: `${manager} && (@request.body.restaurant:isset = false || @request.body.restaurant = restaurant)`,
    deleteRule: manager,
    fields: [
      { type: 'relation', name: 'restaurant', required: true, collectionId: restaurants.id, maxSelect: 1, cascadeDelete: true },
      { type: 'text', name: 'name', required: true, max: 120 },
      { type: 'text', name: 'description', max: 500 },
      { type: 'text', name: 'category', max: 60 },
      // minor units of the restaurant's tables' currency
      { type: 'number', name: 'price', required: false, min: 0, max: 100000000, onlyInt: true },
      { type: 'bool', name: 'available' },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
    indexes: ['CREATE INDEX idx_items_restaurant ON items (restaurant, category)'],
  }))
}, (app) => {
  app.delete(app.findCollectionByNameOrId('items'))
})
