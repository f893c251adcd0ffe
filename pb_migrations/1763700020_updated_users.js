/// <reference path="../pb_data/types.d.ts" />
// Staff accounts. Only an admin changes a role, an e-mail or another person's restaurant;
// nobody moves themselves (or anyone) to another company; inactive staff cannot sign in.
migrate((app) => {
  const users = app.findCollectionByNameOrId('users')
  const companies = app.findCollectionByNameOrId('companies')
  const restaurants = app.findCollectionByNameOrId('restaurants')

  users.fields.add(new RelationField({ name: 'company', collectionId: companies.id, maxSelect: 1, cascadeDelete: false }))
  users.fields.add(new RelationField({ name: 'restaurant', collectionId: restaurants.id, maxSelect: 1, cascadeDelete: false }))
  users.fields.add(new TextField({ name: 'phone', max: 40 }))
  users.fields.add(new SelectField({ name: 'role', required: true, maxSelect: 1, values: ['admin', 'manager', 'waiter'] }))
  users.fields.add(new SelectField({ name: 'status', required: true, maxSelect: 1, values: ['active', 'invited', 'inactive'] }))
  users.fields.add(new SelectField({ name: 'language', maxSelect: 1, values: ['it', 'en'] }))
  users.fields.add(new DateField({ name: 'last_active' }))
  users.fields.add(new DateField({ name: 'last_login' }))

  const active = "@request.auth.status = 'active' && @request.auth.company = company"
  const manager = "(@request.auth.role = 'admin' || @request.auth.role = 'manager')"
  const admin = "@request.auth.role = 'admin'"

  users.listRule = active
  users.viewRule = `id = @request.auth.id || (${active})`
  // Managers may invite waiters; only admins may create managers or admins.
  // A member's restaurant is one of their company's (server code fans out waiter calls by it).
  const ownRestaurant = "(@request.body.restaurant = '' || @request.body.restaurant.company = @request.auth.company)"
  users.createRule =
    "@request.auth.status = 'active' && @request.auth.company != '' && @request.body.company = @request.auth.company && " +
    `${manager} && (@request.auth.role = 'admin' || @request.body.role = 'waiter') && ` +
    `(@request.body.restaurant:isset = false || ${ownRestaurant})`
  // Managers look after waiters; admins after everyone.
  const canManage = `(${admin} || (@request.auth.role = 'manager' && role = 'waiter'))`
  users.updateRule =
    `(id = @request.auth.id || (${active} && ${canManage})) && ` +
    '(@request.body.company:isset = false || @request.body.company = company) && ' +
    `(@request.body.role:isset = false || @request.body.role = role || ${admin}) && ` +
    `(@request.body.email:isset = false || @request.body.email = email || ${admin}) && ` +
    `(@request.body.restaurant:isset = false || @request.body.restaurant = restaurant || (${manager} && ${ownRestaurant})) && ` +
    `(@request.body.status:isset = false || @request.body.status = status || (id != @request.auth.id && ${manager}))`
  users.deleteRule = `${active} && ${admin} && id != @request.auth.id`
  // manageRule lets an admin change another member's e-mail or password directly.
  users.manageRule = `${active} && ${admin}`
  users.authRule = "status != 'inactive'"
  users.passwordAuth.enabled = true
  users.oauth2.enabled = false

  users.indexes = users.indexes.concat([
    'CREATE INDEX idx_users_company ON users (company)',
    'CREATE INDEX idx_users_restaurant ON users (restaurant)',
  ])
  app.save(users)
}, (app) => {
  const users = app.findCollectionByNameOrId('users')
  for (const name of ['company', 'restaurant', 'phone', 'role', 'status', 'language', 'last_active', 'last_login']) {
    users.fields.removeByName(name)
  }
  users.indexes = users.indexes.filter((index) => !index.includes('idx_users_company') && !index.includes('idx_users_restaurant'))
  users.listRule = 'id = @request.auth.id'
  users.viewRule = 'id = @request.auth.id'
  users.createRule = ''
  users.updateRule = 'id = @request.auth.id'
  users.deleteRule = 'id = @request.auth.id'
  users.manageRule = null
  users.authRule = ''
  app.save(users)
})
