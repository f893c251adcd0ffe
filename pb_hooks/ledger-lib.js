/* global module, arrayOf, ValidationError */
// The bill is one ledger (DESIGN invariant 6, docs/decisions/019-one-ledger.md). Staff record
// payments taken outside the QR flow through the same amounts code as QR claims, void recorded
// payments and unpaid units with a reason, and close orders; every correction is an order_events
// row. Each function runs inside its caller's database transaction and answers {status, body}.
const bill = require(`${__hooks}/bill-state.js`)
const claims = require(`${__hooks}/claims-lib.js`)
const ends = require(`${__hooks}/claim-ends-lib.js`)
const rules = require(`${__hooks}/shared-rules.js`)

const { refuse, invalid, isWhole, readText } = require(`${__hooks}/http-lib.js`)
const { checkStaff, ANY_STAFF, MANAGERS } = require(`${__hooks}/staff-auth-lib.js`)
const { MAX_MINOR_UNITS, MAX_GUESTS, MAX_UNIT_SHARES, MAX_LINE_QUANTITY, MAX_SPLIT_ITEMS, RECORDED_METHODS, CLOSE_REASONS } = rules
/** An idempotency key a client picks for one payment it records (kept on the transaction). */
const REQUEST_ID = new RegExp(rules.CLIENT_KEY_PATTERN)

/**
 * The order with its restaurant, company, table currency and waiters (null: no such order).
 * Read with the caller's app: inside the route's transaction it is the state that counts.
 * @param {CoreApp} app
 */
function findOrder(app, orderId) {
  const rows = arrayOf(
    new DynamicModel({
      id: '', restaurant: '', company: '', table_id: '', currency: '', waiter: '', table_waiter: '', closed_at: '', number: 0, pos_check: '',
    }),
  )
  app
    .db()
    .newQuery(
      `SELECT o.id, o.restaurant, r.company, t.id AS table_id, t.currency, COALESCE(o.waiter, '') AS waiter,
              COALESCE(t.waiter, '') AS table_waiter, COALESCE(o.closed_at, '') AS closed_at, COALESCE(o.number, 0) AS number,
              COALESCE(o.pos_check, '') AS pos_check
       FROM orders o JOIN restaurants r ON r.id = o.restaurant JOIN tables t ON t.id = o.\`table\`
       WHERE o.id = {:id}`,
    )
    .bind({ id: String(orderId || '') })
    .all(rows)
  return rows.length > 0 ? rows[0] : null
}


function orderNotFound() {
  return refuse(404, 'order_not_found', 'This order does not exist.')
}

/**
 * The order when the caller may act on it and it is still open; else {refusal}.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function openOrderFor(app, auth, orderId, roles) {
  const order = findOrder(app, orderId)
  if (!order) return { refusal: orderNotFound() }
  const refusal = checkStaff(auth, { id: order.restaurant, company: order.company }, roles, orderNotFound())
  if (refusal) return { refusal }
  if (order.closed_at) return { refusal: refuse(409, 'order_closed', 'This order is closed.') }
  return { order }
}

/** The split of a recorded payment, checked; else {refusal}. */
function readSplit(split) {
  if (!split || typeof split !== 'object') return { refusal: invalid('split is required.') }
  const mode = split.mode
  if (mode === 'full') return { split: { mode, totalGuests: 0, payingFor: 0, items: [] } }
  if (mode === 'amount') {
    if (!isWhole(split.amount, 1, MAX_MINOR_UNITS)) return { refusal: invalid('split.amount must be a positive whole number of minor units.') }
    return { split: { mode, amount: split.amount, totalGuests: 0, payingFor: 0, items: [] } }
  }
  if (mode === 'equal') {
    if (!isWhole(split.totalGuests, 1, MAX_GUESTS) || !isWhole(split.payingFor, 1, split.totalGuests)) {
      return { refusal: invalid('split.totalGuests and split.payingFor must be whole numbers, 1 ≤ payingFor ≤ totalGuests.') }
    }
    return { split: { mode, totalGuests: split.totalGuests, payingFor: split.payingFor, items: [] } }
  }
  if (mode === 'items') {
    const items = split.items
    if (!Array.isArray(items) || items.length === 0 || items.length > MAX_SPLIT_ITEMS) return { refusal: invalid('split.items must list the items paid for.') }
    const seen = {}
    const chosen = []
    for (const item of items) {
      if (!item || typeof item.orderItemId !== 'string' || seen[item.orderItemId]) return { refusal: invalid('split.items names an item twice or not at all.') }
      seen[item.orderItemId] = true
      const quantity = item.quantity === undefined ? 0 : item.quantity
      if (!isWhole(quantity, 0, MAX_LINE_QUANTITY)) return { refusal: invalid('split.items[].quantity must be a whole number.') }
      let share = null
      if (item.share !== undefined && item.share !== null) {
        const of = item.share.of
        const parts = item.share.parts
        if (!isWhole(of, 2, MAX_UNIT_SHARES) || !isWhole(parts, 1, of - 1)) return { refusal: invalid(`split.items[].share must be {parts, of} with 1 ≤ parts < of ≤ ${MAX_UNIT_SHARES}.`) }
        share = { parts, of }
      }
      chosen.push({ orderItemId: item.orderItemId, quantity, share })
    }
    return { split: { mode, totalGuests: 0, payingFor: 0, items: chosen } }
  }
  return { refusal: invalid("split.mode must be 'full', 'amount', 'equal' or 'items'.") }
}

