import { test as base, expect } from '@playwright/test'
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

/**
 * Every test fails on a Content-Security-Policy violation in its page (docs/decisions/015):
 * Chromium's own console report, or the page's securitypolicyviolation event.
 */
export const test = base.extend<{ failOnCspViolation: void }>({
  failOnCspViolation: [
    async ({ context }, use) => {
      const violations: string[] = []
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`)
        })
      })
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text())
      })
      await use()
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }
