// The diner's polled reads must cost the same on the first night and after a year of orders.
// PocketBase reads a view as SELECT DISTINCT … LEFT JOIN <rule relations>; under that shape a view
// joined inside a view is materialised whole (every order ever taken) instead of being searched
// by id (docs/decisions/003). These tests read SQLite's plan for that exact shape.
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { PAID_STATUSES } from '@/domain/shared-rules'
import { loadHookLib } from '../support/hook-lib.ts'

const db = new DatabaseSync(join(inject('pocketbaseDataDir'), 'data.db'), { readOnly: true })
afterAll(() => db.close())

function planOf(sql: string): string[] {
  return db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all()
    .map((row) => String(row.detail))
}

describe('the diner reads, as PocketBase queries them', () => {
  it.each([
    ['table status by id', "SELECT DISTINCT v.* FROM table_status v LEFT JOIN restaurants r ON r.id = v.restaurant WHERE v.id = 'x' AND r.active = 1 LIMIT 1"],
    ['payment status by id', "SELECT DISTINCT v.* FROM order_payments_status v LEFT JOIN restaurants r ON r.id = v.restaurant WHERE v.id = 'x' AND r.active = 1 LIMIT 1"],
    [
      "one order's lines",
      'SELECT DISTINCT v.* FROM order_items_status v LEFT JOIN orders o ON o.id = v.`order` LEFT JOIN restaurants r ON r.id = o.restaurant ' +
        "WHERE v.`order` = 'x' AND r.active = 1 ORDER BY v.created LIMIT 100",
    ],
  ])('%s: every table is searched by index, nothing is materialised or scanned', (_name, sql) => {
    const plan = planOf(sql)
    expect(plan.some((step) => step.startsWith('SEARCH'))).toBe(true)
    expect(plan.filter((step) => step.startsWith('MATERIALIZE') || step.startsWith('SCAN'))).toEqual([])
  })
})

// pb_hooks/claim-queries.js: what every checkout runs while the others wait for the write lock.
const claimQueries = loadHookLib<{
  billState: (paid: readonly string[]) => string
  LIVE_CLAIMS_OF_CLIENT: string
  lapsedClaims: (ofOrder: boolean, limit: number) => string
  claimContext: (limit: number) => string
  ORDER_HELD_MS: string
  ORDER_HELD_MS_AT_MOST: string
  RELEASED_BY_STAFF_SINCE: string
  ORDER_HOLD: string
}>('claim-queries.js')

/** PocketBase's {:name} placeholders as SQLite's own, so the plan is read for the real text. */
const asSqlite = (sql: string) => sql.replace(/\{:(\w+)\}/g, ':$1')

describe('the claim route, under the write lock', () => {
  it.each([
    ["an order's bill", claimQueries.billState(PAID_STATUSES), 'idx_transactions_order (order=? AND status=?)'],
    ['how long the order was held this hour', claimQueries.ORDER_HELD_MS, 'idx_transactions_order (order=? AND status=? AND claim_expires_at>? AND claim_expires_at<?)'],
    ['the most the order was held this hour', claimQueries.ORDER_HELD_MS_AT_MOST, 'idx_transactions_order (order=? AND status=? AND claim_expires_at>? AND claim_expires_at<?)'],
    ['a release by staff on the order', claimQueries.RELEASED_BY_STAFF_SINCE, 'idx_transactions_order (order=? AND status=? AND claim_expires_at>?)'],
    // two searches: the claims' times this hour, and a release by staff (its own range)
    ["the order's hold, read before the lock", claimQueries.ORDER_HOLD, 'idx_transactions_order (order=? AND status=? AND claim_expires_at>?'],
    ["a client's live claims", claimQueries.LIVE_CLAIMS_OF_CLIENT, 'idx_transactions_claim_client (claim_client=? AND status=?)'],
    ["an order's lapsed claims", claimQueries.lapsedClaims(true, 200), 'idx_transactions_order (order=? AND status=? AND claim_expires_at<?)'],
    ['lapsed claims everywhere (the sweep)', claimQueries.lapsedClaims(false, 200), 'idx_transactions_pending_expiry'],
  ])('%s: the payments are searched by their index, never scanned', (_name, sql, index) => {
    const plan = planOf(asSqlite(sql))
    // the held time's own rows (one order's claims, this hour) are read back from its subqueries
    const own = /^(SCAN (CONSTANT ROW|held|ordered|\(subquery-\d+\))$|MATERIALIZE (held|ordered)|CO-ROUTINE (held|ordered))/
    expect(plan.filter((step) => (step.startsWith('SCAN') || step.startsWith('MATERIALIZE')) && !own.test(step)), plan.join('\n')).toEqual([])
    expect(plan.filter((step) => /^SEARCH (transactions|t) /.test(step)).every((step) => step.includes(`USING INDEX ${index}`)), plan.join('\n')).toBe(true)
    expect(plan.some((step) => step.includes(`USING INDEX ${index}`)), plan.join('\n')).toBe(true)
  })

  it("the claim's context (live claims, lapsed claims) in one query: each part by its index", () => {
    const plan = planOf(asSqlite(claimQueries.claimContext(200)))
    // the one constant row of scalar subqueries, and the lapsed ids read from their own subquery
    const scans = plan.filter((step) => step.startsWith('SCAN') && !/^SCAN (CONSTANT ROW|ordered|\(subquery-\d+\))$/.test(step))
    expect(scans.concat(plan.filter((step) => step.startsWith('MATERIALIZE'))), plan.join('\n')).toEqual([])
    expect(plan.filter((step) => step.startsWith('SEARCH transactions')), plan.join('\n')).toEqual([
      'SEARCH transactions USING INDEX idx_transactions_claim_client (claim_client=? AND status=?)',
      'SEARCH transactions USING INDEX idx_transactions_order (order=? AND status=? AND claim_expires_at<?)',
    ])
  })
})
