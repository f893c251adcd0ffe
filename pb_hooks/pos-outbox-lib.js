/* global module */
// Payments out to the restaurant's POS (docs/decisions/043). A ledger write that moves money calls
// `emit` inside its own database transaction: the event and one delivery per active endpoint are
// written with it or not at all, so a crash between the payment and the delivery loses nothing.
// The functions (api-functions/pos/webhook-deliveries.ts) lease due deliveries, sign them as
// Standard Webhooks and report each outcome; a delivery is tried again with backoff for days. The
// event's id is the webhook-id on every try, so a POS applies it once however often it arrives.

const { refuse, invalid, isText, isWhole, readText } = require(`${__hooks}/http-lib.js`)
const { restaurantFor, ANY_STAFF } = require(`${__hooks}/staff-auth-lib.js`)
const bill = require(`${__hooks}/bill-state.js`)

const ADMINS = ['admin']
/** The waits before each next try (seconds): 30 s … a day; after the last, the delivery has failed (about 4 days). */
const BACKOFF_SECONDS = [30, 120, 600, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 24 * 3600, 24 * 3600, 24 * 3600]
const MAX_LEASE = 50

/**
 * Writes a `type` event about the payment `tx` (saved) and a delivery to each of the restaurant's
 * active endpoints, in the caller's transaction; a payment that completes the bill also makes a
 * `check.paid`. Nothing when the restaurant has no endpoint: then it costs every money write one
 * indexed read.
 * @param {CoreApp} app
 * @param {core.Record} tx
 */
function emit(app, type, tx) {
  const endpoints = activeEndpoints(app, tx.getString('restaurant'))
  if (endpoints.length === 0) return
  const payment = require(`${__hooks}/pos-feed-lib.js`).describePayment(app, tx.id)
  writeEvent(app, endpoints, type, { payment: tx.id, order: tx.getString('order') }, payment)
  if (type !== 'payment.completed') return
  // the payment that took what is paid from below the total to the total, and only that one
  const state = bill.readBillState(app, tx.getString('order'))
  if (state.total > 0 && state.paid >= state.total && state.paid - tx.getInt('base_amount') < state.total) {
    writeEvent(app, endpoints, 'check.paid', { order: tx.getString('order') }, checkOf(app, tx.getString('order')))
  }
}

/**
 * Writes a `type` event (check.closed) about the order, as `emit` does for a payment.
 * @param {CoreApp} app
 */
function emitCheck(app, type, orderId) {
  const order = app.findRecordById('orders', orderId)
  const endpoints = activeEndpoints(app, order.getString('restaurant'))
  if (endpoints.length > 0) writeEvent(app, endpoints, type, { order: orderId }, checkOf(app, orderId))
}

function checkOf(app, orderId) {
  return require(`${__hooks}/pos-checks-lib.js`).describeCheck(app, orderId)
}

/** @param {CoreApp} app */
function activeEndpoints(app, restaurant) {
  return app.findRecordsByFilter('pos_endpoints', 'restaurant = {:restaurant} && active = true', '', 0, 0, { restaurant })
}

/**
 * The event (its payload: {id, type, createdAt, data}) and one pending delivery per endpoint.
 * @param {CoreApp} app
 * @param {core.Record[]} endpoints
 */
