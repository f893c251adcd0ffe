/* global module */
// Applies what Stripe says about a checkout to its transaction, inside one database transaction
// (DESIGN invariant 3). Statuses only move forward, so replays and out-of-order deliveries change
// nothing: pending → failed → completed → partially_refunded → refunded (a payment that completes
// after its claim was released still completes: the money was taken).
const bill = require(`${__hooks}/bill-state.js`)
const { refuse, invalid, isText, isWhole } = require(`${__hooks}/http-lib.js`)
const { MAX_MINOR_UNITS, PAID_STATUSES, REFUND_REQUEST_ID_PATTERN } = require(`${__hooks}/shared-rules.js`)

// The bodies' checks mirror src/domain/function-routes.ts (tests/integration/function-routes.test.ts)
const OUTCOMES = ['paid', 'processing', 'failed', 'expired', 'open']
const STRIPE_ID_MAX = 255

const RANK = { pending: 0, failed: 1, completed: 2, partially_refunded: 3, refunded: 4 }

/**
 * @param {CoreApp} app
 */
function findTransaction(app, sessionId, transactionId) {
  const bySession = sessionId
    ? bill.findOrNull(() => app.findFirstRecordByData('transactions', 'stripe_session_id', sessionId))
    : null
  if (bySession) return bySession
  if (!transactionId) return null
  const byId = bill.findOrNull(() => app.findRecordById('transactions', transactionId))
  // metadata names our transaction; a different session already recorded on it is not this one
  if (!byId || (byId.getString('stripe_session_id') && byId.getString('stripe_session_id') !== sessionId)) return null
  if (sessionId) {
    // its checkout was opened but never recorded (the function failed between Stripe and us)
    byId.set('stripe_session_id', sessionId)
    bill.appendLog(byId, 'checkout_found', { session: sessionId })
    app.save(byId)
  }
  return byId
}

/** Status a completed payment has given what has been refunded of it. */
function paidStatus(tx) {
  const refunded = tx.getInt('refund_amount')
  if (refunded <= 0) return 'completed'
  return refunded >= tx.getInt('total_amount') ? 'refunded' : 'partially_refunded'
}

/**
 * What of this payment was already covered by others: the whole payment, or part of its base.
 * @param {CoreApp} app
 */
function getOverpayment(app, tx) {
  const state = bill.readBillState(app, tx.getString('order'), { excludeId: tx.id, claims: false })
  const base = tx.getInt('base_amount')
  const byAmount = Math.max(0, state.paid + base - state.total)
  // per line, in money: what others' payments cover plus what this one covers, beyond the line
  // (whole units and shares of one unit alike; decision 018)
  const lines = {}
  for (const line of state.lines) lines[line.id] = line
  const mine = {}
  const covered = app.findRecordsByFilter('transaction_items', 'transaction = {:tx}', '', 0, 0, { tx: tx.id })
  for (const ti of covered) mine[ti.getString('order_item')] = (mine[ti.getString('order_item')] || 0) + ti.getInt('amount')
  let byItems = 0
  for (const id of Object.keys(mine)) {
    const line = lines[id]
    if (!line) continue
    const over = Math.min(mine[id], line.paidAmount + mine[id] - line.quantity * line.unitPrice)
    if (over > 0) byItems += over
  }
  const over = Math.min(base, Math.max(byAmount, byItems))
  if (over <= 0) return 0
  // nothing of it was needed: give everything back, tip included
  return over >= base ? tx.getInt('total_amount') : over
}

/**
 * @param {CoreApp} app
 */
function notify(app, tx, type, message, data) {
  const order = bill.findOrNull(() => app.findRecordById('orders', tx.getString('order')))
  const note = new Record(app.findCollectionByNameOrId('notifications'))
  note.set('restaurant', tx.getString('restaurant'))
  note.set('type', type)
  note.set('order', tx.getString('order'))
  note.set('table', order ? order.getString('table') : '')
  note.set('transaction', tx.id)
  note.set('message', message)
  note.set('data', data)
  note.set('read', false)
  app.save(note)
}

/**
 * @param {CoreApp} app
 */
