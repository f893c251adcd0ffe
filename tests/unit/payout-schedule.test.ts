import { describe, expect, it } from 'vitest'
import { toBalanceSettings } from '../../api-functions/admin/connect.ts'
import { parsePayoutSettings } from '@/domain/payout-schedule'

describe('payout settings', () => {
  it.each([
    [{ schedule: 'daily', minimumAmount: 0 }, { ok: true, value: { schedule: 'daily', minimumAmount: 0 } }],
    [{ schedule: 'daily' }, { ok: true, value: { schedule: 'daily', minimumAmount: 0 } }],
    [{ schedule: 'weekly', weekday: 'friday', minimumAmount: 5000 }, { ok: true, value: { schedule: 'weekly', weekday: 'friday', minimumAmount: 5000 } }],
    [{ schedule: 'monthly', dayOfMonth: 31, minimumAmount: 0, weekday: 'monday' }, { ok: true, value: { schedule: 'monthly', dayOfMonth: 31, minimumAmount: 0 } }],
    [{ schedule: 'hourly' }, { ok: false, field: 'schedule' }],
    [{ schedule: 'weekly', weekday: 'sunday' }, { ok: false, field: 'weekday' }],
    [{ schedule: 'monthly', dayOfMonth: 0 }, { ok: false, field: 'dayOfMonth' }],
    [{ schedule: 'monthly', dayOfMonth: 2.5 }, { ok: false, field: 'dayOfMonth' }],
    [{ schedule: 'daily', minimumAmount: -1 }, { ok: false, field: 'minimumAmount' }],
    [{ schedule: 'daily', minimumAmount: '100' }, { ok: false, field: 'minimumAmount' }],
    [null, { ok: false, field: 'schedule' }],
  ])('parsePayoutSettings(%j)', (input, expected) => {
    expect(parsePayoutSettings(input)).toEqual(expected)
  })

  it.each([
    [{ schedule: 'daily', minimumAmount: 0 }, 'EUR', { schedule: { interval: 'daily' }, minimum_balance_by_currency: { eur: '' } }],
    [
      { schedule: 'weekly', weekday: 'tuesday', minimumAmount: 2500 },
      'EUR',
      { schedule: { interval: 'weekly', weekly_payout_days: ['tuesday'] }, minimum_balance_by_currency: { eur: 2500 } },
    ],
    [
      { schedule: 'monthly', dayOfMonth: 15, minimumAmount: 100 },
      'CHF',
      { schedule: { interval: 'monthly', monthly_payout_days: [15] }, minimum_balance_by_currency: { chf: 100 } },
    ],
  ] as const)('Stripe balance settings for %j', (settings, currency, payouts) => {
    expect(toBalanceSettings(settings, currency)).toEqual({ payments: { payouts } })
  })
})
