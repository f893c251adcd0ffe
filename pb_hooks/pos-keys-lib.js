/* global module */
// A restaurant's POS keys (pb_migrations/…_created_pos_keys.js, docs/decisions/042). An admin
// creates a key in the settings and sees it once: `conto_pos_${keyId}_${secret}`; only the
// secret's hash is kept. The POS API (api-functions/pos/) asks `authenticate` on every call.

const { refuse, invalid, readText } = require(`${__hooks}/http-lib.js`)
const { restaurantFor } = require(`${__hooks}/staff-auth-lib.js`)
const { POS_SCOPES, POS_KEY_NAME_MAX } = require(`${__hooks}/shared-rules.js`)
const bill = require(`${__hooks}/bill-state.js`)

const ADMINS = ['admin']
/** Record ids are 15 lowercase letters or digits; the secret is 40 letters or digits. */
const KEY = /^conto_pos_([a-z0-9]{15})_([A-Za-z0-9]{40})$/
/** "last used" is written at most this often, not on every call. */
const USED_EVERY_MS = 60_000

const invalidKey = () => refuse(401, 'pos_key_invalid', 'The POS key is not valid or has been revoked.')

/**
 * POST /api/conto/pos/keys {restaurant, name, scopes}: an admin creates a key. The answer carries
 * the key itself, once.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function createKey(app, auth, body) {
  const found = restaurantFor(app, auth, body.restaurant, ADMINS)
  if (found.refusal) return found.refusal
  const name = readText(body.name)
  const scopes = body.scopes
  const scopesOk = Array.isArray(scopes) && scopes.length > 0 && scopes.every((scope) => POS_SCOPES.indexOf(scope) >= 0)
  if (!name || name.length > POS_KEY_NAME_MAX || !scopesOk) return invalid(`A key needs a name (at most ${POS_KEY_NAME_MAX} characters) and at least one scope.`)
  const secret = $security.randomStringWithAlphabet(40, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')
  const id = $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789')
  const key = `conto_pos_${id}_${secret}`
  const record = new Record(app.findCachedCollectionByNameOrId('pos_keys'), {
    id,
    restaurant: found.restaurant.id,
    // enough of the key to tell it from the others, never enough to use it
    prefix: key.slice(0, 30),
    name,
    secret_hash: $security.sha256(secret),
    scopes: POS_SCOPES.filter((scope) => scopes.indexOf(scope) >= 0),
    created_by: auth.id,
  })
  app.save(record)
  return { status: 200, body: { key: describeKey(record), secret: key } }
}

/**
 * POST /api/conto/pos/keys/{id}/revoke: an admin takes a key off; the POS's next call is refused.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function revokeKey(app, auth, keyId) {
  const notFound = refuse(404, 'pos_key_not_found', 'This POS key does not exist.')
  const record = bill.findOrNull(() => app.findRecordById('pos_keys', String(keyId || '')))
  if (!record) return notFound
  const found = restaurantFor(app, auth, record.getString('restaurant'), ADMINS)
  if (found.refusal) return found.refusal.status === 404 ? notFound : found.refusal
  if (record.getString('revoked_at') === '') {
    record.set('revoked_at', bill.toDbDate(Date.now()))
    app.save(record)
  }
  return { status: 200, body: { key: describeKey(record) } }
}

/**
 * POST /api/conto/pos/authenticate {key, scope} (the functions, as superuser): the restaurant a
 * live key acts for, when it has `scope`; 401 for a key that is not one, 403 for a missing scope.
 * @param {CoreApp} app
 */
function authenticate(app, body) {
  if (typeof body.key !== 'string' || body.key.length > 200 || POS_SCOPES.indexOf(body.scope) < 0) {
    return invalid('key (at most 200 characters) and a scope are required.')
  }
  const match = KEY.exec(body.key)
  if (!match) return invalidKey()
  const record = bill.findOrNull(() => app.findRecordById('pos_keys', match[1]))
  if (!record || record.getString('revoked_at') !== '') return invalidKey()
  if (!$security.equal($security.sha256(match[2]), record.getString('secret_hash'))) return invalidKey()
  if (record.getStringSlice('scopes').indexOf(body.scope) < 0) {
    return refuse(403, 'pos_scope_missing', `This POS key does not have the ${body.scope} scope.`)
  }
  const now = Date.now()
  const used = new Date(record.getString('last_used_at').replace(' ', 'T')).getTime()
  if (!Number.isFinite(used) || now - used > USED_EVERY_MS) {
    record.set('last_used_at', bill.toDbDate(now))
    app.save(record)
  }
  return { status: 200, body: { keyId: record.id, restaurant: record.getString('restaurant') } }
}

function describeKey(record) {
  return {
    id: record.id,
    name: record.getString('name'),
    prefix: record.getString('prefix'),
    scopes: record.getStringSlice('scopes'),
    revoked: record.getString('revoked_at') !== '',
  }
}

module.exports = { createKey, revokeKey, authenticate }
