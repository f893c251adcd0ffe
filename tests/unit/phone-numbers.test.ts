import { describe, expect, it } from 'vitest'
import { isValidPhoneNumber, normalisePhoneNumbers, readPhoneNumbers } from '@/lib/format/phone-numbers'

describe('phone numbers', () => {
  it.each([
    ['+39 06 1234 5678', true],
    ['(02) 555-0101', true],
    ['333.123.4567', true],
    ['12', false],
    ['call me', false],
    ['+39 06 1234 5678 ext 2', false],
    ['1234567890123456789', false],
  ])('isValidPhoneNumber(%j) = %s', (value, expected) => {
    expect(isValidPhoneNumber(value)).toBe(expected)
  })

  it('normalises a list: trims, collapses spaces, drops blanks and duplicates', () => {
    expect(normalisePhoneNumbers([' +39  02 555 0101 ', '', '+39 02 5550101', '333 1', '  '])).toEqual(['+39 02 555 0101', '333 1'])
  })

  it.each([
    [null, []],
    [['+39 1'], ['+39 1']],
    ['["+39 2"]', ['+39 2']],
    ['not json', []],
    [[1, '+39 3'], ['+39 3']],
  ])('readPhoneNumbers(%j)', (value, expected) => {
    expect(readPhoneNumbers(value)).toEqual(expected)
  })
})
