import type { CompanyRecord } from '@/lib/api/pocketbase-types'

/** Every field of a company the settings screen reads. */
export type CompanySettings = CompanyRecord

export interface CompanyDetailsValues {
  name: string
  description: string
  phone_numbers: string[]
  default_currency: string
  country: string
}
