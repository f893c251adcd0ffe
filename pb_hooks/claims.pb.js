/// <reference path="./pocketbase.d.ts" />
// Claim routes for the payment functions (superuser only). Each runs in one database
// transaction, so concurrent checkouts on one table are decided one after the other.
// Logic: pb_hooks/claims-lib.js (the claim) and the claim-*-lib.js beside it; docs/decisions/007-claims.md. Handlers run in isolated VMs, so
// each requires what it needs inside its own body.
// A checkout's batches and the payment page's heartbeat are most of the requests the functions
// make; each payment keeps its own history in transactions.logs, so their successes are not also
// written to PocketBase's request log. A batch answers 200 with each request's own answer inside:
// a request that failed is logged by runBatch (claim-batch-lib.js), a refusal is an answer, not an error.

// A checkout's writes (its claim, then its Stripe session), in batches of those that arrived
// together (api-functions/_lib/batcher.ts): decided one after the other in one transaction, the
// same answers as one request each, without a request, a transaction and a commit each. One that
// throws (a record the collection's rules refuse) rolls the batch back; each is then decided again
// in its own transaction, so it alone fails.
routerAdd(
  'POST',
  '/api/conto/claims/batch',
  (e) => {
    const batches = require(`${__hooks}/claim-batch-lib.js`)
    const requests = batches.readBatch(e.requestInfo().body)
    if (!requests) {
      return e.json(400, require(`${__hooks}/http-lib.js`).refuse(400, 'invalid_request', 'requests must list 1 to 100 claims and sessions.').body)
    }
    return e.json(200, { answers: batches.runBatch(e.app, requests) })
  },
  $apis.requireSuperuserAuth(),
  $apis.skipSuccessActivityLog(),
)

routerAdd(
  'POST',
  '/api/conto/claims/{id}/release',
  (e) => {
    const ends = require(`${__hooks}/claim-ends-lib.js`)
    const id = e.request.pathValue('id')
    const body = e.requestInfo().body
    const http = require(`${__hooks}/http-lib.js`)
    if (!http.isText(body.reason, 1, 40) || !(body.by === undefined || http.isText(body.by, 0, 15))) {
      return e.json(400, http.invalid('reason (at most 40 characters) is required; by, at most 15.').body)
    }
    const reason = body.reason
    /** @type {any} set inside the transaction below */
    let released = null
    e.app.runInTransaction((txApp) => {
      released = ends.releaseClaim(txApp, id, reason, '', body.by ? { by: body.by } : undefined)
    })
    return e.json(200, { released: released !== null, sessionId: released ? released.sessionId : '' })
  },
  $apis.requireSuperuserAuth(),
)

routerAdd(
  'POST',
  '/api/conto/claims/{id}/renew',
  (e) => {
    const claims = require(`${__hooks}/claims-lib.js`)
    const limits = claims.readClaimLimits(e.requestInfo().body)
    if (!limits) return e.json(400, require(`${__hooks}/http-lib.js`).refuse(400, 'invalid_request', 'limits must give every claim length and cap.').body)
    // reads, then one UPDATE, atomic on its own (claims stopping to hold get a transaction of their own)
    const answer = require(`${__hooks}/claim-renewal-lib.js`).renewClaim(e.app, e.request.pathValue('id'), limits)
    return e.json(answer.status, answer.body)
  },
  $apis.requireSuperuserAuth(),
  $apis.skipSuccessActivityLog(),
)

// the diner's codice lotteria for the payment they are about to make (api-functions/stripe/lottery-code.ts)
routerAdd(
  'POST',
  '/api/conto/claims/{id}/lottery-code',
  (e) => {
    const claims = require(`${__hooks}/claims-lib.js`)
    const id = e.request.pathValue('id')
    // in a transaction: the payment may complete meanwhile, and its documento is written then
    /** @type {any} set inside the transaction below */
    let answer = null
    e.app.runInTransaction((txApp) => {
      answer = claims.setLotteryCode(txApp, id, e.requestInfo().body.lotteryCode)
    })
    return e.json(answer.status, answer.body)
  },
  $apis.requireSuperuserAuth(),
)

// the periodic sweep (api-functions/stripe/claim-lifecycle.ts): lapsed claims, and claims staff
// routes ended whose Stripe sessions are still open
routerAdd(
  'POST',
  '/api/conto/claims/lapsed',
  (e) => {
    const ends = require(`${__hooks}/claim-ends-lib.js`)
    let ended = []
    e.app.runInTransaction((txApp) => {
      ended = ends.endLapsedClaims(txApp).concat(ends.takeSessionsToExpire(txApp))
    })
    return e.json(200, { ended })
  },
  $apis.requireSuperuserAuth(),
)
