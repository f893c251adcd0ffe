// Payout settings of a company's Stripe account: validated the same way in the company screen
// and in api-functions/admin/connect-payouts.ts before they are written to Stripe.
import { MAX_MINOR_UNITS, PAYOUT_SCHEDULES } from './shared-rules.ts'

export { PAYOUT_SCHEDULES }
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number]

/** Stripe pays out weekly on working days only (balance settings weekly_payout_days). */
export const PAYOUT_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const
export type PayoutWeekday = (typeof PAYOUT_WEEKDAYS)[number]

/** Upper bound for the minimum payout: the largest amount Conto handles anywhere. */
export const PAYOUT_MINIMUM_MAX = MAX_MINOR_UNITS

export interface PayoutSettings {
  schedule: PayoutSchedule
  /** Only for weekly payouts. */
  weekday?: PayoutWeekday
  /** 1–31, only for monthly payouts; 29–31 fall on the last day of shorter months. */
  dayOfMonth?: number
  /** Minor units kept back: only the balance above it is paid out (0 = pay out everything). */
  minimumAmount: number
}

export type PayoutSettingsError = 'schedule' | 'weekday' | 'dayOfMonth' | 'minimumAmount'

/** Reads untrusted input into payout settings, or names the first field that is wrong. */
export function parsePayoutSettings(input: unknown): { ok: true; value: PayoutSettings } | { ok: false; field: PayoutSettingsError } {
  const data = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const schedule = data.schedule
  if (typeof schedule !== 'string' || !(PAYOUT_SCHEDULES as readonly string[]).includes(schedule)) return { ok: false, field: 'schedule' }
  const minimumAmount = data.minimumAmount ?? 0
  if (typeof minimumAmount !== 'number' || !Number.isInteger(minimumAmount) || minimumAmount < 0 || minimumAmount > PAYOUT_MINIMUM_MAX) {
    return { ok: false, field: 'minimumAmount' }
  }
  if (schedule === 'weekly') {
    const weekday = data.weekday
    if (typeof weekday !== 'string' || !(PAYOUT_WEEKDAYS as readonly string[]).includes(weekday)) return { ok: false, field: 'weekday' }
    return { ok: true, value: { schedule, weekday: weekday as PayoutWeekday, minimumAmount } }
  }
  if (schedule === 'monthly') {
    const day = data.dayOfMonth
    if (typeof day !== 'number' || !Number.isInteger(day) || day < 1 || day > 31) return { ok: false, field: 'dayOfMonth' }
    return { ok: true, value: { schedule, dayOfMonth: day, minimumAmount } }
  }
  return { ok: true, value: { schedule: 'daily', minimumAmount } }
}
