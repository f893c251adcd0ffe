/* global module */
// What an order's bill stands at, read inside the caller's database transaction: the lines, what
// completed payments cover, and what live claims (pending checkouts whose claim_expires_at is in
// the future) hold. Used by the claim route and by payment reconciliation (pb_hooks/*.pb.js).
const { PAID_STATUSES, ZERO_DECIMAL_CURRENCIES } = require(`${__hooks}/shared-rules.js`)
const { billState } = require(`${__hooks}/claim-queries.js`)

const BILL_STATE_SQL = billState(PAID_STATUSES)

/** PocketBase's own date format, which sorts as text: "2026-11-21 10:00:00.000Z". */
function toDbDate(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** The record, or null when it does not exist. */
function findOrNull(lookup) {
  try {
    return lookup()
  } catch {
    return null
  }
}

/**
 * Bill state of one order, aggregated in SQL (the claim route holds the write lock meanwhile,
 * so it must be quick). `excludeId` leaves one transaction out (the one being decided on);
 * `claims: false` counts completed payments only.
 * @param {CoreApp} app
 */
function readBillState(app, orderId, options) {
  const params = {
    order: orderId,
    exclude: (options && options.excludeId) || '',
    // with claims off, no claim is live: compare with a date after every possible expiry
    now: options && options.claims === false ? '9999' : toDbDate(Date.now()),
  }
  // one round trip: it runs while the claim holds the write lock
  const rows = $conto.rows(
    app,
    BILL_STATE_SQL,
    params,
    { kind: 0, ref: '', claim: 0, mode: '', split_group: '', amount: 0, quantity: 0, shares: 0, share_of: 0, sort: '' },
  )
  const lines = []
  const sums = []
  const covered = []
  let open = false
  for (const row of rows) {
    if (row.kind === 3) {
      open = true
      continue
    }
    if (row.kind === 0) lines.push({ id: row.ref, quantity: row.quantity, unit_price: row.amount })
    else if (row.kind === 1) sums.push({ claim: row.claim, mode: row.mode, split_group: row.split_group, amount: row.amount, shares: row.quantity })
    else covered.push({ line: row.ref, claim: row.claim, quantity: row.quantity, amount: row.amount, shares: row.shares, shareOf: row.share_of })
  }

  let total = 0
  for (const line of lines) total += line.quantity * line.unit_price
  let paid = 0
  let claimed = 0
  const equalShares = {}
  for (const sum of sums) {
    if (sum.claim) claimed += sum.amount
    else paid += sum.amount
    if (sum.mode === 'equal' && sum.split_group) equalShares[sum.split_group] = (equalShares[sum.split_group] || 0) + sum.shares
  }
  // per line: whole units and shares of single units, paid and held by live claims
  const byLine = {}
  for (const row of covered) {
    const entry = byLine[row.line] || (byLine[row.line] = { paidQty: 0, heldQty: 0, shareOf: 0, paidShares: 0, heldShares: 0, paidShareAmount: 0, heldShareAmount: 0 })
    if (row.shareOf > 0) {
      entry.shareOf = row.shareOf
      if (row.claim) {
        entry.heldShares += row.shares
        entry.heldShareAmount += row.amount
      } else {
        entry.paidShares += row.shares
        entry.paidShareAmount += row.amount
      }
    } else if (row.claim) entry.heldQty += row.quantity
    else entry.paidQty += row.quantity
  }

  const billPaid = total > 0 && paid >= total
  const lineStates = lines.map((line) => {
    const entry = byLine[line.id] || { paidQty: 0, heldQty: 0, shareOf: 0, paidShares: 0, heldShares: 0, paidShareAmount: 0, heldShareAmount: 0 }
    const n = entry.shareOf
    // a shared unit counts as paid once all its shares are; the one in progress is neither free nor paid
    const sharedUnitsPaid = n > 0 ? Math.floor(entry.paidShares / n) : 0
    const sharesPaid = n > 0 ? entry.paidShares % n : 0
    const shareTaken = sharesPaid + entry.heldShares
    const paidQuantity = billPaid ? line.quantity : Math.min(line.quantity, entry.paidQty + sharedUnitsPaid)
    return {
      id: line.id,
      unitPrice: line.unit_price,
      quantity: line.quantity,
      // as order_items_status: every line counts as paid once the whole bill is covered
      paidQuantity,
      claimedQuantity: entry.heldQty,
      // what completed payments cover of this line, in money (whole units and shares)
      paidAmount: entry.paidQty * line.unit_price + entry.paidShareAmount,
      // the unit being shared: its number of shares, how many are taken and what they cover
      shareOf: n,
      sharesTaken: shareTaken,
      shareCovered: shareTaken > 0 ? entry.paidShareAmount - sharedUnitsPaid * line.unit_price + entry.heldShareAmount : 0,
      // only while the line has a unit left to share (a late payment may have overfilled it)
      shareInProgress: shareTaken > 0 && paidQuantity + entry.heldQty < line.quantity,
    }
  })

  return { total, paid, claimed, lines: lineStates, equalShares, open }
}

/** One entry of a transaction's logs: {action, time, …details}. */
function logEntry(action, details) {
  const entry = { action, time: new Date().toISOString() }
  if (details) for (const key of Object.keys(details)) entry[key] = details[key]
  return entry
}

/** Appends one entry to a transaction's logs ([{action, time, …}]). */
function appendLog(record, action, details) {
  const logs = readLogs(record)
  logs.push(logEntry(action, details))
  record.set('logs', logs)
  return logs
}

function readLogs(record) {
  try {
    return JSON.parse(record.getString('logs') || '[]') || []
  } catch {
    return []
  }
}

/** An amount in a currency as staff read it in a notification, e.g. "EUR 12.50". */
function formatAmount(minor, currency) {
  const zeroDecimal = ZERO_DECIMAL_CURRENCIES.indexOf(currency) >= 0
  return zeroDecimal ? `${currency} ${minor}` : `${currency} ${(minor / 100).toFixed(2)}`
}

/** True for a claim whose bank debit is settling: a payment on its way, not a claim to give up. */
function isSettling(tx) {
  return readLogs(tx).some((entry) => entry.action === 'processing')
}

module.exports = { toDbDate, findOrNull, readBillState, logEntry, appendLog, readLogs, isSettling, formatAmount }