/**
 * Adds a row to the corrections log.
 * @param {CoreApp} app
 */
function logEvent(app, fields) {
  const event = new Record(app.findCachedCollectionByNameOrId('order_events'))
  for (const key of Object.keys(fields)) event.set(key, fields[key])
  app.save(event)
  return event
}

/**
 * POST /api/conto/orders/{orderId}/payments: a payment taken outside the QR flow, decided by
 * the claim's amounts code against what is available now (total − paid − live claims) and
 * recorded as completed at once.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function recordPayment(app, auth, orderId, body) {
  const found = openOrderFor(app, auth, orderId, ANY_STAFF)
  if (found.refusal) return found.refusal
  const order = found.order
  if (RECORDED_METHODS.indexOf(body.method) < 0) return invalid("method must be 'cash', 'terminal' or 'other'.")
  const read = readSplit(body.split)
  if (read.refusal) return read.refusal
  const tipAmount = body.tip === undefined || body.tip === null ? 0 : body.tip
  if (!isWhole(tipAmount, 0, MAX_MINOR_UNITS)) return invalid('tip must be a whole number of minor units.')
  if (body.note !== undefined && typeof body.note !== 'string') return invalid('note must be text.')
  if (!new RegExp(rules.CURRENCY_PATTERN).test(order.currency)) return invalid("The table's currency is not set.")

  const requestId = body.requestId === undefined ? '' : body.requestId
  if (requestId !== '' && !(typeof requestId === 'string' && REQUEST_ID.test(requestId))) {
    return invalid('requestId must be 8 to 64 letters, digits, - or _.')
  }
  if (requestId) {
    // the same request again (a retry after a lost answer, a double tap): the payment it recorded
    const earlier = app.findRecordsByFilter('transactions', 'order = {:order} && request_id = {:requestId}', '', 1, 0, { order: order.id, requestId })
    if (earlier.length > 0) return paymentAnswer(earlier[0])
  }
  const tips = { mode: 'fixed', amount: tipAmount }
  const state = bill.readBillState(app, order.id)
  let decided = claims.decideAmounts(state, read.split, tips)
  if ((state.claimed > 0 && decided.refusal) || read.split.mode === 'full') {
    // staff always win (decision 026): a diner's claim never stops a payment taken at the table,
    // and "the rest" is the whole rest; the claims end (those that hold nothing too: decision 039),
    // and their pages claim again whatever is left
    if (ends.releaseLiveClaims(app, order.id, auth.id).length > 0) {
      const retry = claims.decideAmounts(bill.readBillState(app, order.id), read.split, tips)
      if (retry.refusal) return Object.assign({ rollback: true }, retry.refusal)
      decided = retry
    }
  }
  if (decided.refusal) return decided.refusal
  const { base, tip, chosen, group, payingFor, available } = decided

  const tx = new Record(app.findCachedCollectionByNameOrId('transactions'))
  tx.set('order', order.id)
  tx.set('restaurant', order.restaurant)
  tx.set('waiter', order.waiter || order.table_waiter)
  tx.set('status', 'completed')
  tx.set('channel', body.method)
  tx.set('recorded_by', auth.id)
  tx.set('note', readText(body.note))
  tx.set('currency', order.currency)
  tx.set('base_amount', base)
  tx.set('tip_amount', tip)
  tx.set('total_amount', base + tip)
  tx.set('split_mode', read.split.mode)
  tx.set('split_group', group)
  tx.set('split_total_guests', read.split.mode === 'equal' ? read.split.totalGuests : 0)
  tx.set('split_paying_for', payingFor)
  tx.set('tip_mode', 'fixed')
  tx.set('paid_at', bill.toDbDate(Date.now()))
  tx.set('request_id', requestId)
  bill.appendLog(tx, 'recorded', { by: auth.id, method: body.method, base, tip, available })
  app.save(tx)
  claims.addCoverage(app, tx.id, chosen)
  // its documento commerciale, in the same transaction (decision 031)
  require(`${__hooks}/fiscal-lib.js`).enqueueSale(app, tx)
  // and the POS hears of it, in the same transaction (decision 043)
  require(`${__hooks}/pos-outbox-lib.js`).emit(app, 'payment.completed', tx)
  return paymentAnswer(tx)
}

/** The answer to a recorded payment, the first time and on every retry of the same request. */
function paymentAnswer(tx) {
  const base = tx.getInt('base_amount')
  const tip = tx.getInt('tip_amount')
  return { status: 200, body: { transaction: { id: tx.id, base, tip, total: base + tip, currency: tx.getString('currency') } } }
}

