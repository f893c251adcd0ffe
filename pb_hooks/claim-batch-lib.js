/* global module */
// A checkout's writes (its claim, then its Stripe session) in batches of those that arrived
// together (api-functions/_lib/batcher.ts, decision 017): decided one after the other in one
// transaction, the same answers as one request each.
const bill = require(`${__hooks}/bill-state.js`)
const { refuse } = require(`${__hooks}/http-lib.js`)
const { claim, findTable, readClaimLimits, isStripeId } = require(`${__hooks}/claims-lib.js`)
const { readOrderHold } = require(`${__hooks}/claim-holds-lib.js`)

/**
 * Records the Stripe session a claim is paid through, inside the batch's transaction (runBatch). A
 * claim that ended before its session was attached (staff took the payment meanwhile) still records
 * it, and answers its status so the caller expires the session instead of handing it out.
 * @param {CoreApp} app
 */
function attachSession(app, transactionId, body) {
  const sessionId = body.sessionId
  const paymentIntentId = body.paymentIntentId || ''
  if (!isStripeId(sessionId) || !isStripeId(paymentIntentId)) return attachSessionValidated(app, transactionId, sessionId, paymentIntentId)
  // every checkout does this while others wait for the write lock: one UPDATE of the two Stripe
  // ids and the log (it decides on the row as it stands: staff ending the claim before it is seen
  // in `status`, after it mark the session to expire themselves), not a record save (which
  // re-encodes and re-hooks the whole payment). Like the heartbeat, it sends no realtime event:
  // the amounts it holds were announced with the claim. It answers the claim's status itself;
  // only a claim already attached (or none) is read again.
  const attached = $conto.rows(
    app,
    `UPDATE transactions
       SET stripe_session_id = {:session},
           stripe_payment_intent_id = CASE WHEN {:intent} != '' THEN {:intent} ELSE stripe_payment_intent_id END,
           session_to_expire = CASE WHEN status = 'failed' THEN TRUE ELSE session_to_expire END,
           logs = json_insert(CASE WHEN json_valid(logs) AND json_type(logs) = 'array' THEN logs ELSE '[]' END, '$[#]',
                              json_object('action', 'checkout_created', 'time', {:time}, 'session', {:session})),
           updated = {:updated}
       WHERE id = {:id} AND stripe_session_id = ''
       RETURNING status`,
    { id: transactionId, session: sessionId, intent: paymentIntentId, time: new Date().toISOString(), updated: bill.toDbDate(Date.now()) },
    { status: '' },
  )
  if (attached.length > 0) return { status: 200, body: { id: transactionId, status: attached[0].status } }
  const rows = $conto.rows(app, 'SELECT status FROM transactions WHERE id = {:id}', { id: transactionId }, { status: '' })
  if (rows.length === 0) return refuse(404, 'payment_not_found', 'Payment not found.')
  return { status: 200, body: { id: transactionId, status: rows[0].status } }
}

/**
 * attachSession for ids out of the ordinary: a record save, so the collection's rules refuse what they must.
 * @param {CoreApp} app
 */
function attachSessionValidated(app, transactionId, sessionId, paymentIntentId) {
  const tx = bill.findOrNull(() => app.findRecordById('transactions', transactionId))
  if (!tx) return refuse(404, 'payment_not_found', 'Payment not found.')
  if (!tx.getString('stripe_session_id')) {
    tx.set('stripe_session_id', sessionId)
    if (paymentIntentId) tx.set('stripe_payment_intent_id', paymentIntentId)
    if (tx.getString('status') === 'failed') tx.set('session_to_expire', true)
    bill.appendLog(tx, 'checkout_created', { session: sessionId })
    app.save(tx)
  }
  return { status: 200, body: { id: tx.id, status: tx.getString('status') } }
}

/** The most requests one batch carries (api-functions/stripe/claims.ts sends at most 50). */
const MAX_BATCH = 100

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)

/** body.requests when it lists 1–MAX_BATCH requests, each {claim: {…}} or {session: {…}}; else null. */
function readBatch(body) {
  const requests = body && body.requests
  if (!Array.isArray(requests) || requests.length === 0 || requests.length > MAX_BATCH) return null
  return requests.every((request) => isObject(request) && (isObject(request.claim) || isObject(request.session))) ? requests : null
}

/**
 * Each request's answer ({status, body}): claims (claim) and Stripe sessions (attachSession), one
 * after the other in one transaction, one commit for all. When a decision throws, nothing of the
 * batch was written: each is decided again in its own transaction, and one that throws again
 * answers 500 alone. A failure after every decision was made (the commit, or a hook after it) is
 * not retried, as it may have been written: every request answers 500, as a lost answer would.
 * @param {CoreApp} app
 */
function runBatch(app, requests) {
  // read before the write lock is taken; each claim checks again inside that its order is open.
  // The order's hold too (the hour's claims, its heaviest read): a claim granted in between moves
  // the budget's end by the milliseconds of this batch (docs/decisions/039)
  const now = Date.now()
  const tables = requests.map((request) => {
    const found = request.claim ? findTable(app, request.claim.tableId) : null
    const limits = found && found.order_id ? readClaimLimits(request.claim) : null
    return found && limits ? Object.assign({ hold: readOrderHold(app, found.order_id, now, limits) }, found) : found
  })
  const decide = (txApp, index) => {
    const request = requests[index]
    if (request.claim) return claim(txApp, request.claim, tables[index])
    return attachSession(txApp, String(request.session.id || ''), request.session)
  }
  const failed = () => refuse(500, 'request_failed', 'The request could not be completed.')
  const indexes = requests.map((_, index) => index)
  let answers = null
  let decidedAll = false
  try {
    app.runInTransaction((txApp) => {
      answers = indexes.map((index) => decide(txApp, index))
      decidedAll = true
    })
    return answers
  } catch (error) {
    console.error('claim batch:', String(error))
    if (decidedAll) return indexes.map(failed)
  }
  return indexes.map((index) => {
    try {
      /** @type {any} set inside the transaction below */
      let answer = null
      app.runInTransaction((txApp) => {
        answer = decide(txApp, index)
      })
      return answer
    } catch (error) {
      console.error('claim batch, alone:', String(error))
      return failed()
    }
  })
}

module.exports = { readBatch, runBatch, attachSession }
