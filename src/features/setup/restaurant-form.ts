// The new-restaurant form's checks: the same limits as the restaurants collection
// (pb_migrations/1763700010_created_restaurants.js), checked before sending, and PocketBase's
// field errors read back into the same words when the server still refuses something.
import { isValidPhoneNumber, normalisePhoneNumbers } from '@/lib/format/phone-numbers'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'

export const RESTAURANT_LIMITS = { name: 120, address: 300, description: 2000 } as const

export interface NewRestaurantValues {
  name: string
  address: string
  description: string
  /** As typed, one per row. */
  phones: string[]
}

export type RestaurantField = 'name' | 'address' | 'description' | 'phones'
export type RestaurantFieldError = 'required' | 'tooLong' | 'invalid'
export interface RestaurantFormErrors {
  name?: RestaurantFieldError
  address?: RestaurantFieldError
  description?: RestaurantFieldError
  /** Per phone row; a server refusal of the whole list marks every row. */
  phones?: (RestaurantFieldError | undefined)[]
}

/** What the create request sends: trimmed text, the phone list cleaned, active for diners. */
export interface NewRestaurantBody {
  company: string
  name: string
  address: string
  description: string
  phone_numbers: string[]
  active: true
}

function checkText(value: string, max: number, required: boolean): RestaurantFieldError | undefined {
  const text = value.trim()
  if (required && !text) return 'required'
  if (text.length > max) return 'tooLong'
  return undefined
}

/** The form's errors before anything is sent; empty when it can be sent. */
export function validateNewRestaurant(values: NewRestaurantValues): RestaurantFormErrors {
  const errors: RestaurantFormErrors = {}
  const name = checkText(values.name, RESTAURANT_LIMITS.name, true)
  const address = checkText(values.address, RESTAURANT_LIMITS.address, false)
  const description = checkText(values.description, RESTAURANT_LIMITS.description, false)
  if (name) errors.name = name
  if (address) errors.address = address
  if (description) errors.description = description
  const phones = values.phones.map((phone): RestaurantFieldError | undefined => (phone.trim() && !isValidPhoneNumber(phone) ? 'invalid' : undefined))
  if (phones.some(Boolean)) errors.phones = phones
  return errors
}

/** True when validation found nothing. */
export function hasFormErrors(errors: RestaurantFormErrors): boolean {
  return Boolean(errors.name || errors.address || errors.description || errors.phones?.some(Boolean))
}

export function toNewRestaurantBody(companyId: string, values: NewRestaurantValues): NewRestaurantBody {
  return {
    company: companyId,
    name: values.name.trim(),
    address: values.address.trim(),
    description: values.description.trim(),
    phone_numbers: normalisePhoneNumbers(values.phones),
    active: true,
  }
}

const serverFields: Record<string, RestaurantField> = { name: 'name', address: 'address', description: 'description', phone_numbers: 'phones' }

function classifyCode(code: string): RestaurantFieldError {
  if (code === 'validation_required') return 'required'
  if (code === 'validation_max_text_constraint' || code === 'validation_length_out_of_range' || code === 'validation_json_size_limit') return 'tooLong'
  return 'invalid'
}

/**
 * The form's errors from PocketBase's refusal (`{data: {name: {code, message}}}`); null when the
 * refusal names no field of the form (a rule said no, the server is down…).
 */
export function getServerFieldErrors(error: unknown, phoneRows: number): RestaurantFormErrors | null {
  if (!isPocketBaseError(error)) return null
  const data = error.response.data
  if (data === null || typeof data !== 'object') return null
  const errors: RestaurantFormErrors = {}
  let found = false
  for (const [key, value] of Object.entries(data as Record<string, { code?: unknown } | undefined>)) {
    const field = serverFields[key]
    if (!field) continue
    const kind = classifyCode(typeof value?.code === 'string' ? value.code : '')
    found = true
    if (field === 'phones') errors.phones = Array.from({ length: Math.max(1, phoneRows) }, () => kind)
    else errors[field] = kind
  }
  return found ? errors : null
}
