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

export { expect, test }
