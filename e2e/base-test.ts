import { test as base, expect } from '@playwright/test'

/**
 * Every test fails on a Content-Security-Policy violation in its page (docs/decisions/015):
 * Chromium's own console report, or the page's securitypolicyviolation event. A spec may name the
 * violations a library's page causes on purpose and recovers from (`test.use`), each with why.
 */
export const test = base.extend<{ failOnCspViolation: void; expectedCspViolations: RegExp[] }>({
  expectedCspViolations: [[], { option: true }],
  failOnCspViolation: [
    async ({ context, expectedCspViolations }, use) => {
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
      const unexpected = violations.filter((violation) => !expectedCspViolations.some((expected) => expected.test(violation)))
      expect(unexpected, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }
