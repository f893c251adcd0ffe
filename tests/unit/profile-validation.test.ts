import { describe, expect, it } from 'vitest'
import { validateNewPassword, validatePasswordChange } from '@/features/profile/validation'

describe('passwords', () => {
  it.each([
    ['Abcdefgh', 'Abcdefgh', {}],
    ['', '', { password: 'required', confirm: 'required' }],
    ['short', 'short', { password: 'tooShort' }],
    ['x'.repeat(72), 'x'.repeat(72), { password: 'tooLong' }],
    ['Abcdefgh', 'Abcdefgx', { confirm: 'mismatch' }],
  ])('validateNewPassword(%j, %j)', (password, confirm, expected) => {
    expect(validateNewPassword(password, confirm)).toEqual(expected)
  })

  it.each([
    ['old-password', 'New-password', 'New-password', {}],
    ['', 'New-password', 'New-password', { current: 'required' }],
    ['Same-password', 'Same-password', 'Same-password', { password: 'sameAsCurrent' }],
  ])('validatePasswordChange(%j, %j, %j)', (current, password, confirm, expected) => {
    expect(validatePasswordChange(current, password, confirm)).toEqual(expected)
  })
})
