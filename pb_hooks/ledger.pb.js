/// <reference path="./pocketbase.d.ts" />
/* global onRecordUpdate, onRecordDelete */
// The bill is one ledger (docs/decisions/019-one-ledger.md). Staff routes, called by the SPA with
// the member's own PocketBase token, each in one database transaction: recorded payments, voids,
// closing an order, the shift report. Refund reservations for the refund function (superuser).
// The order_items guards below run for every caller. Logic: pb_hooks/ledger-lib.js,
// report-lib.js, payments-lib.js. Handlers run in isolated VMs, so each requires what it needs.

routerAdd('POST', '/api/conto/orders/{orderId}/payments', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => ledger.recordPayment(app, e.auth, e.request.pathValue('orderId'), e.requestInfo().body))
})

routerAdd('POST', '/api/conto/payments/{id}/void', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => ledger.voidPayment(app, e.auth, e.request.pathValue('id'), e.requestInfo().body))
})

routerAdd('POST', '/api/conto/orders/{orderId}/lines/{lineId}/void', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  const [orderId, lineId] = [e.request.pathValue('orderId'), e.request.pathValue('lineId')]
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => ledger.voidLine(app, e.auth, orderId, lineId, e.requestInfo().body))
})

routerAdd('POST', '/api/conto/orders/{orderId}/close', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => ledger.closeOrder(app, e.auth, e.request.pathValue('orderId'), e.requestInfo().body))
})

routerAdd('GET', '/api/conto/reports/shift', (e) => {
  const report = require(`${__hooks}/report-lib.js`)
  const query = e.requestInfo().query
  const answer = report.shiftReport(e.app, e.auth, { restaurant: query.restaurant, from: query.from, to: query.to })
  return e.json(answer.status, answer.body)
})

// refunds reserve before Stripe is asked (api-functions/_lib/refund-reservations.ts)
routerAdd(
  'POST',
  '/api/conto/payments/{id}/refund-reservations',
  (e) => {
    const payments = require(`${__hooks}/payments-lib.js`)
    return require(`${__hooks}/http-lib.js`).respond(e, (app) => payments.reserveRefund(app, e.request.pathValue('id'), e.requestInfo().body))
  },
  $apis.requireSuperuserAuth(),
)

routerAdd(
  'POST',
  '/api/conto/payments/{id}/refund-reservations/{requestId}/release',
  (e) => {
    const payments = require(`${__hooks}/payments-lib.js`)
    return require(`${__hooks}/http-lib.js`).respond(e, (app) => payments.releaseRefund(app, e.request.pathValue('id'), e.request.pathValue('requestId')))
  },
  $apis.requireSuperuserAuth(),
)

// Paid lines never change (DESIGN invariant 6): model hooks, so every caller is covered.
onRecordUpdate((e) => {
  require(`${__hooks}/ledger-lib.js`).guardLine(e, false)
}, 'order_items')

onRecordDelete((e) => {
  require(`${__hooks}/ledger-lib.js`).guardLine(e, true)
}, 'order_items')
