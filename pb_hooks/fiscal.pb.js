/// <reference path="./pocketbase.d.ts" />
// The Cassa page's routes over the fiscal outbox (pb_hooks/fiscal-queue-lib.js, decision 031).
// Each runs in one database transaction (http-lib.js respond).

routerAdd('POST', '/api/conto/fiscal/next', (e) => {
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).takeNext(app, e.auth, e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/jobs/{id}/renew', (e) => {
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).renewLease(app, e.auth, e.request.pathValue('id'), e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/jobs/{id}/printed', (e) => {
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).markPrinted(app, e.auth, e.request.pathValue('id'), e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/jobs/{id}/failed', (e) => {
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).markFailed(app, e.auth, e.request.pathValue('id'), e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/jobs/{id}/retry', (e) => {
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).retryJob(app, e.auth, e.request.pathValue('id')))
})

routerAdd('POST', '/api/conto/fiscal/jobs/{id}/unclear', (e) => {
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).markUnclear(app, e.auth, e.request.pathValue('id'), e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/jobs/{id}/resolve', (e) => {
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => require(`${__hooks}/fiscal-queue-lib.js`).resolveUnclear(app, e.auth, e.request.pathValue('id'), e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/tills', (e) => {
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => require(`${__hooks}/tills-lib.js`).enrolTill(app, e.auth, e.requestInfo().body))
})

routerAdd('POST', '/api/conto/fiscal/tills/{id}/revoke', (e) => {
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => require(`${__hooks}/tills-lib.js`).revokeTill(app, e.auth, e.request.pathValue('id')))
})

routerAdd('POST', '/api/conto/fiscal/day', (e) => {
  return require(`${__hooks}/http-lib.js`).respond(e, (app) => require(`${__hooks}/fiscal-day-lib.js`).readFiscalDay(app, e.auth, e.requestInfo().body))
})
