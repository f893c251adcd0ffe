import { describe, expect, it } from 'vitest'
import {
  buildShiftCsv,
  getShiftFileName,
  getShiftRange,
  getTakenAmount,
  isShiftEmpty,
  toLocalInput,
  toShiftReport,
  type ShiftCsvLabels,
} from '@/features/shift-report/report'
import { getCsvFormat } from '@/lib/format/csv'

const totals = {
  card: 12_000,
  cash: 2000,
  terminal: 4550,
  other: 0,
  tips: 700,
  refunds: 500,
  voidedPayments: { count: 1, amount: 1000 },
  voids: { count: 2, amount: 1600 },
  comps: { count: 0, amount: 0 },
  closedWithBalance: {
    count: 2,
    amount: 3300,
    byReason: { walkout: { count: 1, amount: 3000 }, comp: { count: 1, amount: 300 }, paid_elsewhere: { count: 0, amount: 0 }, other: { count: 0, amount: 0 } },
  },
}

// the route's answer (pb_hooks/report-lib.js)
const answer = {
  restaurant: { id: 'r1', name: 'Bella Vista' },
  currency: 'EUR',
  from: '2026-11-23 00:00:00.000Z',
  to: '2026-11-24 00:00:00.000Z',
  totals,
  waiters: [{ id: 'u1', name: 'Sara', cash: 2000 }, 'not a row'],
}

describe('shift report', () => {
  it('reads the answer, 0 for what is missing', () => {
    const report = toShiftReport(answer)
    expect(report.restaurant).toMatchObject({ id: 'r1', name: 'Bella Vista', terminal: 4550, voids: { count: 2, amount: 1600 } })
    expect(report.restaurant.closedByReason).toEqual({ walkout: { count: 1, amount: 3000 }, comp: { count: 1, amount: 300 } })
    const none = { count: 0, amount: 0 }
    expect(report.waiters).toEqual([
      {
        id: 'u1', name: 'Sara', card: 0, cash: 2000, terminal: 0, other: 0, tips: 0, refunds: 0,
        voidedPayments: none, voids: none, comps: none, closedWithBalance: none, closedByReason: {},
      },
    ])
    expect(isShiftEmpty(report)).toBe(false)
    expect(isShiftEmpty(toShiftReport(null))).toBe(true)
  })

  it('keeps every channel and the tips, less refunds; voided payments never counted', () => {
    expect(getTakenAmount(toShiftReport(answer).restaurant)).toBe(12_000 + 2000 + 4550 + 700 - 500)
  })

  it.each([
    ['today', '2026-11-23T00:00', '2026-11-24T00:00'],
    ['yesterday', '2026-11-22T00:00', '2026-11-23T00:00'],
    ['last24h', '2026-11-22T18:30', '2026-11-23T18:30'],
  ] as const)('%s', (preset, from, to) => {
    const range = getShiftRange(preset, new Date(2026, 10, 23, 18, 30))
    expect([toLocalInput(range.from), toLocalInput(range.to)]).toEqual([from, to])
  })

  it('exports the restaurant, then its waiters, amounts as the language writes them', () => {
    const labels: ShiftCsvLabels = {
      level: 'Level', restaurant: 'Restaurant', waiter: 'Waiter', name: 'Name', card: 'Card', cash: 'Cash', terminal: 'Terminal',
      other: 'Other', tips: 'Tips', refunds: 'Refunds', total: 'Taken', voidedPayments: 'Voided', voids: 'Void items', comps: 'Comps',
      closedWithBalance: 'Closed', count: 'n', amount: '€',
    }
    expect(buildShiftCsv(toShiftReport(answer), labels, getCsvFormat('it')).split('\r\n')).toEqual([
      'Level;Name;Card;Cash;Terminal;Other;Tips;Refunds;Taken;Voided (n);Voided (€);Void items (n);Void items (€);Comps (n);Comps (€);Closed (n);Closed (€)',
      'Restaurant;Bella Vista;120,00;20,00;45,50;0,00;7,00;5,00;187,50;1;10,00;2;16,00;0;0,00;2;33,00',
      'Waiter;Sara;0,00;20,00;0,00;0,00;0,00;0,00;20,00;0;0,00;0;0,00;0;0,00;0;0,00',
      '',
    ])
    expect(getShiftFileName('Bella Vista', new Date(2026, 10, 23, 18))).toBe('shift-report-bella-vista-2026-11-23.csv')
  })
})