function complete(app, tx, payment) {
  const overpaid = getOverpayment(app, tx)
  tx.set('paid_at', bill.toDbDate(Date.now()))
  if (payment.paymentIntentId) tx.set('stripe_payment_intent_id', payment.paymentIntentId)
  if (payment.email) tx.set('receipt_email', payment.email)
  if (payment.paymentMethod) tx.set('payment_method', payment.paymentMethod)
  tx.set('status', paidStatus(tx))
  bill.appendLog(tx, 'completed', { source: payment.source })
  // its documento commerciale, in the same transaction (decision 031)
  require(`${__hooks}/fiscal-lib.js`).enqueueSale(app, tx)
  const currency = tx.getString('currency')
  const total = tx.getInt('total_amount')
  if (overpaid > 0) {
    bill.appendLog(tx, 'overpayment', { amount: overpaid })
    app.save(tx)
    notify(app, tx, 'overpayment', `Paid twice: ${bill.formatAmount(overpaid, currency)} is being refunded.`, {
      amount: overpaid,
      currency,
    })
  } else {
    app.save(tx)
    notify(app, tx, 'payment', `Payment received: ${bill.formatAmount(total, currency)}.`, {
      amount: total,
      tip: tx.getInt('tip_amount'),
      currency,
    })
  }
  // the POS hears of it, in the same transaction (decision 043)
  require(`${__hooks}/pos-outbox-lib.js`).emit(app, 'payment.completed', tx)
}

/** Overpayment still to give back: detected amount minus what has been refunded since. */
function getRefundDue(tx) {
  let detected = 0
  for (const entry of bill.readLogs(tx)) if (entry.action === 'overpayment') detected = entry.amount
  return Math.max(0, detected - tx.getInt('refund_amount'))
}

/**
 * body: {sessionId, transactionId, outcome: 'paid'|'processing'|'failed'|'expired'|'open',
 * paymentIntentId, email, paymentMethod, source}. Returns {status, body}.
 * @param {CoreApp} app
 */
function reconcile(app, body) {
  if (!isText(body.sessionId, 1, STRIPE_ID_MAX) || !OUTCOMES.includes(body.outcome) || !isText(body.source, 0, STRIPE_ID_MAX)) {
    return invalid('sessionId, outcome and source are required.')
  }
  const tx = findTransaction(app, body.sessionId, body.transactionId)
  if (!tx) return { status: 404, body: { error: { code: 'payment_not_found', message: 'Payment not found.' } } }
  const status = tx.getString('status')
  if (body.outcome === 'paid' && RANK[status] < RANK.completed) complete(app, tx, body)
  else if ((body.outcome === 'failed' || body.outcome === 'expired') && status === 'pending') {
    tx.set('status', 'failed')
    bill.appendLog(tx, body.outcome, { source: body.source })
    app.save(tx)
  } else if (body.outcome === 'processing' && status === 'pending' && !bill.readLogs(tx).some((l) => l.action === 'processing')) {
    // a delayed payment method (bank debit) is on its way: keep the claim, and what it holds, while
    // it settles (even one made past the bill's hold budget: decision 039)
    tx.set('claim_expires_at', bill.toDbDate(Date.now() + 3 * 24 * 3600 * 1000))
    tx.set('claim_holds_nothing', false)
    if (body.paymentIntentId) tx.set('stripe_payment_intent_id', body.paymentIntentId)
    bill.appendLog(tx, 'processing', { source: body.source })
    app.save(tx)
  }
  return { status: 200, body: describe(tx) }
}

function describe(tx) {
  return {
    id: tx.id,
    status: tx.getString('status'),
    sessionId: tx.getString('stripe_session_id'),
    paymentIntentId: tx.getString('stripe_payment_intent_id'),
    total: tx.getInt('total_amount'),
    currency: tx.getString('currency'),
    refundDue: getRefundDue(tx),
  }
}

/**
 * A refund we made (idempotent per refund id). body: {refundId, amount, reason}.
 * @param {CoreApp} app
 */
