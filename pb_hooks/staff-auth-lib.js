/* global module */
/// <reference path="./pocketbase.d.ts" />
// Who may act on a restaurant: an active staff member of its company (a waiter: of the restaurant
// itself) with one of the roles a route names. Other companies' records do not exist for them.
const { refuse } = require(`${__hooks}/http-lib.js`)
const bill = require(`${__hooks}/bill-state.js`)
const { STAFF_ROLES, MANAGER_ROLES } = require(`${__hooks}/shared-rules.js`)

/**
 * Refuses a caller who is not an active staff member of the restaurant's company (a waiter: of
 * the restaurant itself) with one of `roles`; null when they may. `notFound` is the refusal for
 * another company's record, which does not exist for the caller.
 */
function checkStaff(auth, restaurant, roles, notFound) {
  if (!auth || auth.collection().name !== 'users') return refuse(401, 'sign_in_required', 'Sign in to continue.')
  if (auth.getString('status') !== 'active' || !auth.getString('company')) {
    return refuse(401, 'session_ended', 'Your session has ended. Please sign in again.')
  }
  const role = auth.getString('role')
  if (auth.getString('company') !== restaurant.company) return notFound
  if (role === 'waiter' && auth.getString('restaurant') !== restaurant.id) return notFound
  if (roles.indexOf(role) < 0) return refuse(403, 'role_forbidden', 'Your role cannot do this.')
  return null
}

const ANY_STAFF = STAFF_ROLES
const MANAGERS = MANAGER_ROLES

/**
 * The restaurant and the caller's right to act on its Cassa (`roles`); else {refusal}.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function restaurantFor(app, auth, restaurantId, roles) {
  const notFound = refuse(404, 'restaurant_not_found', 'This restaurant does not exist.')
  const restaurant = bill.findOrNull(() => app.findRecordById('restaurants', String(restaurantId || '')))
  if (!restaurant) return { refusal: notFound }
  const refusal = checkStaff(auth, { id: restaurant.id, company: restaurant.getString('company') }, roles, notFound)
  return refusal ? { refusal } : { restaurant }
}

module.exports = { checkStaff, restaurantFor, ANY_STAFF, MANAGERS }
