/* global module */
// The payments a POS reads back (GET /api/pos/v1/payments, docs/decisions/042): every payment of
// the restaurant that moved money (completed, refunded in part or whole, voided), oldest change
// first, with what it paid for, its means and its documento commerciale when Conto printed one. A
// payment changed later (a refund, a void) comes again with its new state: a POS reconciles by
// Conto's id. Paged by a cursor on (updated, id), so a page boundary never skips or repeats one.

const { invalid, isWhole } = require(`${__hooks}/http-lib.js`)
const bill = require(`${__hooks}/bill-state.js`)

const MAX_PAGE = 100
/** `${updated}~${id}` of the last payment of a page (updated as PocketBase stores dates). */
const CURSOR = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z)~([a-z0-9]{15})$/
const MOVED_MONEY = "('completed', 'partially_refunded', 'refunded', 'voided')"

const PAYMENT_COLUMNS = `
  SELECT t.id, t.\`order\` AS order_id, o.number AS order_number, COALESCE(o.pos_check, '') AS pos_check, COALESCE(tb.id, '') AS table_id, COALESCE(tb.name, '') AS table_name,
         t.status, COALESCE(t.channel, '') AS channel, t.payment_method, t.currency, t.base_amount, t.tip_amount, t.total_amount,
         t.refund_amount, t.split_mode, t.paid_at, t.updated, COALESCE(r.fiscal_by, '') AS fiscal_by, COALESCE(r.fiscal_departments, '') AS fiscal_departments
  FROM transactions t
  JOIN orders o ON o.id = t.\`order\`
  JOIN restaurants r ON r.id = t.restaurant
  LEFT JOIN tables tb ON tb.id = o.\`table\``

const PAYMENTS_SQL = `${PAYMENT_COLUMNS}
  WHERE t.restaurant = {:restaurant} AND t.status IN ${MOVED_MONEY}
    AND (t.updated > {:after} OR (t.updated = {:after} AND t.id > {:afterId}))
  ORDER BY t.updated, t.id
  LIMIT {:limit}`

const PAYMENT_BY_ID_SQL = `${PAYMENT_COLUMNS} WHERE t.id = {:id}`

const PAYMENT_ROW = {
  id: '', order_id: '', order_number: 0, pos_check: '', table_id: '', table_name: '', status: '', channel: '', payment_method: '', currency: '',
  base_amount: 0, tip_amount: 0, total_amount: 0, refund_amount: 0, split_mode: '', paid_at: '', updated: '', fiscal_by: '', fiscal_departments: '',
}

const LINES_SQL = `
  SELECT ti.\`transaction\` AS transaction_id, ti.order_item, COALESCE(oi.pos_line, '') AS pos_line, COALESCE(i.name, '') AS name, ti.quantity, ti.shares, ti.share_of, ti.amount
  FROM transaction_items ti
  JOIN order_items oi ON oi.id = ti.order_item
  LEFT JOIN items i ON i.id = oi.item
  WHERE ti.\`transaction\` IN (SELECT value FROM json_each({:ids}))
  ORDER BY ti.\`transaction\`, ti.id`

const DOCUMENTS_SQL = `
  SELECT \`transaction\` AS transaction_id, result FROM fiscal_jobs
  WHERE \`transaction\` IN (SELECT value FROM json_each({:ids})) AND kind = 'sale' AND status = 'printed'`

/**
 * body: {restaurant, since?: ISO instant, cursor?: a page's `next`, limit?: 1–100 (50)}.
 * @param {CoreApp} app
 */
function listPayments(app, body) {
  const limit = body.limit === undefined ? 50 : body.limit
  if (!isWhole(limit, 1, MAX_PAGE)) return invalid(`limit is a whole number from 1 to ${MAX_PAGE}.`)
  let after = '0000-00-00 00:00:00.000Z'
  let afterId = ''
  if (typeof body.cursor === 'string' && body.cursor !== '') {
    const match = CURSOR.exec(body.cursor)
    if (!match) return invalid('cursor is not one this API gave.')
    after = match[1]
    afterId = match[2]
  } else if (typeof body.since === 'string' && body.since !== '') {
    const since = Date.parse(body.since)
    if (!Number.isFinite(since) || !/^\d{4}-\d\d-\d\dT/.test(body.since)) return invalid('since is an ISO 8601 instant, such as 2026-11-28T19:00:00Z.')
    after = bill.toDbDate(since)
  }
  const rows = $conto.rows(app, PAYMENTS_SQL, { restaurant: String(body.restaurant || ''), after, afterId, limit }, PAYMENT_ROW)
  const payments = toPayments(app, rows)
  const last = rows[rows.length - 1]
  return { status: 200, body: { payments, next: rows.length === limit ? `${last.updated}~${last.id}` : null } }
}

/**
 * One payment as the POS API describes it (its webhook events carry the same), as it stands now in
 * this transaction; null when there is no such payment.
 * @param {CoreApp} app
 */
function describePayment(app, transactionId) {
  const rows = $conto.rows(app, PAYMENT_BY_ID_SQL, { id: transactionId }, PAYMENT_ROW)
  return rows.length > 0 ? toPayments(app, rows)[0] : null
}

/**
 * The payments of `rows` with their lines and documenti, in two reads for all of them.
 * @param {CoreApp} app
 */
function toPayments(app, rows) {
  const ids = JSON.stringify(rows.map((row) => row.id))
  const lines = $conto.rows(app, LINES_SQL, { ids }, { transaction_id: '', order_item: '', pos_line: '', name: '', quantity: 0, shares: 0, share_of: 0, amount: 0 })
  const documents = $conto.rows(app, DOCUMENTS_SQL, { ids }, { transaction_id: '', result: '' })
  return rows.map((row) => ({
    id: row.id,
    order: { id: row.order_id, number: row.order_number, checkId: row.pos_check || null },
    table: row.table_id ? { id: row.table_id, name: row.table_name } : null,
    status: row.status,
    channel: row.channel || 'qr',
    method: row.payment_method,
    currency: row.currency,
    amount: row.base_amount,
    tip: row.tip_amount,
    total: row.total_amount,
    refunded: row.refund_amount,
    split: row.split_mode,
    lines: lines
      .filter((line) => line.transaction_id === row.id)
      .map((line) => ({
        lineId: line.order_item,
        posLineId: line.pos_line || null,
        name: line.name,
        quantity: line.quantity,
        share: line.share_of > 0 ? { parts: line.shares, of: line.share_of } : null,
        amount: line.amount,
      })),
    documento: readDocumento(documents.find((document) => document.transaction_id === row.id)),
    certifier: certifierOf(row),
    paidAt: toInstant(row.paid_at),
    updatedAt: toInstant(row.updated),
  }))
}

/**
 * Who prints the payment's documento (decision 044): the POS when the restaurant says so, Conto's
 * Cassa when it has a printer mapped, else no one in Conto ('none': the till certifies as before).
 */
function certifierOf(row) {
  if (row.fiscal_by === 'pos') return 'pos'
  const map = JSON.parse(row.fiscal_departments || 'null')
  return map && Object.keys(map).length > 0 ? 'conto' : 'none'
}

/** The printed documento commerciale of a sale ({number, zNumber, date, serial}), else null. */
function readDocumento(row) {
  if (!row || !row.result) return null
  const result = JSON.parse(row.result)
  return { number: result.documentNumber, zNumber: result.zNumber, date: result.date, serial: result.serial || '' }
}

/** A stored date as an ISO 8601 instant ('' stays ''). */
function toInstant(value) {
  return value ? value.replace(' ', 'T') : ''
}

module.exports = { listPayments, describePayment }
