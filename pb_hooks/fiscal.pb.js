/// <reference path="./pocketbase.d.ts" />
// The Cassa page's routes over the fiscal outbox (pb_hooks/fiscal-queue-lib.js, decision 031).
// Each runs in one database transaction (ledger-lib respond).

routerAdd('POST', '/api/conto/fiscal/next', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  return ledger.respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).takeNext(app, e.auth, e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/jobs/{id}/renew', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  return ledger.respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).renewLease(app, e.auth, e.request.pathValue('id'), e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/jobs/{id}/printed', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  return ledger.respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).markPrinted(app, e.auth, e.request.pathValue('id'), e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/jobs/{id}/failed', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  return ledger.respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).markFailed(app, e.auth, e.request.pathValue('id'), e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/jobs/{id}/retry', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  return ledger.respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).retryJob(app, e.auth, e.request.pathValue('id')))
})

routerAdd('POST', '/api/conto/fiscal/jobs/{id}/unclear', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  return ledger.respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).markUnclear(app, e.auth, e.request.pathValue('id'), e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/jobs/{id}/resolve', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  return ledger.respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).resolveUnclear(app, e.auth, e.request.pathValue('id'), e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/tills', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  return ledger.respond(e, (app) => require(`${__hooks}/tills-lib.js`).enrolTill(app, e.auth, e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/tills/{id}/revoke', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  return ledger.respond(e, (app) => require(`${__hooks}/tills-lib.js`).revokeTill(app, e.auth, e.request.pathValue('id')))
})

routerAdd('POST', '/api/conto/fiscal/day', (e) => {
  const ledger = require(`${__hooks}/ledger-lib.js`)
  return ledger.respond(e, (app) => require(`${__hooks}/fiscal-day-lib.js`).readFiscalDay(app, e.auth, e.requestInfo().body))
})
