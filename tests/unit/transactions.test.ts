import { describe, expect, it } from 'vitest'
import { buildTransactionsCsv, CSV_COLUMNS, type CsvColumn } from '@/features/transactions/csv'
import { getExportFileName } from '@/features/transactions/download'
import { formatCsvAmount, getCsvFormat, toCsv, toCsvCell } from '@/lib/format/csv'
import { slugify } from '@/lib/browser/download'
import { buildTransactionFilter } from '@/features/transactions/filters'
import { readListParams, writeListParams } from '@/features/transactions/list-params'
import { humaniseAction, isKnownLogAction, sortLogs } from '@/features/transactions/log-actions'
import { canRefund } from '@/features/transactions/refund'
import { isVoidablePayment } from '@/domain/ledger'
import { summariseTransactions } from '@/features/transactions/summary'
import { getStatusLabel, type TransactionRecord } from '@/features/transactions/types'

const it_ = getCsvFormat('it')
const en = getCsvFormat('en')

describe('transaction list filter', () => {
  const now = new Date(Date.UTC(2025, 10, 21, 12))
  it.each([
    ['all', 'lastWeek', '(restaurant = "r1") && (created >= "2025-11-14 12:00:00.000Z" && created <= "2025-11-21 12:00:00.000Z")'],
    [
      'payments',
      'lastWeek',
      '(restaurant = "r1") && (created >= "2025-11-14 12:00:00.000Z" && created <= "2025-11-21 12:00:00.000Z") && ((status = "completed" || status = "partially_refunded" || status = "refunded" || status = "voided"))',
    ],
    [
      'refunded',
      'last2Weeks',
      '(restaurant = "r1") && (created >= "2025-11-07 12:00:00.000Z" && created <= "2025-11-21 12:00:00.000Z") && (status = "refunded")',
    ],
  ] as const)('status %s, period %s', (status, period, expected) => {
    expect(buildTransactionFilter({ restaurantId: 'r1', status, period }, now)).toBe(expected)
  })
})

describe('list state in the address', () => {
  it.each([
    ['', { period: 'lastMonth', status: 'payments', page: 1, perPage: 20 }],
    ['status=all', { period: 'lastMonth', status: 'all', page: 1, perPage: 20 }],
    ['period=lastWeek&status=failed&page=3&perPage=50', { period: 'lastWeek', status: 'failed', page: 3, perPage: 50 }],
    ['period=forever&status=lost&page=-2&perPage=7', { period: 'lastMonth', status: 'payments', page: 1, perPage: 20 }],
    ['page=2.5', { period: 'lastMonth', status: 'payments', page: 1, perPage: 20 }],
  ])('readListParams(%j)', (search, expected) => {
    expect(readListParams(new URLSearchParams(search))).toEqual(expected)
  })

  it('writes only what differs from the defaults, and reads it back', () => {
    expect(writeListParams({ period: 'lastMonth', status: 'payments', page: 1, perPage: 20 }).toString()).toBe('')
    const params = { period: 'lastQuarter', status: 'partially_refunded', page: 2, perPage: 100 } as const
    expect(readListParams(writeListParams(params))).toEqual(params)
  })
})

