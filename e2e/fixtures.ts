import { expect, test } from './base-test.ts'
import { readFileSync } from 'node:fs'
import type { DemoInfo } from '../scripts/lib/seed-demo.ts'

/** The demo data the e2e stack was seeded with (written by scripts/e2e.ts). */
export const demo: DemoInfo = JSON.parse(readFileSync(process.env.E2E_DEMO_FILE ?? '.data/e2e/demo.json', 'utf8'))

/** Path of a demo table's diner home. */
export function dinerPath(tableName: string): string {
  const table = demo.tables.find((t) => t.name === tableName)
  if (!table) throw new Error(`No demo table named ${tableName}`)
  return `/qr/${demo.restaurantId}/${table.id}`
}

type DemoTable = DemoInfo['tables'][number]

/**
 * The demo table a journey needs. Throws when the seed has none, so a journey fails rather than
 * skipping itself silently when the demo data changes.
 */
export function findDemoTable(what: string, matches: (table: DemoTable) => boolean): DemoTable {
  const table = demo.tables.find(matches)
  if (!table) throw new Error(`The demo data has no table with ${what} (scripts/lib/demo-data.ts)`)
  return table
}

export { expect, test }
