/* global module */
// The diner's receipt e-mail, sent once per completed payment that left an address. Claimed in
// the transaction's log inside a database transaction and sent after it commits, so two
// reconciliations of one payment (webhook and status poll) never send it twice, and the SMTP
// round trip never holds SQLite's writer. Not a hook file itself.
const bill = require(`${__hooks}/bill-state.js`)
const maths = require(`${__hooks}/claims-maths.js`)
const { escapeHtml, sendMail } = require(`${__hooks}/mail-lib.js`)
const { PAID_STATUSES, ZERO_DECIMAL_CURRENCIES } = require(`${__hooks}/shared-rules.js`)

/** "12,50 EUR": the diner's amounts, Italian style (no Intl in PocketBase's JS engine). */
function formatMoney(minor, currency) {
  const zeroDecimal = ZERO_DECIMAL_CURRENCIES.indexOf(currency) >= 0
  const value = zeroDecimal ? String(minor) : (minor / 100).toFixed(2).replace('.', ',')
  return `${value} ${currency}`
}

/**
 * Marks the receipt as sent and returns what it says; null when there is nothing to send.
 * @param {CoreApp} app
 */
function claimReceipt(app, transactionId) {
  const tx = bill.findOrNull(() => app.findRecordById('transactions', transactionId))
  // a receipt is for a payment the restaurant has been paid
  if (!tx || PAID_STATUSES.indexOf(tx.getString('status')) < 0) return null
  const to = tx.getString('receipt_email')
  if (!to || bill.readLogs(tx).some((entry) => entry.action === 'receipt')) return null
  bill.appendLog(tx, 'receipt', { to })
  app.save(tx)

  const order = app.findRecordById('orders', tx.getString('order'))
  const restaurant = app.findRecordById('restaurants', tx.getString('restaurant'))
  const table = bill.findOrNull(() => app.findRecordById('tables', order.getString('table')))
  const currency = tx.getString('currency')
  const lines = app.findRecordsByFilter('transaction_items', 'transaction = {:tx}', 'created', 0, 0, { tx: tx.id }).map((covered) => {
    const line = app.findRecordById('order_items', covered.getString('order_item'))
    const item = bill.findOrNull(() => app.findRecordById('items', line.getString('item')))
    const quantity = covered.getInt('quantity')
    return {
      name: item ? item.getString('name') : '—',
      // a share of one unit (decision 018) reads "⅓ · Vino rosso"; whole units "2 × Carbonara"
      label: covered.getInt('share_of') > 0 ? `${maths.formatShare(covered.getInt('shares'), covered.getInt('share_of'))} ·` : `${quantity} ×`,
      amount: covered.getInt('amount') || quantity * line.getInt('unit_price'),
    }
  })
  return {
    to,
    restaurant: restaurant.getString('name'),
    table: table ? table.getString('name') : '',
    orderNumber: order.getInt('number'),
    paidAt: tx.getString('paid_at') || tx.getString('updated'),
    transactionId: tx.id,
    currency,
    lines,
    base: tx.getInt('base_amount'),
    tip: tx.getInt('tip_amount'),
    total: tx.getInt('total_amount'),
    method: tx.getString('payment_method'),
    fiscal: readFiscal(app, tx, restaurant),
  }
}

/**
 * What the receipt says of the documento commerciale (issue 22): its number when the RT has
 * printed it already, else that the till prints it; null for a restaurant without a fiscal printer.
 * @param {CoreApp} app
 */
function readFiscal(app, tx, restaurant) {
  const fiscal = require(`${__hooks}/fiscal-lib.js`)
  if (!fiscal.certifiesWithConto(restaurant)) return null
  const sale = fiscal.findSaleJob(app, tx)
  if (!sale) return { number: '', atClose: restaurant.getString('fiscal_mode') === 'table' }
  const result = JSON.parse(sale.getString('result') || 'null')
  if (sale.getString('status') !== 'printed' || !result) return { number: '' }
  const pad = (n) => String(n).padStart(4, '0')
  return { number: `${pad(result.zNumber)}-${pad(result.documentNumber)}` }
}

/** The receipt's line on the documento commerciale, Italian first. */
function fiscalLines(fiscal) {
  if (!fiscal) return []
  if (fiscal.number) return [`Documento commerciale n. ${fiscal.number} · Fiscal receipt no. ${fiscal.number}`]
  if (fiscal.atClose) {
    return [
      'Il documento commerciale del tavolo è stampato alla cassa quando il conto viene chiuso.',
      "The table's fiscal receipt (documento commerciale) is printed at the till when the bill is closed.",
    ]
  }
  return ['Il documento commerciale è stampato alla cassa del ristorante.', "The fiscal receipt (documento commerciale) is printed at the restaurant's till."]
}

/** Subject, text and HTML of a receipt: Italian first, English below (the diner's language is not known). */
function receiptMail(r) {
  const money = (minor) => formatMoney(minor, r.currency)
  const rows = [
    ...r.lines.map((line) => [`${line.label} ${line.name}`, money(line.amount)]),
    ['Conto / Bill', money(r.base)],
    ['Mancia / Tip', money(r.tip)],
    ['Totale pagato / Total paid', money(r.total)],
  ]
  const when = r.paidAt.slice(0, 16).replace('T', ' ')
  const intro = [
    `Grazie! Hai pagato ${money(r.total)} da ${r.restaurant} (tavolo ${r.table}, ordine n. ${r.orderNumber}).`,
    `Thank you! You paid ${money(r.total)} at ${r.restaurant} (table ${r.table}, order no. ${r.orderNumber}).`,
  ]
  const footer = `${when} UTC · ${r.method || 'card'} · ${r.transactionId}`
  const fiscal = fiscalLines(r.fiscal)
  const text = [...intro, '', ...rows.map(([label, amount]) => `${label}: ${amount}`), '', ...fiscal, footer].join('\n')
  const html =
    intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    '<table style="border-collapse:collapse;min-width:280px">' +
    rows
      .map(
        ([label, amount], index) =>
          `<tr${index === rows.length - 1 ? ' style="font-weight:700;border-top:1px solid #ddd"' : ''}>` +
          `<td style="padding:4px 12px 4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(amount)}</td></tr>`,
      )
      .join('') +
    '</table>' +
    fiscal.map((line) => `<p style="font-size:14px">${escapeHtml(line)}</p>`).join('') +
    `<p style="color:#6b5f57;font-size:13px">${escapeHtml(footer)}</p>`
  return { subject: `Ricevuta ${r.restaurant} · Receipt ${money(r.total)}`, text, html }
}

/**
 * Sends the receipt of a completed payment once. Returns whether one was sent now.
 * @param {CoreApp} app
 */
function sendReceipt(app, transactionId) {
  /** @type {any} set inside the transaction below */
  let receipt = null
  app.runInTransaction((txApp) => {
    receipt = claimReceipt(txApp, transactionId)
  })
  if (!receipt) return false
  const mail = receiptMail(receipt)
  try {
    sendMail(app, { to: receipt.to, subject: mail.subject, html: mail.html, text: mail.text })
  } catch (error) {
    // the payment stands; staff can resend from the transaction's address if needed
    app.logger().error('Receipt e-mail failed', 'transaction', transactionId, 'error', String(error))
    return false
  }
  return true
}

module.exports = { sendReceipt, receiptMail, formatMoney }
