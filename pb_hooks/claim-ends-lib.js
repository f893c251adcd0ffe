/* global module */
// How claims end: released (by the functions, staff, a replacing claim), lapsed, and the periodic
// sweep (api-functions/stripe/claim-lifecycle.ts) that ends lapsed claims everywhere and hands over
// the Stripe sessions staff routes marked to expire. Completed payments and bank debits settling
// are never ended here.
const bill = require(`${__hooks}/bill-state.js`)
const queries = require(`${__hooks}/claim-queries.js`)
const { forgetHolds } = require(`${__hooks}/claim-holds-lib.js`)

/** The most lapsed claims one sweep (or one claim) ends; the next takes the rest. */
const SWEEP_BATCH = 200
const LAPSED_EVERYWHERE_SQL = queries.lapsedClaims(false, SWEEP_BATCH)

/**
 * Ends a pending claim (released, expired, replaced…); completed payments are never touched.
 * `expireLater` marks its Stripe session for the functions' sweep to expire, for callers that
 * cannot reach Stripe themselves (staff routes in PocketBase).
 * @param {CoreApp} app
 */
function releaseClaim(app, transactionId, reason, orderId, details, expireLater) {
  const tx = bill.findOrNull(() => app.findRecordById('transactions', transactionId))
  if (!tx || tx.getString('status') !== 'pending') return null
  if (orderId && tx.getString('order') !== orderId) return null
  if (bill.isSettling(tx)) return null
  tx.set('status', 'failed')
  if (expireLater && tx.getString('stripe_session_id')) tx.set('session_to_expire', true)
  bill.appendLog(tx, reason, details)
  app.save(tx)
  if (reason === STAFF_RELEASE) forgetHolds(app, tx.getString('order'))
  return { id: tx.id, sessionId: tx.getString('stripe_session_id') }
}

/**
 * A manager released the claim ("Sblocca"): its payment page stops instead of claiming again, and
 * its browser stays off the order for a while. A claim ended because staff took a payment or closed
 * the bill ('released_for_staff') is an ordinary ended claim: the page may claim what is left.
 */
const STAFF_RELEASE = 'released_by_staff'

/** The last log entry's action of a transaction ('' when it has none). */
function lastAction(tx) {
  const logs = bill.readLogs(tx)
  return logs.length > 0 ? String(logs[logs.length - 1].action || '') : ''
}

/**
 * Staff always win (decision 026): ends every live claim on an order that is not a payment
 * already settling, so a payment staff take or a close never waits for a diner's phone. Their
 * Stripe sessions are expired by the functions' sweep. Returns the claims ended.
 * @param {CoreApp} app
 */
function releaseLiveClaims(app, orderId, by) {
  const live = app.findRecordsByFilter('transactions', "order = {:order} && status = 'pending' && claim_expires_at > {:now}", '', 0, 0, {
    order: orderId,
    now: bill.toDbDate(Date.now()),
  })
  const ended = []
  for (const tx of live) {
    const released = releaseClaim(app, tx.id, 'released_for_staff', orderId, { by }, true)
    if (released) ended.push(released)
  }
  return ended
}

/**
 * Ends pending claims whose time has passed, everywhere (the sweep; a granted claim ends its own
 * order's with the ids its context read): they already stopped counting; marking them failed makes
 * that final, and their Stripe sessions are returned so the caller expires them (a payment that
 * completes anyway is counted or refunded by reconcile).
 * @param {CoreApp} app
 */
function endLapsedClaims(app) {
  forgetHolds(app, '')
  const rows = $conto.rows(app, LAPSED_EVERYWHERE_SQL, { now: bill.toDbDate(Date.now()) }, { id: '' })
  return endClaims(app, rows.map((row) => row.id))
}

/**
 * Marks lapsed claims (their ids) failed, each still pending; returns them with their sessions.
 * @param {CoreApp} app
 */
function endClaims(app, ids) {
  const ended = []
  for (const id of ids) {
    const tx = app.findRecordById('transactions', id)
    // a claim this one replaced was ended as 'replaced' meanwhile
    if (tx.getString('status') !== 'pending') continue
    tx.set('status', 'failed')
    bill.appendLog(tx, 'lapsed')
    app.save(tx)
    ended.push({ id: tx.id, sessionId: tx.getString('stripe_session_id') })
  }
  return ended
}

/**
 * Claims staff routes ended whose Stripe sessions are still to be expired; handed over once.
 * @param {CoreApp} app
 */
function takeSessionsToExpire(app) {
  const marked = app.findRecordsByFilter('transactions', 'session_to_expire = true', '', SWEEP_BATCH, 0)
  const sessions = []
  for (const tx of marked) {
    tx.set('session_to_expire', false)
    app.saveNoValidate(tx)
    sessions.push({ id: tx.id, sessionId: tx.getString('stripe_session_id') })
  }
  return sessions
}

module.exports = { SWEEP_BATCH, STAFF_RELEASE, lastAction, releaseClaim, releaseLiveClaims, endLapsedClaims, endClaims, takeSessionsToExpire }
