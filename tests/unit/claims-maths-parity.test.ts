// pb_hooks/claims-maths.js repeats bill-maths.ts's formulas for the claim route (PocketBase's JS
// VM cannot load TypeScript). Both must give the same number for every input.
import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { formatShare } from '@/domain/share-fraction'
import { getBaseAmount, getEqualShareAmount, getTipAmount, getUnitShareAmount, type SplitMode, type TipChoice, type UnitShareInput } from '@/domain/bill-maths'

interface HookMaths {
  getTipAmount(base: number, tip: TipChoice): number
  getEqualShareAmount(total: number, totalGuests: number, payingFor: number, sharesTaken: number): number
  getUnitShareAmount(input: UnitShareInput): number
  getBaseAmount(input: {
    mode: SplitMode
    total: number
    available: number
    totalGuests: number
    payingFor: number
    sharesTaken: number
    items: { unitPrice: number; quantity: number; shareAmount?: number }[]
  }): number
}

/** Loaded as PocketBase's require() loads it: CommonJS in a context of its own. */
function loadHookMaths(): HookMaths {
  const sandbox = { module: { exports: {} } }
  runInNewContext(readFileSync(new URL('../../pb_hooks/claims-maths.js', import.meta.url), 'utf8'), sandbox)
  return sandbox.module.exports as HookMaths
}

const hook = loadHookMaths()

/** A small deterministic generator, so a failure names inputs that can be replayed. */
function* cases(count: number): Generator<number[]> {
  let seed = 42
  const next = (max: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed % max
  }
  for (let i = 0; i < count; i++) yield [next(200_000), next(12) + 1, next(12) + 1, next(12), next(100_001) / 100, next(3)]
}

describe('claims-maths.js agrees with bill-maths.ts', () => {
  it.each([...cases(120)])('total %i, n %i, p %i, s %i, tip %d (%i)', (total, n, p, s, tipAmount, pick) => {
    const tip: TipChoice = pick === 0 ? { mode: 'fixed', amount: Math.round(tipAmount * 10) } : { mode: 'percent', amount: tipAmount % 101 }
    expect(hook.getTipAmount(total!, tip)).toBe(getTipAmount(total!, tip))
    expect(hook.getEqualShareAmount(total!, n!, p!, s!)).toBe(getEqualShareAmount({ total: total!, totalGuests: n!, payingFor: p!, sharesTaken: s! }))
    const available = Math.max(0, total! - Math.round(total! * (pick! / 4)))
    const unitPrice = (total! % 3000) + 1
    const taken = Math.min(s!, n!)
    const share: UnitShareInput = { unitPrice, of: n! + 1, taken, covered: Math.floor((unitPrice * taken) / (n! + 1)), parts: p! }
    expect(hook.getUnitShareAmount(share)).toBe(getUnitShareAmount(share))
    const items = [{ unitPrice, quantity: p!, shareAmount: getUnitShareAmount(share) }]
    for (const mode of ['full', 'equal', 'items'] as const) {
      const input = { mode, total: total!, available, totalGuests: n!, payingFor: Math.min(p!, n!), sharesTaken: Math.min(s!, n! - 1), items }
      expect(hook.getBaseAmount(input), mode).toBe(getBaseAmount(input))
    }
  })
})

describe("claims-maths.js's formatShare (receipts) agrees with share-fraction.ts", () => {
  const { formatShare: hookFormat } = loadHookMaths() as HookMaths & { formatShare(parts: number, of: number): string }
  it.each(Array.from({ length: 11 }, (_, i) => i + 2).flatMap((of) => Array.from({ length: of - 1 }, (_, p) => [p + 1, of])))(
    '%i of %i',
    (parts, of) => expect(hookFormat(parts!, of!)).toBe(formatShare(parts!, of!)),
  )
})
