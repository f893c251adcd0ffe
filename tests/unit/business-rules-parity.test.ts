// What counts as paid, where it cannot be imported. The SPA, the functions and pb_hooks all take
// PAID_STATUSES from src/domain/shared-rules.ts (tests/unit/shared-rules.test.ts); PocketBase's
// views are SQL written by migrations, which cannot require it, so this holds them to it. (The
// claim formulas' parity is in claims-maths-parity.test.ts; canManage's in staff.test.ts.)
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { toCheckoutStatus } from '../../api-functions/stripe/outcome.ts'
import { TRANSACTION_STATUSES } from '@/features/transactions/types'
import { isPaidStatus, PAID_STATUSES } from '@/domain/paid-statuses'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

/** Every `status IN ('a', 'b')` list in a piece of source, each as a sorted array. */
function statusLists(source: string): string[][] {
  return [...source.matchAll(/status IN \(([^)]*)\)/g)].map((match) =>
    (match[1] ?? '').split(',').map((item) => item.trim().replace(/^'|'$/g, '')).sort(),
  )
}

describe('what counts as paid', () => {
  const paid = [...PAID_STATUSES].sort()

  it("the views' paid_amount and paid_quantity count the same statuses", () => {
    // the newest migration that writes the views' paid statuses is the one PocketBase runs them with
    // (later ones patch other parts of the text, such as 039's holding claims)
    const views = readdirSync(new URL('../../pb_migrations', import.meta.url))
      .filter((name) => read(`pb_migrations/${name}`).includes('order_payments_status') && /status IN \(/.test(read(`pb_migrations/${name}`)))
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