/**
 * POST /api/conto/payments/{id}/void {reason}: a manager cancels a payment staff recorded.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function voidPayment(app, auth, transactionId, body) {
  const tx = bill.findOrNull(() => app.findRecordById('transactions', String(transactionId || '')))
  const notFound = refuse(404, 'transaction_not_found', 'Transaction not found.')
  if (!tx) return notFound
  const restaurant = bill.findOrNull(() => app.findRecordById('restaurants', tx.getString('restaurant')))
  if (!restaurant) return notFound
  const refusal = checkStaff(auth, { id: restaurant.id, company: restaurant.getString('company') }, MANAGERS, notFound)
  if (refusal) return refusal
  const reason = readText(body.reason)
  if (!reason) return refuse(400, 'reason_required', 'Give a reason.')
  if (RECORDED_METHODS.indexOf(tx.getString('channel')) < 0 || tx.getString('status') !== 'completed') {
    return refuse(409, 'payment_not_voidable', 'Only a completed payment staff recorded (cash, terminal, other) can be voided.')
  }
  // a closed bill's payments are what it was closed on: voiding one would leave it "paid" with a
  // balance nobody sees in the shift report
  const order = bill.findOrNull(() => app.findRecordById('orders', tx.getString('order')))
  if (!order || order.getString('closed_at')) {
    return refuse(409, 'order_closed', 'This bill is closed: its payments can no longer be voided. Refund the payment instead.')
  }
  tx.set('status', 'voided')
  bill.appendLog(tx, 'voided', { by: auth.id, reason })
  app.save(tx)
  // its annullo, in the same transaction (decision 031)
  require(`${__hooks}/fiscal-lib.js`).enqueueVoid(app, tx)
  require(`${__hooks}/pos-outbox-lib.js`).emit(app, 'payment.voided', tx)
  logEvent(app, {
    order: tx.getString('order'),
    restaurant: restaurant.id,
    transaction: tx.id,
    action: 'payment_voided',
    amount: tx.getInt('base_amount'),
    reason,
    by: auth.id,
  })
  return { status: 200, body: { transaction: { id: tx.id, status: 'voided' } } }
}

/**
 * POST /api/conto/orders/{orderId}/lines/{lineId}/void {quantity, reason, action}: a manager
 * takes unpaid, unheld units off the bill (a mistake: void; on the house: comp).
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function voidLine(app, auth, orderId, lineId, body) {
  const found = openOrderFor(app, auth, orderId, MANAGERS)
  if (found.refusal) return found.refusal
  const order = found.order
  // the POS owns its checks' lines (decision 044): a void there comes back with its next PUT
  if (order.pos_check) return refuse(409, 'pos_owns_check', 'This bill comes from the POS: void the item there.')
  const action = body.action === undefined ? 'void' : body.action
  if (action !== 'void' && action !== 'comp') return invalid("action must be 'void' or 'comp'.")
  if (!isWhole(body.quantity, 1, MAX_LINE_QUANTITY)) return invalid('quantity must be a whole number of at least 1.')
  const reason = readText(body.reason)
  if (!reason) return refuse(400, 'reason_required', 'Give a reason.')

  const state = bill.readBillState(app, order.id)
  const line = state.lines.find((l) => l.id === lineId)
  if (!line) return refuse(404, 'item_not_on_bill', 'This item is not on this bill.')
  const held = line.claimedQuantity + (line.shareInProgress ? 1 : 0)
  const paid = line.paidQuantity
  if (body.quantity > line.quantity - paid - held) {
    return body.quantity > line.quantity - paid
      ? refuse(409, 'line_paid', 'Paid units cannot be voided: refund the payment instead.')
      : refuse(409, 'items_taken', 'Some of these units are being paid right now.')
  }
  if (state.total - body.quantity * line.unitPrice < state.paid + state.claimed) {
    return refuse(409, 'line_paid', 'The bill would be less than what has been paid: refund the payment instead.')
  }

  const record = app.findRecordById('order_items', line.id)
  const remaining = line.quantity - body.quantity
  if (remaining === 0) {
    const refusal = checkLineChange(app, line.id, order.id, null)
    if (refusal) return refuse(409, 'line_paid', refusal.message)
  }
  logEvent(app, {
    order: order.id,
    restaurant: order.restaurant,
    order_item: remaining > 0 ? line.id : '',
    item: record.getString('item'),
    action,
    quantity: body.quantity,
    amount: body.quantity * line.unitPrice,
    reason,
    by: auth.id,
  })
  if (remaining > 0) {
    record.set('quantity', remaining)
    app.save(record)
  } else app.delete(record)
  return { status: 200, body: { line: { id: line.id, quantity: remaining }, amount: body.quantity * line.unitPrice } }
}

/**
 * POST /api/conto/orders/{orderId}/close {reason?, note?}: a fully paid order closes as `paid`;
 * with a balance left a reason is required and the balance is logged.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function closeOrder(app, auth, orderId, body) {
  const found = openOrderFor(app, auth, orderId, ANY_STAFF)
  if (found.refusal) return found.refusal
  return closeFoundOrder(app, found.order.id, auth.id, body)
}

/**
 * Closes an open order for `closedBy` (a staff member's id; empty: the restaurant's POS, pb_hooks/
 * pos-checks-lib.js), with the reason its balance needs, and tells the POS (check.closed).
 * @param {CoreApp} app
 */
