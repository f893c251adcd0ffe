import { EMAIL_PATTERN } from '@/domain/shared-rules'
import { isValidPhoneNumber } from '@/lib/format/phone-numbers'
import type { UserRole } from '@/lib/api/pocketbase-types'
import { getAssignableRoles } from './permissions'
import type { StaffFormValues } from './types'

export type StaffFieldError = 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'phoneInvalid' | 'roleNotAllowed' | 'restaurantRequired'
export type StaffFormErrors = Partial<Record<keyof StaffFormValues, StaffFieldError>>

const EMAIL = new RegExp(EMAIL_PATTERN)

/**
 * Checks a staff form before it is sent. `lockedRole` is the member's current role when the actor
 * may not change it (then any current role is fine). Waiters need a restaurant: their tables,
 * orders and waiter calls all come from one.
 */
export function validateStaffForm(values: StaffFormValues, actorRole: UserRole, lockedRole?: UserRole): StaffFormErrors {
  const errors: StaffFormErrors = {}
  if (!values.name.trim()) errors.name = 'nameRequired'
  const email = values.email.trim()
  if (!email) errors.email = 'emailRequired'
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid'
  if (values.phone.trim() && !isValidPhoneNumber(values.phone)) errors.phone = 'phoneInvalid'
  if (values.role !== lockedRole && !getAssignableRoles(actorRole).includes(values.role)) errors.role = 'roleNotAllowed'
  if (values.role === 'waiter' && !values.restaurant) errors.restaurant = 'restaurantRequired'
  return errors
}

/** The fields of an edit that differ from the member as stored (rules look at what is sent). */
export function getChangedFields(before: StaffFormValues, after: StaffFormValues): Partial<StaffFormValues> {
  const changed: Partial<StaffFormValues> = {}
  for (const key of Object.keys(after) as (keyof StaffFormValues)[]) {
    const next = after[key].trim()
    if (next !== before[key]) Object.assign(changed, { [key]: next })
  }
  return changed
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/**
 * A random password nobody is told: the invited member replaces it through the e-mail link.
 * Rejection sampling keeps every character equally likely.
 */
export function generateInvitePassword(length = 32, random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (b) => crypto.getRandomValues(b)): string {
  const limit = 256 - (256 % PASSWORD_ALPHABET.length)
  let result = ''
  while (result.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < limit && result.length < length) result += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length]
    }
  }
  return result
}
