/* global module */
// Checks in from the restaurant's POS (issue 39, docs/decisions/044). The POS owns a check: it
// creates it and replaces it whole (PUT), against the version it last read (If-Match), and Conto
// keeps the ledger's invariants as it would for staff: a paid or held line cannot shrink below what
// is covered, change its price, name or VAT, or vanish; a line the POS leaves out or lowers is a
// void, logged like a manager's. A replay of the check as it stands changes nothing, whatever its
// version, so a POS retries a PUT safely. Called by the functions (api-functions/pos/checks.ts)
// as the superuser, with the restaurant their key acts for.
const bill = require(`${__hooks}/bill-state.js`)
const rules = require(`${__hooks}/shared-rules.js`)
const { refuse, invalid, isText, isWhole } = require(`${__hooks}/http-lib.js`)
const { checkLineChange, closeFoundOrder } = require(`${__hooks}/ledger-lib.js`)

const POS_REF = new RegExp(rules.POS_REF_PATTERN)
const ONE_LINE = new RegExp(rules.ONE_LINE_TEXT_PATTERN)
const MAX_LINES = 500
/** How a line the POS took off reads in the corrections log. */
const VOID_REASON = 'POS'

/** Why the POS's check cannot be read as one, or null. */
function checkBody(body) {
  const malformed = checkIds(body)
  if (malformed) return malformed
  if (body.version !== null && !isWhole(body.version, 0, Number.MAX_SAFE_INTEGER)) return invalid('version must be a whole number or null.')
  const check = body.check || {}
  if (!isText(check.table, 1, 40)) return invalid('table must name one of the restaurant’s tables.')
  if (!isWhole(check.guests, 1, rules.MAX_GUESTS)) return invalid(`guests must be a whole number from 1 to ${rules.MAX_GUESTS}.`)
  if (!isText(check.waiter, 0, rules.POS_WAITER_NAME_MAX)) return invalid(`waiter must be a name of at most ${rules.POS_WAITER_NAME_MAX} characters.`)
  if (!Array.isArray(check.lines) || check.lines.length > MAX_LINES) return invalid(`lines must be a list of at most ${MAX_LINES}.`)
  const seen = {}
  for (const line of check.lines) {
    if (!line || !POS_REF.test(String(line.id)) || seen[line.id]) return invalid('Each line needs its own id.')
    seen[line.id] = true
    if (line.productId !== '' && !POS_REF.test(String(line.productId))) return invalid(`Line ${line.id}: productId is not a valid id.`)
    if (!isText(line.name, 1, 120) || !ONE_LINE.test(line.name)) return invalid(`Line ${line.id}: name must be 1–120 characters.`)
    if (!isWhole(line.quantity, 0, rules.MAX_LINE_QUANTITY)) return invalid(`Line ${line.id}: quantity must be a whole number.`)
    if (!isWhole(line.unitPrice, 0, rules.MAX_MINOR_UNITS)) return invalid(`Line ${line.id}: unitPrice must be whole minor units.`)
    if (rules.VAT_CODES.indexOf(line.vat) < 0) return invalid(`Line ${line.id}: vat must be one of ${rules.VAT_CODES.join(', ')}.`)
  }
  return null
}

/**
 * @param {CoreApp} app
 * @returns {core.Record | null}
 */
function findCheck(app, restaurant, checkId) {
  return bill.findOrNull(() => app.findFirstRecordByFilter('orders', 'restaurant = {:restaurant} && pos_check = {:check}', { restaurant, check: String(checkId) }))
}

function checkNotFound() {
  return refuse(404, 'check_not_found', 'Conto has no check with this id.')
}

/**
 * The catalogue item a POS line points to: one per product, name and rate, so a line's name never
 * changes behind a payment that paid it. Kept off Conto's own menu (pos_product set, not available).
 * @param {CoreApp} app
 */
