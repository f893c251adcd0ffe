/* global module */
// A restaurant's Lightspeed K-Series till as a POS endpoint (issue 39, docs/decisions/044). Conto
// posts each completed payment to the till itself (api-functions/pos/connectors/lightspeed.ts), as
// a delivery of the same outbox the webhooks use, so it is tried again and never lost; Lightspeed
// then says by its own webhook whether the check took it, which settles the delivery or fails it
// for staff to see. Lightspeed signs nothing: its webhooks are trusted by a token in the address
// Conto gives the admin once (only its hash is kept).
const bill = require(`${__hooks}/bill-state.js`)
const { refuse, invalid, isText, isWhole, readText } = require(`${__hooks}/http-lib.js`)
const { restaurantFor } = require(`${__hooks}/staff-auth-lib.js`)

const ADMINS = ['admin']
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/**
 * POST /api/conto/pos/lightspeed {restaurant, url, accessToken, businessLocationId,
 * webhookEndpointId}: an admin connects the restaurant's Lightspeed till. The answer carries the
 * token of the address Lightspeed must report payments to, once.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function connectLightspeed(app, auth, body) {
  const found = restaurantFor(app, auth, body.restaurant, ADMINS)
  if (found.refusal) return found.refusal
  const url = readText(body.url)
  if (!/^https?:\/\/[^\s/]+/.test(url) || url.length > 500) return invalid("url must be Lightspeed's API address, such as https://api.lsk.lightspeed.app.")
  if (!isText(body.accessToken, 1, 4000)) return invalid('accessToken is required.')
  if (!isWhole(body.businessLocationId, 1, Number.MAX_SAFE_INTEGER)) return invalid('businessLocationId is a whole number.')
  if (!isText(body.webhookEndpointId, 1, 100)) return invalid('webhookEndpointId is the id of the webhook endpoint set up in Lightspeed.')
  // one till per restaurant: two connections would post every payment twice
  const connected = app.countRecords('pos_endpoints', $dbx.hashExp({ restaurant: found.restaurant.id, kind: 'lightspeed', active: true }))
  if (connected > 0) return refuse(409, 'till_connected', 'A Lightspeed till is connected already: disable it first.')
  const inboundToken = $security.randomStringWithAlphabet(40, ALPHANUMERIC)
  const endpoint = new Record(app.findCachedCollectionByNameOrId('pos_endpoints'), {
    restaurant: found.restaurant.id,
    kind: 'lightspeed',
    url,
    secret: body.accessToken,
    config: { businessLocationId: body.businessLocationId, webhookEndpointId: body.webhookEndpointId },
    inbound_hash: $security.sha256(inboundToken),
    active: true,
    created_by: auth.id,
  })
  app.save(endpoint)
  return { status: 200, body: { endpoint: { id: endpoint.id, url, active: true, kind: 'lightspeed' }, inboundToken } }
}

/**
 * POST /api/conto/pos/lightspeed/inbound {endpointId, token} (the functions, for a webhook from
 * Lightspeed): the connection when the token is its own and it is active, else 404.
 * @param {CoreApp} app
 */
function readInbound(app, body) {
  if (!isText(body.endpointId, 15, 15) || !isText(body.token, 1, 200)) return invalid('endpointId and token are required.')
  const endpoint = bill.findOrNull(() => app.findRecordById('pos_endpoints', String(body.endpointId || '')))
  const unknown = refuse(404, 'not_found', 'No Lightspeed connection answers to this address.')
  if (!endpoint || endpoint.getString('kind') !== 'lightspeed' || !endpoint.getBool('active')) return unknown
  if (!$security.equal($security.sha256(body.token), endpoint.getString('inbound_hash'))) return unknown
  const restaurant = app.findRecordById('restaurants', endpoint.getString('restaurant'))
  const company = app.findRecordById('companies', restaurant.getString('company'))
  return {
    status: 200,
    body: {
      endpoint: {
        id: endpoint.id,
        restaurant: restaurant.id,
        url: endpoint.getString('url'),
        accessToken: endpoint.getString('secret'),
        config: JSON.parse(endpoint.getString('config') || '{}') || {},
        currency: company.getString('default_currency'),
        defaultVat: restaurant.getString('default_vat'),
      },
    },
  }
}

/**
 * POST /api/conto/pos/lightspeed/settle {endpointId, paymentId, succeeded, reason}: Lightspeed's
 * outcome of a payment Conto posted. Taken: the delivery is settled. Refused: it has failed for
 * good, with Lightspeed's reason, so the floor shows "enter it on the till". An outcome for a payment Conto
 * did not post to this till is not found (404); the same outcome again changes nothing.
 * @param {CoreApp} app
 */
function settle(app, body) {
  if (!isText(body.endpointId, 15, 15) || !isText(body.paymentId, 1, 50) || typeof body.succeeded !== 'boolean' || !isText(body.reason, 0, 400)) {
    return invalid('endpointId, paymentId, succeeded and reason are required.')
  }
  const rows = $conto.rows(
    app,
    `SELECT d.id FROM pos_deliveries d JOIN pos_events ev ON ev.id = d.event
      WHERE d.endpoint = {:endpoint} AND ev.payment = {:payment} AND ev.type = 'payment.completed' LIMIT 1`,
    { endpoint: body.endpointId, payment: body.paymentId },
    { id: '' },
  )
  if (rows.length === 0) return refuse(404, 'not_found', 'Conto posted no such payment to this till.')
  const delivery = app.findRecordById('pos_deliveries', rows[0].id)
  if (body.succeeded) {
    delivery.set('status', 'delivered')
    if (!delivery.getString('delivered_at')) delivery.set('delivered_at', bill.toDbDate(Date.now()))
    if (!delivery.getString('settled_at')) delivery.set('settled_at', bill.toDbDate(Date.now()))
  } else if (!delivery.getString('settled_at')) {
    // final: the till refused this reference; posting it again could only be "already used"
    delivery.set('status', 'failed')
    delivery.set('settled_at', bill.toDbDate(Date.now()))
    delivery.set('last_error', `Lightspeed did not take it: ${body.reason || 'no reason given'}.`.slice(0, 500))
  }
  app.save(delivery)
  return { status: 200, body: { delivery: { id: delivery.id, status: delivery.getString('status') } } }
}

module.exports = { connectLightspeed, readInbound, settle }