function writeEvent(app, endpoints, type, links, data) {
  const restaurant = endpoints[0].getString('restaurant')
  // the id first: the payload names it, and the event is saved once
  const id = $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789')
  const event = new Record(app.findCachedCollectionByNameOrId('pos_events'), {
    id,
    restaurant,
    type,
    payment: links.payment || '',
    order: links.order,
    payload: { id, type, createdAt: bill.toDbDate(Date.now()).replace(' ', 'T'), data },
  })
  app.save(event)
  const deliveries = app.findCachedCollectionByNameOrId('pos_deliveries')
  for (const endpoint of endpoints) {
    // a till Conto posts to takes payments, nothing else (pb_hooks/pos-lightspeed-lib.js)
    if (endpoint.getString('kind') === 'lightspeed' && type !== 'payment.completed') continue
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
    kind: 'webhook',
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
 * POST /api/conto/pos/deliveries/{id}/resend: staff send a delivery again now (a failed one too):
 * an admin from the delivery log, a waiter from the floor when a payment is not in the POS yet.
 * Its event keeps its id, so a POS that had it applies it once; a try already in flight is left
 * to finish (it reports in at most its lease), so two sends never run at once.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function resendDelivery(app, auth, deliveryId) {
  const delivery = bill.findOrNull(() => app.findRecordById('pos_deliveries', String(deliveryId || '')))
  const notFound = refuse(404, 'not_found', 'This delivery does not exist.')
  if (!delivery) return notFound
  const found = restaurantFor(app, auth, delivery.getString('restaurant'), ANY_STAFF)
  if (found.refusal) return found.refusal.status === 404 ? notFound : found.refusal
  if (isInFlight(delivery)) return { status: 200, body: { delivery: { id: delivery.id, status: 'pending', sending: true } } }
  if (delivery.getString('settled_at') && delivery.getString('status') === 'failed') {
    return refuse(409, 'till_refused', 'The till refused this payment: enter it on the till.')
  }
  delivery.set('status', 'pending')
  delivery.set('next_attempt_at', bill.toDbDate(Date.now()))
  app.save(delivery)
  return { status: 200, body: { delivery: { id: delivery.id, status: 'pending', sending: false } } }
}

/** @param {core.Record} delivery */
function isInFlight(delivery) {
  return isLeased(delivery.getString('status'), delivery.getString('leased_until'))
}

/** A try of a pending delivery is under way: its lease has not run out. */
function isLeased(status, leasedUntil) {
  return status === 'pending' && leasedUntil !== '' && leasedUntil > bill.toDbDate(Date.now())
}

/**
 * GET /api/conto/pos/unsynced?restaurant=: the payments the restaurant's POS has not taken yet (a
 * delivery to an active endpoint still pending or failed), for the floor's "not in the POS yet".
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function listUnsynced(app, auth, restaurantId) {
  const found = restaurantFor(app, auth, restaurantId, ANY_STAFF)
  if (found.refusal) return found.refusal
  const rows = $conto.rows(
    app,
    `SELECT d.id, d.status, d.attempts, d.last_status, d.last_error, COALESCE(d.leased_until, '') AS leased_until, COALESCE(d.settled_at, '') AS settled_at, d.created,
            t.id AS transaction_id, t.\`order\` AS order_id, o.number AS order_number, COALESCE(tb.name, '') AS table_name,
            t.total_amount, t.currency, COALESCE(t.channel, '') AS channel, ev.type
       FROM pos_deliveries d
       JOIN pos_endpoints e ON e.id = d.endpoint AND e.active = TRUE
       JOIN pos_events ev ON ev.id = d.event
       JOIN transactions t ON t.id = ev.payment
       JOIN orders o ON o.id = t.\`order\`
       LEFT JOIN tables tb ON tb.id = o.\`table\`
      WHERE d.restaurant = {:restaurant} AND d.status != 'delivered' AND ev.type LIKE 'payment.%'
      ORDER BY d.created
      LIMIT 200`,
    { restaurant: found.restaurant.id },
    { id: '', status: '', attempts: 0, last_status: 0, last_error: '', leased_until: '', settled_at: '', created: '', transaction_id: '', order_id: '', order_number: 0, table_name: '', total_amount: 0, currency: '', channel: '', type: '' },
  )
  const payments = rows.map((row) => ({
    deliveryId: row.id,
    event: row.type,
    // the payment's event was written then: a long wait with no try says the delivery loop is down
    createdAt: row.created.replace(' ', 'T'),
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.last_status,
    lastError: row.last_error,
    sending: isLeased(row.status, row.leased_until),
    // refused by the till itself: a retry cannot help, staff enter it on the till
    refusedByTill: row.status === 'failed' && row.settled_at !== '',
    transactionId: row.transaction_id,
    orderId: row.order_id,
    orderNumber: row.order_number,
    tableName: row.table_name,
    amount: row.total_amount,
    currency: row.currency,
    channel: row.channel || 'qr',
  }))
  return { status: 200, body: { payments } }
}

/**
 * POST /api/conto/pos/deliveries/due {limit, leaseSeconds, restaurant?} (the functions; with a
 * restaurant, only its deliveries, so tests sharing a PocketBase never take each other's): up to `limit`
 * deliveries whose time has come, each leased for `leaseSeconds` (a worker that dies mid-send
 * leaves it due again after that) and counted as a try, with what to send.
 * @param {CoreApp} app
 */
function leaseDue(app, body) {
  if (!isWhole(body.limit, 1, MAX_LEASE) || !isWhole(body.leaseSeconds, 1, 600)) return invalid(`limit (1–${MAX_LEASE}) and leaseSeconds (1–600) are required.`)
  if (body.restaurant !== undefined && !isText(body.restaurant, 15, 15)) return invalid('restaurant, when given, is a restaurant id.')
  const now = Date.now()
  const leased = $conto.rows(
    app,
    `UPDATE pos_deliveries
        SET next_attempt_at = {:leaseEnd}, leased_until = {:leaseEnd}, attempts = attempts + 1, updated = {:now}
      WHERE id IN (SELECT d.id FROM pos_deliveries d JOIN pos_endpoints e ON e.id = d.endpoint
                   WHERE d.status = 'pending' AND d.next_attempt_at <= {:now} AND e.active = TRUE
                     AND ({:restaurant} = '' OR d.restaurant = {:restaurant})
                   ORDER BY d.next_attempt_at LIMIT {:limit})
      RETURNING id, event, endpoint, attempts`,
    { now: bill.toDbDate(now), leaseEnd: bill.toDbDate(now + body.leaseSeconds * 1000), limit: body.limit, restaurant: body.restaurant || '' },
    { id: '', event: '', endpoint: '', attempts: 0 },
  )
  const deliveries = leased.map((row) => {
    const event = app.findRecordById('pos_events', row.event)
    const endpoint = app.findRecordById('pos_endpoints', row.endpoint)
    return {
      id: row.id,
      eventId: event.id,
      attempt: row.attempts,
      kind: endpoint.getString('kind') || 'webhook',
      url: endpoint.getString('url'),
      secret: endpoint.getString('secret'),
      config: JSON.parse(endpoint.getString('config') || '{}') || {},
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
  if (body.permanent !== undefined && typeof body.permanent !== 'boolean') return invalid('permanent, when given, is true or false.')
  const delivery = bill.findOrNull(() => app.findRecordById('pos_deliveries', String(deliveryId || '')))
  if (!delivery) return refuse(404, 'not_found', 'This delivery does not exist.')
  delivery.set('leased_until', '')
  if (delivery.getString('settled_at')) {
    // the till's own outcome came first (pb_hooks/pos-lightspeed-lib.js settle): it stands
    app.save(delivery)
    return { status: 200, body: { delivery: { id: delivery.id, status: delivery.getString('status'), attempts: delivery.getInt('attempts') } } }
  }
  delivery.set('last_status', body.status)
  delivery.set('last_error', body.error)
  if (body.delivered) {
    delivery.set('status', 'delivered')
    delivery.set('delivered_at', bill.toDbDate(Date.now()))
  } else if (delivery.getString('status') === 'pending') {
    // a refusal that no retry changes (a till that said no) fails at once: staff see it now
    const wait = body.permanent === true ? undefined : BACKOFF_SECONDS[delivery.getInt('attempts') - 1]
    if (wait === undefined) delivery.set('status', 'failed')
    else delivery.set('next_attempt_at', bill.toDbDate(Date.now() + wait * 1000))
  }
  app.save(delivery)
  return { status: 200, body: { delivery: { id: delivery.id, status: delivery.getString('status'), attempts: delivery.getInt('attempts') } } }
}

module.exports = { emitCheck, emit, createEndpoint, disableEndpoint, resendDelivery, listUnsynced, leaseDue, recordResult, BACKOFF_SECONDS }
