/// <reference path="./pocketbase.d.ts" />
// The POS keys an admin manages in the settings, and what the POS API (api-functions/pos/, as the
// superuser) asks PocketBase: whose a key is, and the restaurant's payments. docs/decisions/042.
// Handlers run in isolated VMs, so each requires what it needs inside its own body.

routerAdd('POST', '/api/conto/pos/keys', (e) => {
  const keys = require(`${__hooks}/pos-keys-lib.js`)
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => keys.createKey(app, e.auth, e.requestInfo().body))
})

routerAdd('POST', '/api/conto/pos/keys/{id}/revoke', (e) => {
  const keys = require(`${__hooks}/pos-keys-lib.js`)
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => keys.revokeKey(app, e.auth, e.request.pathValue('id')))
})

routerAdd(
  'POST',
  '/api/conto/pos/authenticate',
  (e) => {
    const keys = require(`${__hooks}/pos-keys-lib.js`)
    return require(`${__hooks}/http-lib.js`).respond(e, (app) => keys.authenticate(app, e.requestInfo().body))
  },
  $apis.requireSuperuserAuth(),
  $apis.skipSuccessActivityLog(),
)

routerAdd(
  'POST',
  '/api/conto/pos/payments',
  (e) => {
    const feed = require(`${__hooks}/pos-feed-lib.js`)
    const answer = feed.listPayments(e.app, e.requestInfo().body)
    return e.json(answer.status, answer.body)
  },
  $apis.requireSuperuserAuth(),
)

// Payments out as signed webhooks (pb_hooks/pos-outbox-lib.js, docs/decisions/043)
routerAdd('POST', '/api/conto/pos/endpoints', (e) => {
  const outbox = require(`${__hooks}/pos-outbox-lib.js`)
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => outbox.createEndpoint(app, e.auth, e.requestInfo().body))
})

routerAdd('POST', '/api/conto/pos/endpoints/{id}/disable', (e) => {
  const outbox = require(`${__hooks}/pos-outbox-lib.js`)
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => outbox.disableEndpoint(app, e.auth, e.request.pathValue('id')))
})

routerAdd('POST', '/api/conto/pos/deliveries/{id}/resend', (e) => {
  const outbox = require(`${__hooks}/pos-outbox-lib.js`)
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => outbox.resendDelivery(app, e.auth, e.request.pathValue('id')))
})

routerAdd(
  'POST',
  '/api/conto/pos/deliveries/due',
  (e) => {
    const outbox = require(`${__hooks}/pos-outbox-lib.js`)
    return require(`${__hooks}/http-lib.js`).respond(e, (app) => outbox.leaseDue(app, e.requestInfo().body))
  },
  $apis.requireSuperuserAuth(),
  $apis.skipSuccessActivityLog(),
)

routerAdd(
  'POST',
  '/api/conto/pos/deliveries/{id}/result',
  (e) => {
    const outbox = require(`${__hooks}/pos-outbox-lib.js`)
    return require(`${__hooks}/http-lib.js`).respond(e, (app) => outbox.recordResult(app, e.request.pathValue('id'), e.requestInfo().body))
  },
  $apis.requireSuperuserAuth(),
)

// Checks in from the POS (pb_hooks/pos-checks-lib.js, docs/decisions/044)
routerAdd(
  'POST',
  '/api/conto/pos/checks/put',
  (e) => {
    const checks = require(`${__hooks}/pos-checks-lib.js`)
    return require(`${__hooks}/http-lib.js`).respond(e, (app) => checks.putCheck(app, e.requestInfo().body))
  },
  $apis.requireSuperuserAuth(),
)

routerAdd(
  'POST',
  '/api/conto/pos/checks/get',
  (e) => {
    const checks = require(`${__hooks}/pos-checks-lib.js`)
    const answer = checks.getCheck(e.app, e.requestInfo().body)
    return e.json(answer.status, answer.body)
  },
  $apis.requireSuperuserAuth(),
)

routerAdd(
  'POST',
  '/api/conto/pos/checks/close',
  (e) => {
    const checks = require(`${__hooks}/pos-checks-lib.js`)
    return require(`${__hooks}/http-lib.js`).respond(e, (app) => checks.closeCheck(app, e.requestInfo().body))
  },
  $apis.requireSuperuserAuth(),
)

// The floor's "not in the POS yet" (any staff of the restaurant; docs/decisions/044)
routerAdd('GET', '/api/conto/pos/unsynced', (e) => {
  const outbox = require(`${__hooks}/pos-outbox-lib.js`)
  const answer = outbox.listUnsynced(e.app, e.auth, e.requestInfo().query.restaurant)
  return e.json(answer.status, answer.body)
})

// A Lightspeed K-Series till as a POS endpoint (pb_hooks/pos-lightspeed-lib.js, docs/decisions/044)
routerAdd('POST', '/api/conto/pos/lightspeed', (e) => {
  const lightspeed = require(`${__hooks}/pos-lightspeed-lib.js`)
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => lightspeed.connectLightspeed(app, e.auth, e.requestInfo().body))
})

routerAdd(
  'POST',
  '/api/conto/pos/lightspeed/inbound',
  (e) => {
    const lightspeed = require(`${__hooks}/pos-lightspeed-lib.js`)
    const answer = lightspeed.readInbound(e.app, e.requestInfo().body)
    return e.json(answer.status, answer.body)
  },
  $apis.requireSuperuserAuth(),
)

routerAdd(
  'POST',
  '/api/conto/pos/lightspeed/settle',
  (e) => {
    const lightspeed = require(`${__hooks}/pos-lightspeed-lib.js`)
    return require(`${__hooks}/http-lib.js`).respond(e, (app) => lightspeed.settle(app, e.requestInfo().body))
  },
  $apis.requireSuperuserAuth(),
)
