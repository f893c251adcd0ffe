/* global module */
// The queries the claim route runs while it holds the write lock, every diner's checkout waiting
// behind it: here apart so tests/integration/view-plans.test.ts can read SQLite's plan of each.
// Each must search an index and never scan transactions, which grows with every payment ever made.
// A partial index (… WHERE claim_client != '') is used only when the query says so itself.

/** "'completed', 'partially_refunded'": statuses as an SQL list (fixed words, never input). */
function sqlList(words) {
  return words.map((word) => `'${word}'`).join(', ')
}

/**
 * Paid, or pending, not yet lapsed and holding (docs/decisions/039), leaving one out: one IN list,
 * so SQLite looks the statuses up in the (order, status) index instead of reading every released
 * claim the order ever had.
 */
function countedPayments(paidStatuses) {
  return `t.status IN (${sqlList(paidStatuses)}, 'pending') AND (t.status != 'pending' OR (t.claim_expires_at > {:now} AND t.claim_holds_nothing = FALSE)) AND t.id != {:exclude}`
}

/**
 * An order's bill in one round trip: kind 0 = the lines in order, 1 = payment/claim sums per split
 * group, 2 = item quantities covered per line, 3 = the order itself when it is still open.
 */
function billState(paidStatuses) {
  const counted = countedPayments(paidStatuses)
  return `SELECT 0 AS kind, id AS ref, 0 AS claim, '' AS mode, '' AS split_group, unit_price AS amount, quantity, 0 AS shares, 0 AS share_of, created AS sort
     FROM order_items WHERE \`order\` = {:order}
     UNION ALL
     SELECT 1, '', (t.status = 'pending'), t.split_mode, t.split_group, SUM(t.base_amount), SUM(t.split_paying_for), 0, 0, ''
     FROM transactions t WHERE t.\`order\` = {:order} AND ${counted}
     GROUP BY (t.status = 'pending'), t.split_mode, t.split_group
     UNION ALL
     SELECT 2, ti.order_item, (t.status = 'pending'), '', '', SUM(ti.amount), SUM(ti.quantity), SUM(ti.shares), MAX(ti.share_of), ''
     FROM transaction_items ti JOIN transactions t ON t.id = ti.\`transaction\`
     WHERE t.\`order\` = {:order} AND ${counted}
     GROUP BY ti.order_item, (t.status = 'pending'), (ti.share_of > 0)
     UNION ALL
     SELECT 3, id, 0, '', '', 0, 0, 0, 0, '' FROM orders WHERE id = {:order} AND closed_at = ''
     ORDER BY kind, sort`
}

/**
 * How many live claims a client holds in the restaurant, besides the one it replaces: per
 * restaurant, so a phone holding tables elsewhere on a shared Wi-Fi cannot stop this restaurant's
 * diners on it from paying (issue 34, break 9), and what one address holds here, staff here see.
 */
const LIVE_CLAIMS_OF_CLIENT =
  "SELECT COUNT(*) AS n FROM transactions WHERE claim_client = {:client} AND claim_client != '' AND status = 'pending' AND claim_expires_at > {:now} AND id != {:replaced} AND restaurant = {:restaurant}"

/** Pending claims past their time, oldest first: of one order, or (the sweep) everywhere. */
function lapsedClaims(ofOrder, limit) {
  return `SELECT id FROM transactions
       WHERE status = 'pending' AND claim_expires_at != '' AND claim_expires_at <= {:now}${ofOrder ? ' AND `order` = {:order}' : ''}
       ORDER BY claim_expires_at LIMIT ${Math.trunc(limit)}`
}

/**
 * How long an order was held since {:since} by claims, whoever made them, in milliseconds
 * (docs/decisions/039): the union of their holding times, so diners paying side by side count
 * once. Sorted by start, each claim adds only the time past the furthest end before it. A claim
 * held from its creation until it lapsed, ended early ('failed': released, replaced, lapsed: its
 * last save, never past its expiry), or stopped holding (at `claim_holds_until`); one made holding
 * nothing counts nothing. A bank debit that settled, or is settling, is a payment, not a hold:
 * it is the claim kept for days (payments-lib.js), expiring past {:dayAhead} (a day from now),
 * where any other ends within CONTO_CLAIM_MAX_SECONDS (two hours at most). The hour's claims are
 * read by the order's index on their expiry; each date is turned into a number once.
 */
const HOLDING_TIMES = `
    SELECT julianday(MAX(created, {:since})) AS s,
           julianday(MIN({:now}, CASE WHEN claim_holds_nothing THEN claim_holds_until
                                      WHEN status = 'pending' THEN claim_expires_at
                                      ELSE MIN(claim_expires_at, updated) END)) AS e
    FROM transactions
    WHERE \`order\` = {:order} AND status IN ('pending', 'failed') AND claim_expires_at > {:since} AND claim_expires_at < {:dayAhead}
      AND (claim_holds_nothing = FALSE OR claim_holds_until != '')`

const ORDER_HELD_MS = `WITH held AS (${HOLDING_TIMES}
  ), ordered AS (
    SELECT s, e, MAX(e) OVER (ORDER BY s ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS reached FROM held WHERE e > s
  )
  SELECT CAST(ROUND(COALESCE(SUM(MAX(0, e - MAX(s, COALESCE(reached, s)))), 0) * 86400000) AS INTEGER) AS ms FROM ordered`

/**
 * The same claims' times added up, overlaps counted twice: never less than ORDER_HELD_MS, and a
 * quarter of its cost (no sort). While it is under the budget the union is, and need not be read.
 */
const ORDER_HELD_MS_AT_MOST = `SELECT CAST(ROUND(COALESCE(SUM(MAX(0, e - s)), 0) * 86400000) AS INTEGER) AS ms FROM (${HOLDING_TIMES})`

/**
 * Whether a manager released ("Sblocca") a claim on the order since {:releasedSince}: 1 or 0. A
 * claim is released before it expires, so only the claims expiring after that are read; the log
 * is parsed only when its text names the release (every diner leaving releases a claim too).
 */
const RELEASED_BY_STAFF_SINCE =
  "SELECT COUNT(*) > 0 AS released FROM transactions WHERE `order` = {:order} AND status = 'failed' AND claim_expires_at > {:releasedSince} AND updated > {:releasedSince} AND instr(logs, 'released_by_staff') > 0 AND json_extract(logs, '$[#-1].action') = 'released_by_staff'"

/** Where the order's hold stands, in one round trip: `held_at_most_ms` (ORDER_HELD_MS_AT_MOST) and `released`. */
const ORDER_HOLD = `SELECT (${ORDER_HELD_MS_AT_MOST}) AS held_at_most_ms, (${RELEASED_BY_STAFF_SINCE}) AS released`

/**
 * What a claim needs to know besides the bill, in one round trip (each query from a hook costs
 * about a tenth of a millisecond of the lock's time on its own): the client's live claims in the
 * restaurant but the one it replaces (`live`) and the order's lapsed claims to end (`lapsed`, a
 * JSON array of ids). The order's hold (ORDER_HOLD) is read before the lock is taken.
 */
function claimContext(limit) {
  return `SELECT (${LIVE_CLAIMS_OF_CLIENT}) AS live, (SELECT json_group_array(id) FROM (${lapsedClaims(true, limit)})) AS lapsed`
}

module.exports = { billState, LIVE_CLAIMS_OF_CLIENT, lapsedClaims, claimContext, ORDER_HELD_MS, ORDER_HELD_MS_AT_MOST, RELEASED_BY_STAFF_SINCE, ORDER_HOLD }
