// Rules the browser, the functions, PocketBase's views and pb_hooks all apply. The SPA and the
// functions import one TypeScript source (src/lib); PocketBase's JS VM and its SQL views cannot,
// so they repeat the rule and this file holds every copy to the source. (canManage's parity with
// pb_hooks/staff-lib.js is in staff.test.ts; the claim formulas' in claims-maths-parity.test.ts.)
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { toCheckoutStatus } from '../../api-functions/stripe/outcome.ts'
import { loadHookLib } from '../support/hook-lib.ts'
import { CURRENCIES } from '@/features/company/options'
import { TRANSACTION_STATUSES } from '@/features/transactions/types'
import { getMinorUnitDivisor, toMajorUnits, ZERO_DECIMAL_CURRENCIES } from '@/lib/money'
import { isPaidStatus, PAID_STATUSES } from '@/lib/paid-statuses'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

/** Every `status IN ('a', 'b')` list in a piece of source, each as a sorted array. */
function statusLists(source: string): string[][] {
  return [...source.matchAll(/status IN \(([^)]*)\)/g)].map((match) =>
    (match[1] ?? '').split(',').map((item) => item.trim().replace(/^'|'$/g, '')).sort(),
  )
}

describe('zero-decimal currencies', () => {
  const billState = loadHookLib<{ formatAmount(minor: number, currency: string): string }>('bill-state.js')
  const receipt = loadHookLib<{ formatMoney(minor: number, currency: string): string }>('receipt-lib.js')
  const currencies = [...new Set([...CURRENCIES, ...ZERO_DECIMAL_CURRENCIES, 'USD', 'KRW', 'VND'])]

  it.each(currencies)('%s: pb_hooks use the divisor of src/lib/money.ts', (currency) => {
    const decimals = getMinorUnitDivisor(currency) === 1 ? 0 : 2
    const major = toMajorUnits(12345, currency).toFixed(decimals)
    expect(billState.formatAmount(12345, currency)).toBe(`${currency} ${major}`)
    expect(receipt.formatMoney(12345, currency)).toBe(`${major.replace('.', ',')} ${currency}`)
  })
})

describe('what counts as paid', () => {
  const paid = [...PAID_STATUSES].sort()

  it('pb_hooks/bill-state.js counts the same statuses toward the bill', () => {
    const lists = statusLists(read('pb_hooks/bill-state.js'))
    expect(lists.length).toBeGreaterThan(0)
    for (const list of lists) expect(list).toEqual(paid)
  })

  it('pb_hooks/receipt-lib.js sends receipts for paid payments', () => {
    const sent = /SENT_STATUSES = \[([^\]]*)\]/.exec(read('pb_hooks/receipt-lib.js'))?.[1] ?? ''
    expect(sent.split(',').map((item) => item.trim().replace(/^'|'$/g, '')).sort()).toEqual(paid)
  })

  it("the views' paid_amount and paid_quantity count the same statuses", () => {
    // the newest migration that defines the views is the one PocketBase runs them with
    const views = readdirSync(new URL('../../pb_migrations', import.meta.url))
      .filter((name) => read(`pb_migrations/${name}`).includes('order_payments_status'))
      .sort()
      .at(-1)
    const lists = statusLists(read(`pb_migrations/${views}`))
    expect(lists.length).toBeGreaterThan(0)
    for (const list of lists) expect(list).toEqual(paid)
  })

  it.each(TRANSACTION_STATUSES)('%s: the checkout result page agrees (api-functions/stripe/outcome.ts)', (status) => {
    expect(toCheckoutStatus(status) === 'completed').toBe(isPaidStatus(status))
  })
})
