import type { CompanyRecord } from '@/lib/pocketbase-types'
import type { PayoutSchedule } from '@/lib/payout-schedule'

/** Every field of a company the settings screen reads (pb_migrations/1763700000_created_companies.js). */
export interface CompanySettings extends CompanyRecord {
  phone_numbers: string[] | null
  stripe_account_id: string
  details_submitted: boolean
  charges_enabled: boolean
  payouts_enabled: boolean
  payout_schedule: PayoutSchedule | ''
  payout_weekday: string
  payout_day_of_month: number
  payout_minimum_amount: number
  updated: string
}

export interface CompanyDetailsValues {
  name: string
  description: string
  phone_numbers: string[]
  default_currency: string
  country: string
}
