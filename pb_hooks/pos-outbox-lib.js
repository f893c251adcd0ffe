/* global module */
// Payments out to the restaurant's POS (docs/decisions/043). A ledger write that moves money calls
// `emit` inside its own database transaction: the event and one delivery per active endpoint are
// written with it or not at all, so a crash between the payment and the delivery loses nothing.
// The functions (api-functions/pos/webhook-deliveries.ts) lease due deliveries, sign them as
// Standard Webhooks and report each outcome; a delivery is tried again with backoff for days. The
// event's id is the webhook-id on every try, so a POS applies it once however often it arrives.

const { refuse, invalid, isText, isWhole, readText } = require(`${__hooks}/http-lib.js`)
const { restaurantFor } = require(`${__hooks}/staff-auth-lib.js`)
const bill = require(`${__hooks}/bill-state.js`)

const ADMINS = ['admin']
/** The waits before each next try (seconds): 30 s … a day; after the last, the delivery has failed (about 4 days). */
const BACKOFF_SECONDS = [30, 120, 600, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 24 * 3600, 24 * 3600, 24 * 3600]
const MAX_LEASE = 50

/**
 * Writes a `type` event about the payment `tx` (saved) and a delivery to each of the restaurant's
 * active endpoints, in the caller's transaction. Nothing when the restaurant has no endpoint: then
 * it costs every money write one indexed read.
 * @param {CoreApp} app
 * @param {core.Record} tx
 */
function emit(app, type, tx) {
  const restaurant = tx.getString('restaurant')
  const endpoints = app.findRecordsByFilter('pos_endpoints', 'restaurant = {:restaurant} && active = true', '', 0, 0, { restaurant })
  if (endpoints.length === 0) return
  const payment = require(`${__hooks}/pos-feed-lib.js`).describePayment(app, tx.id)
  // the id first: the payload names it, and the event is saved once
  const id = $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789')
  const event = new Record(app.findCachedCollectionByNameOrId('pos_events'), {
    id,
    restaurant,
    type,
    payment: tx.id,
    order: tx.getString('order'),
    payload: { id, type, createdAt: bill.toDbDate(Date.now()).replace(' ', 'T'), data: payment },
  })
  app.save(event)
  const deliveries = app.findCachedCollectionByNameOrId('pos_deliveries')
  for (const endpoint of endpoints) {
    app.save(new Record(deliveries, { restaurant, event: event.id, endpoint: endpoint.id, status: 'pending', attempts: 0, next_attempt_at: bill.toDbDate(Date.now()) }))
  }
}

/**
 * POST /api/conto/pos/endpoints {restaurant, url}: an admin subscribes the POS's address. The
 * answer carries the signing secret (`whsec_…`), once.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function createEndpoint(app, auth, body) {
  const found = restaurantFor(app, auth, body.restaurant, ADMINS)
  if (found.refusal) return found.refusal
  const url = readText(body.url)
  if (!/^https?:\/\/[^\s/]+/.test(url) || url.length > 500) return invalid('url must be an http(s) address.')
  const secret = `whsec_${$security.randomStringWithAlphabet(32, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`
  const endpoint = new Record(app.findCachedCollectionByNameOrId('pos_endpoints'), {
    restaurant: found.restaurant.id,
    url,
    // Standard Webhooks' secret: whsec_ and the key in base64 (these 32 characters are valid base64)
    secret,
    active: true,
    created_by: auth.id,
  })
  app.save(endpoint)
  return { status: 200, body: { endpoint: { id: endpoint.id, url, active: true }, secret } }
}

/**
 * POST /api/conto/pos/endpoints/{id}/disable: no new deliveries to it; those pending stop.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function disableEndpoint(app, auth, endpointId) {
  const endpoint = bill.findOrNull(() => app.findRecordById('pos_endpoints', String(endpointId || '')))
  const notFound = refuse(404, 'not_found', 'This endpoint does not exist.')
  if (!endpoint) return notFound
  const found = restaurantFor(app, auth, endpoint.getString('restaurant'), ADMINS)
  if (found.refusal) return found.refusal.status === 404 ? notFound : found.refusal
  endpoint.set('active', false)
  app.save(endpoint)
  return { status: 200, body: { endpoint: { id: endpoint.id, url: endpoint.getString('url'), active: false } } }
}

/**
 * POST /api/conto/pos/deliveries/{id}/resend: an admin sends a delivery again now (a failed one
 * too); its event keeps its id, so a POS that had it applies it once.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function resendDelivery(app, auth, deliveryId) {
  const delivery = bill.findOrNull(() => app.findRecordById('pos_deliveries', String(deliveryId || '')))
  const notFound = refuse(404, 'not_found', 'This delivery does not exist.')
  if (!delivery) return notFound
  const found = restaurantFor(app, auth, delivery.getString('restaurant'), ADMINS)
  if (found.refusal) return found.refusal.status === 404 ? notFound : found.refusal
  delivery.set('status', 'pending')
  delivery.set('next_attempt_at', bill.toDbDate(Date.now()))
  app.save(delivery)
  return { status: 200, body: { delivery: { id: delivery.id, status: 'pending' } } }
}

/**
 * POST /api/conto/pos/deliveries/due {limit, leaseSeconds} (the functions): up to `limit`
 * deliveries whose time has come, each leased for `leaseSeconds` (a worker that dies mid-send
 * leaves it due again after that) and counted as a try, with what to send.
 * @param {CoreApp} app
 */