function recordRefund(app, transactionId, body) {
  const requestOk = body.requestId === undefined || (typeof body.requestId === 'string' && REQUEST_ID.test(body.requestId))
  if (!isText(body.refundId, 1, STRIPE_ID_MAX) || !isWhole(body.amount, 1, MAX_MINOR_UNITS) || !isText(body.reason, 1, 40) || !requestOk) {
    return invalid('refundId, amount (minor units) and reason are required.')
  }
  const tx = bill.findOrNull(() => app.findRecordById('transactions', transactionId))
  if (!tx) return { status: 404, body: { error: { code: 'payment_not_found', message: 'Payment not found.' } } }
  const logs = bill.readLogs(tx)
  if (!logs.some((l) => l.action === 'refund' && l.refund === body.refundId)) {
    // charge.refunded may have counted this refund already: its total and ours never add up twice
    let ours = body.amount
    for (const entry of logs) if (entry.action === 'refund') ours += entry.amount
    const refundedBefore = tx.getInt('refund_amount')
    tx.set('refund_amount', Math.min(tx.getInt('total_amount'), Math.max(refundedBefore, ours)))
    // its reso, in the same transaction (decision 031)
    require(`${__hooks}/fiscal-lib.js`).enqueueRefund(app, tx, refundedBefore, tx.getInt('refund_amount'))
    if (RANK[tx.getString('status')] >= RANK.completed) tx.set('status', paidStatus(tx))
    const details = { refund: body.refundId, amount: body.amount, reason: body.reason }
    if (body.requestId) details.request = String(body.requestId)
    bill.appendLog(tx, 'refund', details)
    // the refund is made: what it had reserved is no longer held
    tx.set('refund_reserved', sumReserved(openReservations(tx)))
    app.save(tx)
    if (tx.getInt('refund_amount') > refundedBefore) require(`${__hooks}/pos-outbox-lib.js`).emit(app, 'payment.refunded', tx)
  }
  return { status: 200, body: describe(tx) }
}

/** A reservation whose refund never came back (the function stopped) stops holding after this. */
const RESERVATION_SECONDS = 15 * 60
/**
 * How long one try of a refund request may take (Stripe's call and the recording, with the SDK's
 * retries): the same request again within it is a copy and waits; after it, a retry (decision 027).
 */
const REFUND_LEASE_SECONDS = 20
const REQUEST_ID = new RegExp(REFUND_REQUEST_ID_PATTERN)

/** Refund reservations still open, by request id: not refunded, not released, not lapsed. */
function openReservations(tx) {
  const open = {}
  for (const entry of bill.readLogs(tx)) {
    if (entry.action === 'refund_reserved') open[entry.request] = Object.assign({ leased: entry.time }, entry)
    else if (entry.action === 'refund_retry' && open[entry.request]) open[entry.request].leased = entry.time
    else if ((entry.action === 'refund' || entry.action === 'refund_released') && entry.request) delete open[entry.request]
  }
  const since = Date.now() - RESERVATION_SECONDS * 1000
  for (const request of Object.keys(open)) if (Date.parse(open[request].time) < since) delete open[request]
  return open
}

function sumReserved(open) {
  let sum = 0
  for (const request of Object.keys(open)) sum += open[request].amount
  return sum
}

/**
 * Reserves part of a card payment for a refund before Stripe is asked (decision 019), inside the
 * caller's database transaction: never more than total − refunded − reserved, so concurrent
 * refunds can never together ask for more than the charge. body: {amount, requestId}. One refund
 * in flight per payment; the same request id again answers `state` 'retry' (ask Stripe again with
 * the same key) or 'recorded' (nothing more to do) instead of reserving twice.
 * @param {CoreApp} app
 */
function reserveRefund(app, transactionId, body) {
  const tx = bill.findOrNull(() => app.findRecordById('transactions', transactionId))
  if (!tx) return refuse(404, 'transaction_not_found', 'Transaction not found.')
  const requestId = String(body.requestId || '')
  if (!REQUEST_ID.test(requestId)) return refuse(400, 'invalid_request', 'requestId must be 1–64 letters, digits, - or _.')
  const amount = body.amount
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
    return refuse(400, 'refund_amount_invalid', 'The refund amount must be a positive whole number of minor units.')
  }
  // the same request again (a retry after a lost answer): made already, or to be asked of Stripe
  // again with the same idempotency key, which makes no second refund (decision 027)
  if (bill.readLogs(tx).some((entry) => entry.action === 'refund' && entry.request === requestId)) {
    return { status: 200, body: { reservation: { requestId, amount }, state: 'recorded' } }
  }
  // only money the restaurant holds can be given back
  if (PAID_STATUSES.indexOf(tx.getString('status')) < 0) {
    return refuse(409, 'nothing_to_refund', 'This payment has nothing left to refund.')
  }
  if (tx.getString('channel') !== 'qr' && tx.getString('channel') !== '') {
    return refuse(409, 'no_charge_to_refund', 'This payment has no card charge on Stripe to refund.')
  }
  const open = openReservations(tx)
  if (open[requestId]) {
    // a copy arriving while the first is still asking Stripe (two deliveries, a double click)
    // waits: only a request whose first try has surely given up asks again
    if (open[requestId].amount !== amount || Date.now() - Date.parse(open[requestId].leased) < REFUND_LEASE_SECONDS * 1000) {
      return refuse(409, 'refund_in_progress', 'This refund is already being made. Wait a moment and check again.')
    }
    bill.appendLog(tx, 'refund_retry', { request: requestId })
    app.save(tx)
    return { status: 200, body: { reservation: { requestId, amount }, state: 'retry' } }
  }
  // one refund at a time: an unsettled one may have been made at Stripe already
  if (Object.keys(open).length > 0) {
    return refuse(409, 'refund_in_progress', 'Another refund of this payment is being made. Wait for it to finish, then check again.')
  }
  const reserved = sumReserved(open)
  const refundable = tx.getInt('total_amount') - tx.getInt('refund_amount') - reserved
  if (refundable <= 0) {
    return reserved > 0
      ? refuse(409, 'refund_in_progress', 'Another refund of this payment is being made.')
      : refuse(409, 'nothing_to_refund', 'This payment has nothing left to refund.')
  }
  if (amount > refundable) return refuse(400, 'refund_too_large', `At most ${refundable} (minor units) can be refunded.`)
  bill.appendLog(tx, 'refund_reserved', { request: requestId, amount })
  tx.set('refund_reserved', reserved + amount)
  app.save(tx)
  return { status: 200, body: { reservation: { requestId, amount }, state: 'new', refundable: refundable - amount } }
}