function closeFoundOrder(app, orderId, closedBy, body) {
  // staff always win (decision 026): closing ends the diners' claims, those that hold nothing too
  // (decision 039); only a bank payment already settling (a payment on its way) makes it wait
  ends.releaseLiveClaims(app, orderId, closedBy)
  const state = bill.readBillState(app, orderId)
  if (state.claimed > 0) {
    return refuse(409, 'bill_being_paid', 'A payment for this bill is still settling with the bank. Close the bill once it has arrived.')
  }
  const balance = Math.max(0, state.total - state.paid)
  const note = readText(body.note)
  let reason = 'paid'
  if (balance > 0) {
    if (CLOSE_REASONS.indexOf(body.reason) < 0) {
      // the balance on the server's numbers, so the dialog asking why shows what is really left
      const refusal = refuse(400, 'close_reason_required', 'This bill is not fully paid: say why it is being closed.')
      refusal.body.error.balance = balance
      return refusal
    }
    reason = body.reason
  }
  const record = app.findRecordById('orders', orderId)
  record.set('closed_at', bill.toDbDate(Date.now()))
  record.set('closed_reason', reason)
  record.set('close_note', note)
  record.set('closed_by', closedBy)
  app.save(record)
  require(`${__hooks}/fiscal-table-lib.js`).enqueueTable(app, orderId)
  if (balance > 0) {
    logEvent(app, { order: orderId, restaurant: record.getString('restaurant'), action: 'close', amount: balance, reason: note || reason, by: closedBy })
  }
  require(`${__hooks}/pos-outbox-lib.js`).emitCheck(app, 'check.closed', orderId)
  return { status: 200, body: { order: { id: orderId, closedReason: reason, balance } } }
}

