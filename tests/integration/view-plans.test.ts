// The diner's polled reads must cost the same on the first night and after a year of orders.
// PocketBase reads a view as SELECT DISTINCT … LEFT JOIN <rule relations>; under that shape a view
// joined inside a view is materialised whole (every order ever taken) instead of being searched
// by id (docs/decisions/003). These tests read SQLite's plan for that exact shape.
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, inject, it } from 'vitest'

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
