/* global module, arrayOf */
// The end-of-shift report (decision 019): per restaurant and per waiter, what was taken by card
// (QR), cash, terminal and other, tips, refunds, voided payments, voided and comped units, and
// orders closed with a balance by reason. Payments count by when they were paid; corrections by
// when they were made. Waiters get their own row only.
const bill = require(`${__hooks}/bill-state.js`)
const { refuse } = require(`${__hooks}/http-lib.js`)
const { checkStaff, ANY_STAFF } = require(`${__hooks}/staff-auth-lib.js`)
const { CLOSE_REASONS } = require(`${__hooks}/shared-rules.js`)

const DAY_MS = 24 * 60 * 60 * 1000

function emptyRow() {
  const tally = () => ({ count: 0, amount: 0 })
  const byReason = {}
  for (const reason of CLOSE_REASONS) byReason[reason] = tally()
  return {
    card: 0,
    cash: 0,
    terminal: 0,
    other: 0,
    tips: 0,
    refunds: 0,
    voidedPayments: tally(),
    voids: tally(),
    comps: tally(),
    closedWithBalance: { count: 0, amount: 0, byReason },
  }
}

function readDate(value, fallback) {
  if (value === undefined || value === null || value === '') return fallback
  const ms = Date.parse(String(value))
  return Number.isFinite(ms) ? ms : NaN
}

/**
 * @param {CoreApp} app
 */
function query(app, sql, params, shape) {
  const rows = arrayOf(new DynamicModel(shape))
  app.db().newQuery(sql).bind(params).all(rows)
  return rows
}

/**
 * GET /api/conto/reports/shift?restaurant=&from=&to= (ISO dates; the last 24 hours by default).
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function shiftReport(app, auth, params) {
  const restaurant = bill.findOrNull(() => app.findRecordById('restaurants', String(params.restaurant || '')))
  const notFound = refuse(404, 'restaurant_not_found', 'This restaurant does not exist.')
  if (!restaurant) return notFound
  const refusal = checkStaff(auth, { id: restaurant.id, company: restaurant.getString('company') }, ANY_STAFF, notFound)
  if (refusal) return refusal
  const toMs = readDate(params.to, Date.now())
  const fromMs = readDate(params.from, toMs - DAY_MS)
  if (!Number.isFinite(toMs) || !Number.isFinite(fromMs) || fromMs > toMs) {
    return refuse(400, 'invalid_request', 'from and to must be dates, from before to.')
  }
  const range = { restaurant: restaurant.id, from: bill.toDbDate(fromMs), to: bill.toDbDate(toMs) }

  const rows = {}
  const rowOf = (person) => rows[person] || (rows[person] = emptyRow())
  const payments = query(
    app,
    `SELECT CASE WHEN COALESCE(recorded_by, '') != '' THEN recorded_by ELSE COALESCE(waiter, '') END AS person,
            CASE WHEN COALESCE(channel, '') = '' THEN 'qr' ELSE channel END AS channel,
            SUM(base_amount) AS base, SUM(tip_amount) AS tip, SUM(refund_amount) AS refunded
     FROM transactions
     WHERE restaurant = {:restaurant} AND paid_at >= {:from} AND paid_at < {:to}
       AND (status = 'completed' OR (channel IN ('qr', '') AND status IN ('partially_refunded', 'refunded')))
     GROUP BY person, channel`,
    range,
    { person: '', channel: '', base: 0, tip: 0, refunded: 0 },
  )
  for (const p of payments) {
    const row = rowOf(p.person)
    row[p.channel === 'qr' ? 'card' : p.channel] += p.base
    row.tips += p.tip
    row.refunds += p.refunded
  }
  const events = query(
    app,
    `SELECT COALESCE(e.by, '') AS person, e.action, COALESCE(o.closed_reason, '') AS reason, COUNT(*) AS count, SUM(e.amount) AS amount
     FROM order_events e LEFT JOIN orders o ON o.id = e.\`order\`
     WHERE e.restaurant = {:restaurant} AND e.created >= {:from} AND e.created < {:to}
     GROUP BY person, e.action, reason`,
    range,
    { person: '', action: '', reason: '', count: 0, amount: 0 },
  )
  for (const ev of events) {
    const row = rowOf(ev.person)
    const add = (tally) => {
      tally.count += ev.count
      tally.amount += ev.amount
    }
    if (ev.action === 'payment_voided') add(row.voidedPayments)
    else if (ev.action === 'void') add(row.voids)
    else if (ev.action === 'comp') add(row.comps)
    else if (ev.action === 'close') {
      add(row.closedWithBalance)
      add(row.closedWithBalance.byReason[CLOSE_REASONS.indexOf(ev.reason) >= 0 ? ev.reason : 'other'])
    }
  }

  const isWaiter = auth.getString('role') === 'waiter'
  const people = Object.keys(rows).filter((person) => !isWaiter || person === auth.id)
  const names = {}
  if (people.some(Boolean)) {
    for (const user of app.findRecordsByIds('users', people.filter(Boolean))) names[user.id] = user.getString('name') || user.email()
  }
  const waiters = people
    .map((person) => Object.assign({ id: person, name: names[person] || '' }, rows[person]))
    .sort((a, b) => a.name.localeCompare(b.name))
  const totals = emptyRow()
  for (const person of people) addRow(totals, rows[person])
  const company = bill.findOrNull(() => app.findRecordById('companies', restaurant.getString('company')))
  const fiscal = isWaiter ? null : fiscalSummary(app, restaurant, range)
  return {
    status: 200,
    body: {
      restaurant: { id: restaurant.id, name: restaurant.getString('name') },
      currency: company ? company.getString('default_currency') : '',
      from: range.from,
      to: range.to,
      totals,
      waiters,
      fiscal,
    },
  }
}

/**
 * The shift's documenti commerciali (issue 22), for a restaurant with a fiscal printer: how many
 * printed and what they certify net of resi and annulli, and how many still wait or were refused,
 * so the report says whether every payment reached the RT. Counted by when the job was written.
 * @param {CoreApp} app
 */
function fiscalSummary(app, restaurant, range) {
  if (!require(`${__hooks}/fiscal-lib.js`).certifiesWithConto(restaurant)) return null
  const rows = query(
    app,
    `SELECT kind, status, COUNT(*) AS count, COALESCE(SUM(json_extract(document, '$.total')), 0) AS amount
     FROM fiscal_jobs WHERE restaurant = {:restaurant} AND created >= {:from} AND created < {:to}
     GROUP BY kind, status`,
    range,
    { kind: '', status: '', count: 0, amount: 0 },
  )
  const summary = { printed: 0, certified: 0, waiting: 0, failed: 0 }
  for (const row of rows) {
    if (row.status === 'printed') {
      summary.printed += row.count
      summary.certified += row.kind === 'sale' ? row.amount : -row.amount
    } else if (row.status === 'failed') summary.failed += row.count
    else summary.waiting += row.count
  }
  return summary
}

/** Adds one row's numbers into another. */
function addRow(into, row) {
  for (const key of ['card', 'cash', 'terminal', 'other', 'tips', 'refunds']) into[key] += row[key]
  for (const key of ['voidedPayments', 'voids', 'comps', 'closedWithBalance']) {
    into[key].count += row[key].count
    into[key].amount += row[key].amount
  }
  for (const reason of CLOSE_REASONS) {
    into.closedWithBalance.byReason[reason].count += row.closedWithBalance.byReason[reason].count
    into.closedWithBalance.byReason[reason].amount += row.closedWithBalance.byReason[reason].amount
  }
}

module.exports = { shiftReport }
