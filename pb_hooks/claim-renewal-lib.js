/* global module */
// The payment page's heartbeat (api-functions/stripe/claims.ts renewClaim): a live claim's end
// moves on, within its run's cap and the order's hold budget.
const bill = require(`${__hooks}/bill-state.js`)
const { refuse } = require(`${__hooks}/http-lib.js`)
const { readOrderHold, stopHolding } = require(`${__hooks}/claim-holds-lib.js`)
const { lastAction, STAFF_RELEASE } = require(`${__hooks}/claim-ends-lib.js`)

/**
 * Renews a live claim: its end moves to `idleSeconds` from now, never past `maxSeconds` after its
 * run started, never past the order's hold budget while it holds (past that it goes on holding
 * nothing: docs/decisions/039) and never earlier than it was (a bank debit still settling is held
 * for days). The payment page's heartbeat: reads, then one UPDATE, no record save (no hooks, no
 * realtime event: nobody needs to hear about a renewal) unless the claims stop holding.
 * @param {CoreApp} app
 */
function renewClaim(app, transactionId, limits) {
  const now = Date.now()
  const nowDb = bill.toDbDate(now)
  const live = $conto.rows(
    app,
    "SELECT `order` AS order_id, claim_holds_nothing, claim_holds_until FROM transactions WHERE id = {:id} AND status = 'pending' AND claim_expires_at > {:now}",
    { id: transactionId, now: nowDb },
    { order_id: '', claim_holds_nothing: false, claim_holds_until: '' },
  )
  if (live.length === 0) return renewRefusal(app, transactionId)
  let until = now + limits.idleSeconds * 1000
  let holdsUntil = ''
  if (!live[0].claim_holds_nothing) {
    // while this claim holds, the budget's end only moves later (the hour's window slides on):
    // the end read before is good until the renewal would reach near it (docs/decisions/039)
    let end = Date.parse(live[0].claim_holds_until.replace(' ', 'T')) || 0
    if (end < until + 2 * limits.heartbeatSeconds * 1000) {
      // read without the write lock: a budget spent a moment after this read is seen at the next beat
      const hold = readOrderHold(app, live[0].order_id, now, limits)
      if (hold.spent) app.runInTransaction((txApp) => stopHolding(txApp, live[0].order_id, now))
      end = hold.spent ? Infinity : hold.until
      if (!hold.spent) holdsUntil = bill.toDbDate(end)
    }
    until = Math.min(until, end)
  }
  // the cap counts from the start of the client's run, across replaced claims (decision 026)
  const capped = "strftime('%Y-%m-%d %H:%M:%fZ', COALESCE(NULLIF(claim_started_at, ''), created), '+' || {:maxSeconds} || ' seconds')"
  const params = { id: transactionId, now: nowDb, until: bill.toDbDate(until), maxSeconds: Math.trunc(limits.maxSeconds), holdsUntil }
  // one UPDATE statement: atomic on its own
  $conto.rows(
    app,
    `UPDATE transactions
     SET claim_expires_at = MIN({:until}, ${capped}),
         claim_holds_until = CASE WHEN {:holdsUntil} != '' AND claim_holds_nothing = FALSE THEN {:holdsUntil} ELSE claim_holds_until END
     WHERE id = {:id} AND status = 'pending' AND claim_expires_at > {:now}
       AND claim_expires_at < MIN({:until}, ${capped})`,
    params,
    {},
  )
  const rows = $conto.rows(
    app,
    "SELECT claim_expires_at FROM transactions WHERE id = {:id} AND status = 'pending' AND claim_expires_at > {:now}",
    { id: transactionId, now: nowDb },
    { claim_expires_at: '' },
  )
  if (rows.length === 0) return renewRefusal(app, transactionId)
  return { status: 200, body: { claimExpiresAt: rows[0].claim_expires_at } }
}

/**
 * Why a claim cannot be renewed: staff took over, or it ended.
 * @param {CoreApp} app
 */
function renewRefusal(app, transactionId) {
  const tx = bill.findOrNull(() => app.findRecordById('transactions', transactionId))
  if (tx && tx.getString('status') === 'failed' && lastAction(tx) === STAFF_RELEASE) {
    return refuse(409, 'claim_released', 'Staff have taken over the payment of this table. Please ask a waiter.')
  }
  return refuse(409, 'claim_ended', 'This payment has ended. Please start it again.')
}

module.exports = { renewClaim }
