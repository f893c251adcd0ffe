/// <reference path="../pb_data/types.d.ts" />
// Sign-up (docs/decisions/021-sign-up.md). Only a verified staff member sets anything up: a
// company's first restaurant, and its staff, wait until its administrator has confirmed their
// e-mail address (invited staff are verified by the invitation's link, which PocketBase's
// confirm-password-reset marks verified). The users manageRule needs it too: manage access is what
// lets a record's `verified` be written, so without it an unverified admin could verify themselves.
// The anonymous sign-up route gets a tight limit of its own per address.
const RESTAURANTS_CREATE_BEFORE = "@request.auth.status = 'active' && @request.auth.role = 'admin' && @request.auth.company = @request.body.company"
const VERIFIED = ' && @request.auth.verified = true'
const SIGNUP_LIMIT = { label: 'POST /api/conto/signup', audience: '', maxRequests: 5, duration: 60 }

migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  restaurants.createRule = RESTAURANTS_CREATE_BEFORE + VERIFIED
  app.save(restaurants)

  const users = app.findCollectionByNameOrId('users')
  users.createRule = users.createRule + VERIFIED
  users.manageRule = users.manageRule + VERIFIED
  app.save(users)

  const settings = app.settings()
  const rules = settings.rateLimits.rules.filter((rule) => rule.label !== SIGNUP_LIMIT.label)
  // before the general /api/ rule, which a direct label match wins over anyway
  settings.rateLimits.rules = [SIGNUP_LIMIT].concat(rules)
  app.save(settings)
}, (app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  restaurants.createRule = RESTAURANTS_CREATE_BEFORE
  app.save(restaurants)

  const users = app.findCollectionByNameOrId('users')
  users.createRule = users.createRule.replace(VERIFIED, '')
  users.manageRule = users.manageRule.replace(VERIFIED, '')
  app.save(users)

  const settings = app.settings()
  settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== SIGNUP_LIMIT.label)
  app.save(settings)
})