function leaseDue(app, body) {
  if (!isWhole(body.limit, 1, MAX_LEASE) || !isWhole(body.leaseSeconds, 1, 600)) return invalid(`limit (1–${MAX_LEASE}) and leaseSeconds (1–600) are required.`)
  const now = Date.now()
  const leased = $conto.rows(
    app,
    `UPDATE pos_deliveries
        SET next_attempt_at = {:leaseEnd}, attempts = attempts + 1, updated = {:now}
      WHERE id IN (SELECT d.id FROM pos_deliveries d JOIN pos_endpoints e ON e.id = d.endpoint
                   WHERE d.status = 'pending' AND d.next_attempt_at <= {:now} AND e.active = TRUE
                   ORDER BY d.next_attempt_at LIMIT {:limit})
      RETURNING id, event, endpoint, attempts`,
    { now: bill.toDbDate(now), leaseEnd: bill.toDbDate(now + body.leaseSeconds * 1000), limit: body.limit },
    { id: '', event: '', endpoint: '', attempts: 0 },
  )
  const deliveries = leased.map((row) => {
    const event = app.findRecordById('pos_events', row.event)
    const endpoint = app.findRecordById('pos_endpoints', row.endpoint)
    return {
      id: row.id,
      eventId: event.id,
      attempt: row.attempts,
      url: endpoint.getString('url'),
      secret: endpoint.getString('secret'),
      payload: event.getString('payload'),
    }
  })
  return { status: 200, body: { deliveries } }
}

/**
 * POST /api/conto/pos/deliveries/{id}/result {delivered, status, error} (the functions): a 2xx
 * delivers it; anything else waits its backoff, or fails after the last.
 * @param {CoreApp} app
 */
function recordResult(app, deliveryId, body) {
  if (typeof body.delivered !== 'boolean' || !isWhole(body.status, 0, 999) || !isText(body.error, 0, 500)) {
    return invalid('delivered, status (0 when there was no answer) and error are required.')
  }
  const delivery = bill.findOrNull(() => app.findRecordById('pos_deliveries', String(deliveryId || '')))
  if (!delivery) return refuse(404, 'not_found', 'This delivery does not exist.')
  delivery.set('last_status', body.status)
  delivery.set('last_error', body.error)
  if (body.delivered) {
    delivery.set('status', 'delivered')
    delivery.set('delivered_at', bill.toDbDate(Date.now()))
  } else if (delivery.getString('status') === 'pending') {
    const wait = BACKOFF_SECONDS[delivery.getInt('attempts') - 1]
    if (wait === undefined) delivery.set('status', 'failed')
    else delivery.set('next_attempt_at', bill.toDbDate(Date.now() + wait * 1000))
  }
  app.save(delivery)
  return { status: 200, body: { delivery: { id: delivery.id, status: delivery.getString('status'), attempts: delivery.getInt('attempts') } } }
}

module.exports = { emit, createEndpoint, disableEndpoint, resendDelivery, leaseDue, recordResult, BACKOFF_SECONDS }
