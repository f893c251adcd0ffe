/* global module */
// One documento per table (issue 22, decision 031): a restaurant may choose to certify a bill once,
// when staff close it, with every payment means on it, instead of one documento per payment. The
// close also certifies any payment left without a documento (the mode changed while it was open).
// Written in the close's own database transaction; keyed by the order, so a repeated close never
// writes a second one. A refund after the close becomes a reso citing this documento
// (fiscal-lib.js findSaleJob); a refund before it simply comes off what the documento certifies.
const fiscal = require(`${__hooks}/fiscal-lib.js`)
const { VAT_CODES } = require(`${__hooks}/shared-rules.js`)

const MEANS_ORDER = ['cash', 'electronic', 'other']

/**
 * The table's documento from its payments in the order they were paid ({base, tip, channel,
 * covered, refunded}) and the bill's lines; `earlier` is what documenti of the same bill already
 * certified, by rate. Each payment is first certified as if it had its own documento, so a payment
 * by items keeps its items' rates; a bill this documento pays whole then lists its items, anything
 * else its share by rate.
 */
function buildTableDocument(payments, lines, texts, earlier) {
  const all = Object.assign({}, earlier || {})
  const mine = {}
  const paidBy = {}
  let tip = 0
  for (const payment of payments) {
    const own = fiscal.buildSaleDocument(payment, lines, all, texts)
    // a refund made before the close comes off the bill part first, then the tip
    const base = own.total - own.tip
    const refundedBase = Math.min(payment.refunded || 0, base)
    const refundedTip = Math.min(own.tip, (payment.refunded || 0) - refundedBase)
    const given = fiscal.allocateByRate(refundedBase, own.byRate).byRate
    for (const code of Object.keys(own.byRate)) {
      const kept = own.byRate[code] - (given[code] || 0)
      all[code] = (all[code] || 0) + kept
      mine[code] = (mine[code] || 0) + kept
    }
    tip += own.tip - refundedTip
    const means = own.payments[0].means
    paidBy[means] = (paidBy[means] || 0) + own.total - refundedBase - refundedTip
  }
  const billByRate = fiscal.getRemainingByRate(lines, {})
  const alone = VAT_CODES.every((code) => !(earlier || {})[code])
  const wholeBill = alone && VAT_CODES.every((code) => (billByRate[code] || 0) === (mine[code] || 0))
  const items = wholeBill
    ? lines.filter((line) => line.quantity > 0).map((line) => ({ description: fiscal.describeLine(line.name), quantity: line.quantity, unitPrice: line.unitPrice, vat: line.vat }))
    : VAT_CODES.filter((code) => mine[code] > 0).map((code) => ({ description: texts.share, quantity: 1, unitPrice: mine[code], vat: code }))
  if (tip > 0) items.push({ description: fiscal.describeLine(texts.tip), quantity: 1, unitPrice: tip, vat: fiscal.TIP_VAT })
  const byRate = {}
  for (const code of VAT_CODES) if (mine[code] > 0) byRate[code] = mine[code]
  const total = Object.keys(byRate).reduce((sum, code) => sum + byRate[code], tip)
  const paymentsOut = MEANS_ORDER.filter((means) => paidBy[means] > 0).map((means) => ({ means, amount: paidBy[means] }))
  return { lines: items, byRate, tip, total, payments: paymentsOut }
}

/**
 * Writes the table's sale job when staff close the order: every payment of the bill that no
 * documento of its own certified. For a restaurant printing per table that is all of them; one
 * that switched mode while the bill was open gets the rest certified, never a payment twice.
 * @param {CoreApp} app
 */
function enqueueTable(app, orderId) {
  const order = app.findRecordById('orders', orderId)
  const restaurant = app.findRecordById('restaurants', order.getString('restaurant'))
  if (!fiscal.certifiesWithConto(restaurant)) return null
  const paid = app.findRecordsByFilter(
    'transactions',
    "order = {:order} && (status = 'completed' || status = 'partially_refunded' || status = 'refunded')",
    'paid_at,created',
    0,
    0,
    { order: orderId },
  )
  const uncertified = paid.filter((tx) => fiscal.findOwnSaleJob(app, tx) === null)
  if (uncertified.length === 0) return null
  const payments = uncertified.map((tx) => Object.assign(fiscal.readPayment(app, tx), { refunded: tx.getInt('refund_amount') }))
  const document = buildTableDocument(payments, fiscal.readBillLines(app, orderId), fiscal.DOCUMENT_TEXTS, fiscal.readCertified(app, orderId))
  // nothing kept, nothing to certify (every payment given back)
  if (document.total <= 0) return null
  document.currency = uncertified[0].getString('currency')
  return fiscal.saveJob(app, { restaurant: restaurant.id, order: orderId, kind: 'sale', key: `table:${orderId}`, document })
}

module.exports = { buildTableDocument, enqueueTable }
