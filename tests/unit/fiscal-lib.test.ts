// The fiscal documents' split of a payment across VAT rates (pb_hooks/fiscal-lib.js, issue 22).
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib.ts'

type ByRate = Record<string, number>
const lib = loadHookLib<{
  allocateByRate: (amount: number, remaining: ByRate) => { byRate: ByRate; unallocated: number }
  getRemainingByRate: (lines: { vat: string; quantity: number; unitPrice: number }[], certified?: ByRate) => ByRate
}>('fiscal-lib.js')

const sum = (byRate: ByRate) => Object.values(byRate).reduce((total, value) => total + value, 0)

describe('allocateByRate', () => {
  it('splits in proportion to what each rate has left, to the cent', () => {
    // 30,00 € of food at 10 % and 10,00 € of wine at 22 %: a quarter of the bill is 7,50 + 2,50
    expect(lib.allocateByRate(1000, { '10': 3000, '22': 1000 })).toEqual({ byRate: { '22': 250, '10': 750 }, unallocated: 0 })
  })

  it('gives the cents the floors leave out to the largest remainders, ties to the first rate', () => {
    // a third of 10,00 € over three equal rates: 3,34 to the first, 3,33 to the others
    expect(lib.allocateByRate(1000, { '22': 1000, '10': 1000, '4': 1000 }).byRate).toEqual({ '22': 334, '10': 333, '4': 333 })
    expect(lib.allocateByRate(1, { '10': 1, '22': 1 }).byRate).toEqual({ '22': 1, '10': 0 })
  })

  it('a payment of everything left takes exactly the rest of each rate; more than that is said', () => {
    expect(lib.allocateByRate(4000, { '10': 3000, '22': 1000 })).toEqual({ byRate: { '22': 1000, '10': 3000 }, unallocated: 0 })
    expect(lib.allocateByRate(4100, { '10': 3000, '22': 1000 }).unallocated).toBe(100)
  })

  it('over any sequence of payments, the documents add up to the bill rate by rate', () => {
    // a bill of 55,00 €: 38,10 at 10 %, 12,40 at 22 %, 4,50 at 4 %; paid in thirds, then an amount, then the rest
    const lines = [
      { vat: '10', quantity: 3, unitPrice: 1270 },
      { vat: '22', quantity: 2, unitPrice: 620 },
      { vat: '4', quantity: 1, unitPrice: 450 },
    ]
    const total = 5500
    const payments = [Math.floor(total / 3), Math.floor(total / 3), 1234]
    payments.push(total - payments.reduce((a, b) => a + b, 0))
    const certified: ByRate = {}
    for (const amount of payments) {
      const { byRate, unallocated } = lib.allocateByRate(amount, lib.getRemainingByRate(lines, certified))
      expect(unallocated).toBe(0)
      expect(sum(byRate)).toBe(amount)
      for (const [code, value] of Object.entries(byRate)) {
        expect(value).toBeGreaterThanOrEqual(0)
        certified[code] = (certified[code] ?? 0) + value
      }
    }
    expect(certified).toEqual({ '10': 3810, '22': 1240, '4': 450 })
  })

  it('holds for many random bills and payment sequences', () => {
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647)
    const codes = ['22', '10', '5', '4', 'N2']
    for (let run = 0; run < 500; run += 1) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 6) }, () => ({
        vat: codes[Math.floor(random() * codes.length)]!,
        quantity: 1 + Math.floor(random() * 4),
        unitPrice: 1 + Math.floor(random() * 3000),
      }))
      const bill = lib.getRemainingByRate(lines)
      const certified: ByRate = {}
      let left = sum(bill)
      while (left > 0) {
        const amount = random() < 0.3 ? left : Math.min(left, 1 + Math.floor(random() * left))
        const { byRate } = lib.allocateByRate(amount, lib.getRemainingByRate(lines, certified))
        expect(sum(byRate)).toBe(amount)
        for (const [code, value] of Object.entries(byRate)) certified[code] = (certified[code] ?? 0) + value
        left -= amount
      }
      expect(certified).toEqual(Object.fromEntries(Object.entries(bill).filter(([, value]) => value > 0)))
    }
  })
})

describe('getRemainingByRate', () => {
  it("is the lines' totals by rate less what earlier documents certified, never below zero", () => {
    const lines = [
      { vat: '10', quantity: 2, unitPrice: 800 },
      { vat: '10', quantity: 1, unitPrice: 250 },
      { vat: '22', quantity: 1, unitPrice: 1800 },
    ]
    expect(lib.getRemainingByRate(lines)).toEqual({ '10': 1850, '22': 1800 })
    expect(lib.getRemainingByRate(lines, { '10': 1850, '22': 2000 })).toEqual({ '10': 0, '22': 0 })
  })
})
