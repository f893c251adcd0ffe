import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** What the screens must be free of (issue 21): axe's serious and critical findings. */
const BLOCKING = new Set(['serious', 'critical'])

/**
 * Collects axe-core's serious and critical violations over the screens a test visits, so one run
 * reports every screen's, then fails once at the end.
 */
export function accessibilityAudit(page: Page) {
  const found: string[] = []
  return {
    async check(screen: string): Promise<void> {
      const { violations } = await new AxeBuilder({ page }).analyze()
      for (const violation of violations.filter((item) => BLOCKING.has(item.impact ?? ''))) {
        const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')
        found.push(`${screen}: ${violation.id} (${violation.impact}) at ${where}`)
      }
    },
    expectNone(): void {
      expect(found, 'serious or critical accessibility violations').toEqual([])
    },
  }
}
