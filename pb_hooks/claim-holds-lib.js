/* global module */
// An order's hold budget and who stops holding (docs/decisions/039): claims hold an order at most
// `holdSecondsPerHour` in any hour, whoever makes them; past it, or just after a manager's
// "Sblocca", a claim holds nothing. Used by the claim (claims-lib.js), the batch that reads it
// before the write lock (claim-batch-lib.js), the heartbeat (claim-renewal-lib.js) and the ends
// of claims that forget what was known (claim-ends-lib.js).
const bill = require(`${__hooks}/bill-state.js`)
const queries = require(`${__hooks}/claim-queries.js`)

const HOUR_MS = 3600 * 1000

/**
 * Where the order's hold stands (docs/decisions/039). An order is held by claims for at most
 * `holdSecondsPerHour` in any hour, whoever holds it, so no number of addresses and cookies keeps
 * a table from paying by phone for longer: past it (`spent`) every claim holds nothing. The budget
 * counts as spent a couple of heartbeats before its end, so a page still open keeps its payment
 * instead of seeing it lapse. For `barSeconds` after a manager's "Sblocca" (`released`) a new
 * claim holds nothing either; the claims already there keep what they hold. `until` (ms): the
 * latest a holding claim may hold (earlier than the budget's end while only the claims' added-up
 * times were read, which is when they leave room enough).
 * @param {CoreApp} app
 */
function readOrderHold(app, orderId, now, limits) {
  const budgetMs = limits.holdSecondsPerHour * 1000
  const marginMs = 2 * limits.heartbeatSeconds * 1000
  // the budget's end only moves later as time passes (held time grows no faster than the clock,
  // and the hour's window lets old time go), so an end read before holds until near it
  const key = holdKey(orderId, limits)
  const known = Number(app.store().get(key)) || 0
  if (known - now > marginMs + HOLD_RECHECK_MS) return { spent: false, released: false, until: known }
  const params = {
    order: orderId,
    since: bill.toDbDate(now - HOUR_MS),
    now: bill.toDbDate(now),
    dayAhead: bill.toDbDate(now + 24 * HOUR_MS),
    releasedSince: bill.toDbDate(now - limits.barSeconds * 1000),
  }
  const row = $conto.rows(app, queries.ORDER_HOLD, params, { held_at_most_ms: 0, released: false })[0]
  let heldMs = row.held_at_most_ms
  if (budgetMs - heldMs < marginMs) heldMs = $conto.rows(app, queries.ORDER_HELD_MS, params, { ms: 0 })[0].ms
  const hold = { spent: budgetMs - heldMs < marginMs, released: Boolean(row.released), until: now + budgetMs - heldMs }
  if (!hold.spent && !hold.released) app.store().set(key, hold.until)
  else app.store().remove(key)
  return hold
}

/**
 * A read end is read again this long before it (a claim ended may be saved again later, by the
 * sweep, which moves its end up to 30 s on).
 */
const HOLD_RECHECK_MS = 60 * 1000
const HOLD_KEY_PREFIX = 'conto.hold.'

/** The app store's key of an order's known budget end, for one budget (tests run several). */
function holdKey(orderId, limits) {
  return `${HOLD_KEY_PREFIX}${orderId}.${limits.holdSecondsPerHour}.${limits.heartbeatSeconds}`
}

/**
 * Forgets the order's known budget ends ("Sblocca" changes what a new claim holds at once), or,
 * without an order, those long passed (the sweep), so the store does not grow with every order.
 * @param {CoreApp} app
 */
function forgetHolds(app, orderId) {
  const all = app.store().getAll()
  const now = Date.now()
  for (const key of Object.keys(all)) {
    if (!key.startsWith(HOLD_KEY_PREFIX)) continue
    if (orderId ? key.startsWith(`${HOLD_KEY_PREFIX}${orderId}.`) : Number(all[key]) < now - HOUR_MS) app.store().remove(key)
  }
}

/**
 * Ends what the order's live claims hold (their payments go on): record saves, so the diners'
 * bills and the bill-read memory hear of it at once.
 * @param {CoreApp} app
 */
function stopHolding(app, orderId, now) {
  const holding = app.findRecordsByFilter('transactions', "order = {:order} && status = 'pending' && claim_expires_at > {:now} && claim_holds_nothing = false", '', 0, 0, {
    order: orderId,
    now: bill.toDbDate(now),
  })
  for (const tx of holding) {
    // a bank debit settling is a payment on its way, not a hold: it keeps its money (decision 026)
    if (bill.isSettling(tx)) continue
    tx.set('claim_holds_nothing', true)
    tx.set('claim_holds_until', bill.toDbDate(now))
    bill.appendLog(tx, 'stopped_holding')
    app.save(tx)
  }
}

module.exports = { readOrderHold, forgetHolds, stopHolding }