function itemFor(app, restaurant, line) {
  const key = productKey(line)
  const found = bill.findOrNull(() => app.findFirstRecordByFilter('items', 'restaurant = {:restaurant} && pos_product = {:key}', { restaurant, key }))
  if (found) return found
  const item = new Record(app.findCachedCollectionByNameOrId('items'), {
    restaurant,
    name: line.name,
    price: line.unitPrice,
    vat: line.vat,
    available: false,
    pos_product: key,
  })
  app.save(item)
  return item
}

/** The key of a line's catalogue item: its product, name and rate (items.pos_product). */
function productKey(line) {
  return $security.sha256([line.productId, line.name, line.vat].join('\n')).slice(0, 40)
}

/** The check's lines as Conto holds them, in the order they were written (one PUT writes several in the same millisecond). */
function linesOf(app, orderId) {
  return $conto.rows(
    app,
    'SELECT oi.id, oi.pos_line, oi.quantity, oi.unit_price, oi.vat, oi.item, i.name, i.pos_product FROM order_items oi JOIN items i ON i.id = oi.item WHERE oi.`order` = {:order} ORDER BY oi.created, oi.rowid',
    { order: orderId },
    { id: '', pos_line: '', quantity: 0, unit_price: 0, vat: '', item: '', name: '', pos_product: '' },
  )
}

/** True when the POS sent the check exactly as Conto holds it (a retry of a PUT that landed). */
function isSameCheck(app, order, tableId, check) {
  if (order.getString('table') !== tableId || order.getInt('guests') !== check.guests || order.getString('pos_waiter') !== check.waiter) return false
  const held = linesOf(app, order.id)
  const sent = check.lines.filter((line) => line.quantity > 0)
  if (held.length !== sent.length) return false
  return sent.every((line) => {
    const row = held.find((one) => one.pos_line === line.id)
    return row && row.quantity === line.quantity && row.unit_price === line.unitPrice && row.pos_product === productKey(line)
  })
}

/** A 409 about one line, its POS id in the message. */
function lineRefused(code, line, message) {
  return { ...refuse(409, code, `Line ${line}: ${message}`), rollback: true }
}

/**
 * Brings the order's lines to the POS's: new lines and growths first, then shrinks and removals,
 * so the bill never dips below what is paid while it is rewritten. Null, or the first refusal.
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function applyLines(app, order, lines) {
  const restaurant = order.getString('restaurant')
  const wanted = lines.filter((line) => line.quantity > 0)
  const held = linesOf(app, order.id)
  const state = bill.readBillState(app, order.id)
  const collection = app.findCachedCollectionByNameOrId('order_items')
  const shrinks = []
  for (const line of wanted) {
    const item = itemFor(app, restaurant, line)
    const row = held.find((one) => one.pos_line === line.id)
    if (!row) {
      app.save(new Record(collection, { order: order.id, item: item.id, quantity: line.quantity, unit_price: line.unitPrice, pos_line: line.id }))
      continue
    }
    const covered = state.lines.find((one) => one.id === row.id)
    const touched = covered && (covered.paidQuantity + covered.claimedQuantity > 0 || covered.paidAmount > 0 || covered.sharesTaken > 0)
    const changed = row.item !== item.id || row.unit_price !== line.unitPrice
    if (touched && changed) return lineRefused('line_paid', line.id, 'it has been paid or is being paid: its name, price and VAT stay as they are.')
    if (line.quantity < row.quantity) shrinks.push({ row, quantity: line.quantity, unitPrice: line.unitPrice, item, covered })
    else if (line.quantity > row.quantity || changed) updateLine(app, row.id, line.quantity, line.unitPrice, item)
  }
  for (const row of held) {
    if (!wanted.some((line) => line.id === row.pos_line)) shrinks.push({ row, quantity: 0, unitPrice: row.unit_price, item: null, covered: state.lines.find((one) => one.id === row.id) })
  }
  for (const shrink of shrinks) {
    const refusal = shrinkLine(app, order, shrink)
    if (refusal) return refusal
  }
  return null
}

/** @param {CoreApp} app */
function updateLine(app, lineId, quantity, unitPrice, item) {
  const record = app.findRecordById('order_items', lineId)
  record.set('quantity', quantity)
  record.set('unit_price', unitPrice)
  record.set('item', item.id)
  record.set('vat', item.getString('vat'))
  app.save(record)
}