/**
 * True when a live claim, holding or not, covers part of the line.
 * @param {CoreApp} app
 */
function isInLiveClaim(app, lineId) {
  const rows = $conto.rows(
    app,
    "SELECT COUNT(*) AS n FROM transaction_items ti JOIN transactions t ON t.id = ti.`transaction` WHERE ti.order_item = {:line} AND t.status = 'pending' AND t.claim_expires_at > {:now}",
    { line: lineId, now: bill.toDbDate(Date.now()) },
    { n: 0 },
  )
  return rows[0].n > 0
}

/**
 * Why a change to an order line would rewrite what payments and live claims cover, or null when
 * it may go ahead (decision 019). `change` is {quantity, unitPrice} for an update, null for a
 * delete. A line's quantity never goes below what is paid and held of it (a shared unit in
 * progress counts as one), a covered line is never deleted and keeps its price, and no change
 * takes the bill below what is paid and held.
 * @param {CoreApp} app
 */
function checkLineChange(app, lineId, orderId, change) {
  const state = bill.readBillState(app, orderId)
  const line = state.lines.find((l) => l.id === lineId)
  if (!line) return null
  const covered = line.paidQuantity + line.claimedQuantity + (line.shareInProgress ? 1 : 0)
  // a live claim that holds nothing (decision 039) may still pay for the line at its price
  const touched = covered > 0 || line.paidAmount > 0 || line.sharesTaken > 0 || isInLiveClaim(app, lineId)
  if (!change) {
    if (touched) return { field: 'id', message: 'This line has been paid or is being paid: it cannot be deleted. Void the unpaid units instead.' }
  } else {
    if (change.quantity < covered) {
      return { field: 'quantity', message: `${covered} of this line have been paid or are being paid: the quantity cannot go below that.` }
    }
    if (touched && change.unitPrice !== line.unitPrice) {
      return { field: 'unit_price', message: 'This line has been paid or is being paid: its price cannot change.' }
    }
  }
  const total = state.total - line.quantity * line.unitPrice + (change ? change.quantity * change.unitPrice : 0)
  if (total < state.total && total < state.paid + state.claimed) {
    return { field: change ? 'quantity' : 'id', message: 'The bill cannot go below what has been paid and is being paid.' }
  }
  if (!change) {
    // a released claim covers nothing: its rows go with the line; a payment's rows never do
    const rows = app.findRecordsByFilter('transaction_items', 'order_item = {:line}', '', 0, 0, { line: lineId })
    app.expandRecords(rows, ['transaction'], null)
    const kept = rows.filter((row) => !row.expandedOne('transaction') || row.expandedOne('transaction').getString('status') !== 'failed')
    if (kept.length > 0) return { field: 'id', message: 'This line is part of a payment record: it cannot be deleted. Void the unpaid units instead.' }
    for (const row of rows) app.delete(row)
  }
  return null
}

/**
 * The order_items model hooks (pb_hooks/ledger.pb.js): checks and writes in one database
 * transaction, so no claim or payment slips in between; a refusal is PocketBase's 400 with the
 * field's error code `line_paid`, whoever asked (staff, superuser, another hook).
 */
function guardLine(e, isDelete) {
  const original = e.app
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    try {
      const before = e.record.original()
      const refusal = checkLineChange(
        txApp,
        e.record.id,
        before.getString('order'),
        isDelete ? null : { quantity: e.record.getInt('quantity'), unitPrice: e.record.getInt('unit_price') },
      )
      if (refusal) {
        const data = {}
        data[refusal.field] = new ValidationError('line_paid', refusal.message)
        throw new BadRequestError(refusal.message, data)
      }
      e.next()
    } finally {
      e.app = original
    }
  })
}

module.exports = { checkLineChange, guardLine, recordPayment, voidPayment, voidLine, closeOrder, closeFoundOrder, findOrder }
