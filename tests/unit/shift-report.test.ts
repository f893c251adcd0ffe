import { describe, expect, it } from 'vitest'
import { buildShiftCsv, getShiftFileName, getShiftRange, getTakenAmount, toLocalInput, toShiftReport, type ShiftCsvLabels } from '@/features/shift-report/report'
import { getCsvFormat } from '@/lib/csv'

const answer = {
  currency: 'EUR',
  restaurants: [
    {
      id: 'r1',
      name: 'Bella Vista',
      card: 12_000,
      cash: 2000,
      terminal: 4550,
      other: 0,
      tips: 700,
      refunds: 500,
      voids: 1000,
      closed: { count: 2, amount: 3300, byReason: { walkout: { count: 1, amount: 3000 }, comp: { count: 1, amount: 300 } } },
    },
  ],
  waiters: [{ id: 'u1', name: 'Sara', cash: 2000 }, 'not a row'],
}

describe('shift report', () => {
  it('reads the answer, 0 for what is missing', () => {
    const report = toShiftReport(answer)
    expect(report.restaurants[0]).toMatchObject({ name: 'Bella Vista', terminal: 4550, closedCount: 2, closedAmount: 3300 })
    expect(report.restaurants[0]?.closedByReason).toEqual({ walkout: { count: 1, amount: 3000 }, comp: { count: 1, amount: 300 } })
    expect(report.waiters).toEqual([
      { id: 'u1', name: 'Sara', card: 0, cash: 2000, terminal: 0, other: 0, tips: 0, refunds: 0, voids: 0, closedCount: 0, closedAmount: 0, closedByReason: {} },
    ])
    expect(toShiftReport(null)).toEqual({ currency: 'EUR', restaurants: [], waiters: [] })
  })

  it('takes in every channel less refunds; voided payments never counted', () => {
    expect(getTakenAmount(toShiftReport(answer).restaurants[0]!)).toBe(12_000 + 2000 + 4550 - 500)
  })

  it.each([
    ['today', '2026-11-23T00:00', '2026-11-23T23:59'],
    ['yesterday', '2026-11-22T00:00', '2026-11-22T23:59'],
    ['last24h', '2026-11-22T18:30', '2026-11-23T18:30'],
  ] as const)('%s', (preset, from, to) => {
    const range = getShiftRange(preset, new Date(2026, 10, 23, 18, 30))
    expect([toLocalInput(range.from), toLocalInput(range.to)]).toEqual([from, to])
  })

  it('exports restaurants then waiters, amounts as the language writes them', () => {
    const labels: ShiftCsvLabels = {
      level: 'Level', restaurant: 'Restaurant', waiter: 'Waiter', name: 'Name', card: 'Card', cash: 'Cash', terminal: 'Terminal',
      other: 'Other', tips: 'Tips', refunds: 'Refunds', voids: 'Voided', closedCount: 'Closed', closedAmount: 'Closed amount',
    }
    expect(buildShiftCsv(toShiftReport(answer), labels, getCsvFormat('it')).split('\r\n')).toEqual([
      'Level;Name;Card;Cash;Terminal;Other;Tips;Refunds;Voided;Closed;Closed amount',
      'Restaurant;Bella Vista;120,00;20,00;45,50;0,00;7,00;5,00;10,00;2;33,00',
      'Waiter;Sara;0,00;20,00;0,00;0,00;0,00;0,00;0,00;0;0,00',
      '',
    ])
    expect(getShiftFileName('Bella Vista', new Date(2026, 10, 23, 18))).toBe('shift-report-bella-vista-2026-11-23.csv')
  })
})