/**
 * Lowers a line to `quantity` (0: takes it off), a void in the corrections log; refused when paid
 * (line_paid, refund instead) or held by a diner paying now (items_taken, try again shortly).
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function shrinkLine(app, order, shrink) {
  const { row, quantity, covered } = shrink
  const posLine = row.pos_line || row.id
  if (covered && quantity < covered.paidQuantity) return lineRefused('line_paid', posLine, `${covered.paidQuantity} paid: refund the payment instead.`)
  const refusal = checkLineChange(app, row.id, order.id, quantity > 0 ? { quantity, unitPrice: shrink.unitPrice } : null)
  if (refusal) return lineRefused(covered && covered.paidQuantity > 0 ? 'line_paid' : 'items_taken', posLine, refusal.message)
  const voided = row.quantity - quantity
  app.save(
    new Record(app.findCachedCollectionByNameOrId('order_events'), {
      order: order.id,
      restaurant: order.getString('restaurant'),
      order_item: quantity > 0 ? row.id : '',
      item: row.item,
      action: 'void',
      quantity: voided,
      amount: voided * row.unit_price,
      reason: VOID_REASON,
    }),
  )
  if (quantity > 0) updateLine(app, row.id, quantity, shrink.unitPrice, shrink.item)
  else app.delete(app.findRecordById('order_items', row.id))
  return null
}

/**
 * PUT /api/pos/v1/checks/{checkId} (via POST /api/conto/pos/checks/put as the superuser):
 * creates the check on its table, or replaces it when `version` is the one Conto holds.
 * @param {CoreApp} app
 */
function putCheck(app, body) {
  const malformed = checkBody(body)
  if (malformed) return malformed
  const check = body.check
  const restaurant = body.restaurant
  const table = bill.findOrNull(() => app.findFirstRecordByFilter('tables', 'restaurant = {:restaurant} && name = {:name}', { restaurant, name: check.table }))
  if (!table) return refuse(404, 'table_not_found', `No table is named "${check.table}" in Conto: name the POS's table as it is named in Conto.`)
  let order = findCheck(app, restaurant, body.checkId)
  if (order && order.getString('closed_at')) return refuse(409, 'check_closed', 'This check is closed in Conto.')
  if (order && isSameCheck(app, order, table.id, check)) return { status: 200, body: { check: describeCheck(app, order.id) } }
  if (!order && body.version !== null) return refuse(412, 'version_stale', 'Conto has no such check: send it without If-Match to create it.')
  if (order && body.version === null) return refuse(428, 'version_required', 'Send the version you last read as If-Match to replace this check.')
  if (order && body.version !== order.getInt('pos_version')) {
    return refuse(412, 'version_stale', `The check has changed since version ${body.version}: read it again (version ${order.getInt('pos_version')}).`)
  }
  if (!order || order.getString('table') !== table.id) {
    if (app.countRecords('orders', $dbx.hashExp({ table: table.id, closed_at: '' })) > 0) {
      return refuse(409, 'table_has_open_order', `Table ${check.table} already has an open bill in Conto.`)
    }
  }
  if (!order) order = newCheck(app, restaurant, body.checkId)
  order.set('table', table.id)
  order.set('guests', check.guests)
  order.set('pos_waiter', check.waiter)
  order.set('pos_version', order.getInt('pos_version') + 1)
  app.save(order)
  const refusal = applyLines(app, order, check.lines)
  if (refusal) return refusal
  return { status: 200, body: { check: describeCheck(app, order.id) } }
}