/**
 * Gives back a reservation whose refund Stripe did not make.
 * @param {CoreApp} app
 */
function releaseRefund(app, transactionId, requestId) {
  const tx = bill.findOrNull(() => app.findRecordById('transactions', transactionId))
  if (!tx) return refuse(404, 'transaction_not_found', 'Transaction not found.')
  const open = openReservations(tx)
  const released = Boolean(open[requestId])
  if (released) {
    bill.appendLog(tx, 'refund_released', { request: requestId })
    delete open[requestId]
    tx.set('refund_reserved', sumReserved(open))
    app.save(tx)
  }
  return { status: 200, body: { released } }
}

/**
 * charge.refunded: Stripe's running total of refunds. body: {chargeId, paymentIntentId, amountRefunded, sessionId?, transactionId?}.
 * @param {CoreApp} app
 */
function chargeRefunded(app, body) {
  if (!isText(body.chargeId, 1, STRIPE_ID_MAX) || !isWhole(body.amountRefunded, 0, MAX_MINOR_UNITS) || !isText(body.source, 0, STRIPE_ID_MAX)) {
    return invalid('chargeId, amountRefunded (minor units) and source are required.')
  }
  let tx = body.chargeId ? bill.findOrNull(() => app.findFirstRecordByData('transactions', 'stripe_charge_id', body.chargeId)) : null
  if (!tx && body.paymentIntentId) {
    tx = bill.findOrNull(() => app.findFirstRecordByData('transactions', 'stripe_payment_intent_id', body.paymentIntentId))
  }
  // delivered before its checkout.session.completed: found through the session Stripe names
  if (!tx && (body.sessionId || body.transactionId)) tx = findTransaction(app, body.sessionId, body.transactionId)
  if (!tx) return { status: 404, body: { error: { code: 'payment_not_found', message: 'Payment not found.' } } }
  if (body.chargeId) tx.set('stripe_charge_id', body.chargeId)
  if (body.paymentIntentId && !tx.getString('stripe_payment_intent_id')) tx.set('stripe_payment_intent_id', body.paymentIntentId)
  const before = tx.getInt('refund_amount')
  const after = Math.min(tx.getInt('total_amount'), Math.max(before, body.amountRefunded))
  tx.set('refund_amount', after)
  if (RANK[tx.getString('status')] >= RANK.completed) tx.set('status', paidStatus(tx))
  if (after > before) bill.appendLog(tx, 'refunded', { amount: after - before, source: body.source })
  require(`${__hooks}/fiscal-lib.js`).enqueueRefund(app, tx, before, after)
  app.save(tx)
  if (after > before) {
    require(`${__hooks}/pos-outbox-lib.js`).emit(app, 'payment.refunded', tx)
    const currency = tx.getString('currency')
    notify(app, tx, 'refund', `Refunded: ${bill.formatAmount(after - before, currency)}.`, { amount: after - before, currency })
  }
  return { status: 200, body: describe(tx) }
}

module.exports = { reconcile, recordRefund, reserveRefund, releaseRefund, chargeRefunded, describe, findTransaction }
