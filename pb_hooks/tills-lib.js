/* global module */
// Enrolled fiscal tills (issue 34, break 4; pb_migrations/…_created_tills.js). A manager enrols the
// device beside the printer; it gets a secret once and sends `${tillId}_${secret}` as its `device`
// on every queue route. A name a page makes up is no longer a till.

const { refuse, readText } = require(`${__hooks}/http-lib.js`)
const { restaurantFor, MANAGERS } = require(`${__hooks}/staff-auth-lib.js`)
const bill = require(`${__hooks}/bill-state.js`)

/** Record ids are 15 lowercase letters or digits; the secret is 40 letters or digits. */
const CREDENTIAL = /^([a-z0-9]{15})_([A-Za-z0-9]{40})$/
/** "last seen" is written at most this often, not on every queue call. */
const SEEN_EVERY_MS = 60_000

const notEnrolled = () =>
  refuse(403, 'till_not_enrolled', 'This device is not an enrolled till of this restaurant. A manager enrols it on the Cassa page.')


/**
 * The enrolled till this `device` credential names, for this restaurant; else {refusal}.
 * @param {CoreApp} app
 */
function tillFor(app, restaurantId, device) {
  const match = CREDENTIAL.exec(typeof device === 'string' ? device : '')
  if (!match) return { refusal: notEnrolled() }
  const till = bill.findOrNull(() => app.findRecordById('tills', match[1]))
  if (!till || till.getString('restaurant') !== restaurantId || till.getString('revoked_at') !== '') return { refusal: notEnrolled() }
  if (!$security.equal($security.sha256(match[2]), till.getString('secret_hash'))) return { refusal: notEnrolled() }
  const now = Date.now()
  const seen = new Date(till.getString('last_seen').replace(' ', 'T')).getTime()
  if (!Number.isFinite(seen) || now - seen > SEEN_EVERY_MS) {
    till.set('last_seen', bill.toDbDate(now))
    app.save(till)
  }
  return { tillId: till.id }
}

/**
 * POST /api/conto/fiscal/tills {restaurant, name}: a manager enrols this device as a till. The
 * answer carries its credential, once; only the secret's hash is kept.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function enrolTill(app, auth, body) {
  const found = restaurantFor(app, auth, body.restaurant, MANAGERS)
  if (found.refusal) return found.refusal
  const restaurant = found.restaurant
  const name = readText(body.name).trim().slice(0, 40) || 'Cassa'
  const secret = $security.randomStringWithAlphabet(40, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')
  const till = new Record(app.findCachedCollectionByNameOrId('tills'), {
    restaurant: restaurant.id,
    name,
    secret_hash: $security.sha256(secret),
    enrolled_by: auth.id,
  })
  app.save(till)
  return { status: 200, body: { till: { id: till.id, name }, device: `${till.id}_${secret}` } }
}

/**
 * POST /api/conto/fiscal/tills/{id}/revoke: a manager takes a lost or replaced device off.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function revokeTill(app, auth, tillId) {
  const notFound = refuse(404, 'till_not_found', 'This till does not exist.')
  const till = bill.findOrNull(() => app.findRecordById('tills', String(tillId || '')))
  if (!till) return notFound
  const found = restaurantFor(app, auth, till.getString('restaurant'), MANAGERS)
  if (found.refusal) return found.refusal.status === 404 ? notFound : found.refusal
  if (till.getString('revoked_at') === '') {
    till.set('revoked_at', bill.toDbDate(Date.now()))
    app.save(till)
  }
  return { status: 200, body: { till: { id: till.id, revoked: true } } }
}

module.exports = { tillFor, enrolTill, revokeTill }