/** @param {CoreApp} app */
function newCheck(app, restaurant, checkId) {
  // numbered as staff's orders are (pb_hooks/orders.pb.js), inside this write's transaction
  const next = $conto.rows(app, 'SELECT COALESCE(MAX(number), 0) + 1 AS next FROM orders WHERE restaurant = {:restaurant}', { restaurant }, { next: 0 })[0].next
  return new Record(app.findCachedCollectionByNameOrId('orders'), { restaurant, number: next, pos_check: checkId, pos_version: 0, closed_at: '' })
}

/** Why {restaurant, checkId} names no check, or null. */
function checkIds(body) {
  return isText(body.restaurant, 15, 15) && POS_REF.test(String(body.checkId)) ? null : invalid('restaurant and checkId are required.')
}

/** POST /api/conto/pos/checks/get {restaurant, checkId}: the check as Conto holds it. */
function getCheck(app, body) {
  const malformed = checkIds(body)
  if (malformed) return malformed
  const order = findCheck(app, body.restaurant, body.checkId)
  return order ? { status: 200, body: { check: describeCheck(app, order.id) } } : checkNotFound()
}

/**
 * POST /api/conto/pos/checks/close {restaurant, checkId, reason?, note?}: the POS closes its
 * check, as staff would (a balance left needs a reason: paid_elsewhere when the POS took it).
 * @param {CoreApp} app
 */
function closeCheck(app, body) {
  const malformed = checkIds(body)
  if (malformed) return malformed
  if (body.reason !== undefined && rules.CLOSE_REASONS.indexOf(body.reason) < 0) return invalid(`reason must be one of ${rules.CLOSE_REASONS.join(', ')}.`)
  if (body.note !== undefined && !isText(body.note, 0, rules.LEDGER_TEXT_MAX)) return invalid(`note must be at most ${rules.LEDGER_TEXT_MAX} characters.`)
  const order = findCheck(app, body.restaurant, body.checkId)
  if (!order) return checkNotFound()
  if (order.getString('closed_at')) return { status: 200, body: { check: describeCheck(app, order.id) } }
  const closed = closeFoundOrder(app, order.id, '', body)
  if (closed.status !== 200) return closed
  return { status: 200, body: { check: describeCheck(app, order.id) } }
}

/**
 * A check as the POS reads it, for a POS check or one of Conto's own orders (id null).
 * @param {CoreApp} app
 */
function describeCheck(app, orderId) {
  const order = app.findRecordById('orders', orderId)
  const table = app.findRecordById('tables', order.getString('table'))
  const state = bill.readBillState(app, orderId)
  const closedAt = order.getString('closed_at')
  const paidInFull = state.total > 0 && state.paid >= state.total
  return {
    id: order.getString('pos_check') || null,
    orderId: order.id,
    number: order.getInt('number'),
    version: order.getInt('pos_version'),
    status: closedAt ? 'closed' : paidInFull ? 'paid' : 'open',
    table: { id: table.id, name: table.getString('name') },
    currency: table.getString('currency'),
    guests: order.getInt('guests'),
    waiter: order.getString('pos_waiter'),
    total: state.total,
    paid: state.paid,
    beingPaid: state.claimed,
    balance: Math.max(0, state.total - state.paid),
    lines: linesOf(app, orderId).map((row) => {
      const line = state.lines.find((one) => one.id === row.id)
      return {
        id: row.pos_line || null,
        lineId: row.id,
        name: row.name,
        quantity: row.quantity,
        unitPrice: row.unit_price,
        vat: row.vat,
        paidQuantity: line ? line.paidQuantity : 0,
      }
    }),
    closedAt: closedAt ? closedAt.replace(' ', 'T') : null,
    closedReason: order.getString('closed_reason') || null,
  }
}

module.exports = { putCheck, getCheck, closeCheck, describeCheck }