describe('CSV export', () => {
  it.each([
    ['plain', it_, 'plain'],
    ['a;b', it_, '"a;b"'],
    ['a;b', en, 'a;b'],
    ['a,b', en, '"a,b"'],
    ['say "hi"', en, '"say ""hi"""'],
    ['two\nlines', en, '"two\nlines"'],
    ['=HYPERLINK("x")', en, '"\'=HYPERLINK(""x"")"'],
    ['+39 333', en, "'+39 333"],
    ['@sum', it_, "'@sum"],
  ] as const)('cell %j', (value, format, expected) => {
    expect(toCsvCell(value, format)).toBe(expected)
  })

  it('keeps numbers as they are and ends rows with CRLF', () => {
    expect(toCsv([['a', 1], ['b', -2]], en)).toBe('a,1\r\nb,-2\r\n')
  })

  it.each([
    [1250, 'EUR', it_, '12,50'],
    [1250, 'EUR', en, '12.50'],
    [5, 'EUR', en, '0.05'],
    [1500, 'JPY', it_, '1500'],
  ] as const)('amount %i %s', (minor, currency, format, expected) => {
    expect(formatCsvAmount(minor, currency, format)).toBe(expected)
  })

  it('writes a translated header and one row per transaction', () => {
    const labels = Object.fromEntries(CSV_COLUMNS.map((key) => [key, key.toUpperCase()])) as Record<CsvColumn, string>
    const tx = {
      id: 'tx1',
      created: '2025-11-21 18:30:00.000Z',
      order: 'o1',
      status: 'partially_refunded',
      currency: 'EUR',
      base_amount: 2000,
      tip_amount: 100,
      service_fee: 0,
      fee: 45,
      total_amount: 2100,
      refund_amount: 500,
      payment_method: 'card',
      split_mode: 'equal',
      split_group: 'g1',
      stripe_charge_id: 'ch_1',
      expand: { order: { number: 102, expand: { table: { name: '4' } } }, waiter: { name: 'Luca', email: 'l@x' } },
    } as unknown as TransactionRecord
    const cash = { ...tx, id: 'tx3', status: 'voided', channel: 'cash', payment_method: '', stripe_charge_id: '', expand: { recorded_by: { name: 'Sara', email: 's@x' } } } as unknown as TransactionRecord
    const channels = { qr: 'QR card', cash: 'Cash', terminal: 'Terminal', other: 'Other' }
    const csv = buildTransactionsCsv([tx, { ...tx, id: 'tx2', status: 'weird', expand: undefined }, cash], { ...labels, statuses: { partially_refunded: 'Part', voided: 'Void', unknown: '?' }, channels }, it_)
    expect(csv.split('\r\n')).toEqual([
      'ID;DATE;ORDER;TABLE;STATUS;CURRENCY;BASE;TIP;SERVICEFEE;FEE;TOTAL;REFUND;METHOD;WAITER;SPLITMODE;SPLITGROUP;CHARGEID;RECORDEDBY',
      'tx1;2025-11-21T18:30:00.000Z;102;4;Part;EUR;20,00;1,00;0,00;0,45;21,00;5,00;QR card · card;Luca;equal;g1;ch_1;',
      'tx2;2025-11-21T18:30:00.000Z;o1;;?;EUR;20,00;1,00;0,00;0,45;21,00;5,00;QR card · card;;equal;g1;ch_1;',
      'tx3;2025-11-21T18:30:00.000Z;o1;;Void;EUR;20,00;1,00;0,00;0,45;21,00;5,00;Cash;;equal;g1;;Sara',
      '',
    ])
  })

  it.each([
    ['Trattoria Bella Vista', 'trattoria-bella-vista'],
    ["L'Osteria dei Pescatori à Côté", 'l-osteria-dei-pescatori-a-cote'],
    ['  --  ', ''],
  ])('slugify(%j) = %s', (text, expected) => {
    expect(slugify(text)).toBe(expected)
  })

  it('names the export after restaurant, period and day', () => {
    expect(getExportFileName('Bella Vista', 'lastWeek', new Date(2025, 0, 5))).toBe('transactions-bella-vista-lastWeek-2025-01-05.csv')
  })
})

describe('summary, statuses, logs, refund permission', () => {
  it('sums collected money, tips and refunds of paid rows only', () => {
    const row = (status: string, total: number, tip: number, refund = 0) => ({ status, total_amount: total, tip_amount: tip, refund_amount: refund })
    expect(
      summariseTransactions([row('completed', 2100, 100), row('partially_refunded', 1000, 50, 400), row('refunded', 800, 80, 800), row('failed', 5000, 0), row('pending', 700, 0)]),
    ).toEqual({ count: 5, collected: 2700, tips: 150, refunded: 1200 })
    expect(summariseTransactions([])).toEqual({ count: 0, collected: 0, tips: 0, refunded: 0 })
  })

  it.each([
    ['completed', 'completed'],
    ['partially_refunded', 'partially_refunded'],
    ['disputed', 'unknown'],
    ['', 'unknown'],
  ])('status %j is shown as %s', (status, expected) => {
    expect(getStatusLabel(status)).toBe(expected)
  })

  it('orders logs by time, keeping stored order for ties or unreadable times, dropping empty actions', () => {
    const logs = [
      { action: 'completed', time: '2025-11-21T10:05:00Z' },
      { action: 'claimed', time: '2025-11-21T10:00:00Z' },
      { action: '', time: '2025-11-21T09:00:00Z' },
      { action: 'refund', time: '2025-11-21 11:00:00.000Z' },
    ]
    expect(sortLogs(logs).map((log) => log.action)).toEqual(['claimed', 'completed', 'refund'])
    expect(sortLogs(null)).toEqual([])
  })

  it.each([
    ['refund', true],
    ['checkout_created', true],
    ['payment_intent.succeeded', false],
  ])('isKnownLogAction(%s) = %s', (action, expected) => {
    expect(isKnownLogAction(action)).toBe(expected)
  })

  it.each([
    ['payment_intent.succeeded', 'Payment intent succeeded'],
    ['x', 'X'],
    ['', ''],
  ])('humaniseAction(%j) = %j', (action, expected) => {
    expect(humaniseAction(action)).toBe(expected)
  })

  it.each([
    ['admin', 'completed', true],
    ['manager', 'partially_refunded', true],
    ['waiter', 'completed', false],
    ['admin', 'refunded', false],
    ['admin', 'pending', false],
  ])('%s may refund a %s payment: %s', (role, status, expected) => {
    expect(canRefund(role, { status, total_amount: 1000, refund_amount: status === 'refunded' ? 1000 : 0 })).toBe(expected)
  })

  it.each([
    ['qr', true],
    ['', true],
    ['cash', false],
    ['terminal', false],
    ['other', false],
  ])('a completed %j payment is refunded: %s (recorded ones are voided)', (channel, expected) => {
    expect(canRefund('manager', { status: 'completed', channel, total_amount: 1000, refund_amount: 0 })).toBe(expected)
    expect(isVoidablePayment({ status: 'completed', channel })).toBe(!expected)
    expect(isVoidablePayment({ status: 'voided', channel })).toBe(false)
  })
})
