// The later diner steps are separate chunks; fetch them while the diner reads the bill, so
// tapping "split" or "pay" never waits on the network. Not during the page load itself (it would
// compete with the bill for the CPU): a few seconds later when the browser is idle, or at once
// when a finger touches an action. Failures are ignored (the route retries).
import { loadDinerStepTranslations } from '@/lib/i18n/i18n'
import { whenIdle, whenIdleLater } from '@/lib/browser/idle'

/** How long after the bill shows the next steps are fetched unasked. */
export const PREFETCH_DELAY_MS = 6_000

let stepsRequested = false

/** Split, tips and the result page (no Stripe in any of them) and the steps' texts, fetched now. */
export function prefetchDinerSteps() {
  if (stepsRequested) return
  stepsRequested = true
  void loadDinerStepTranslations().catch(() => undefined)
  void import('./split').catch(() => undefined)
  void import('./tips').catch(() => undefined)
  void import('./payment-result').catch(() => undefined)
}

/** Fetches the next steps after PREFETCH_DELAY_MS, when idle; returns a cancel function. */
export function schedulePrefetchDinerSteps(): () => void {
  return whenIdleLater(prefetchDinerSteps, PREFETCH_DELAY_MS)
}

let paymentRequested = false

/** The payment page's code (Stripe's React bindings, not Stripe.js itself), when idle. */
export function prefetchPaymentStep() {
  if (paymentRequested) return
  paymentRequested = true
  whenIdle(() => void import('./payment').catch(() => undefined))
}
