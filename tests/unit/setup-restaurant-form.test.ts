import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import {
  getServerFieldErrors,
  hasFormErrors,
  toNewRestaurantBody,
  validateNewRestaurant,
  type NewRestaurantValues,
} from '@/features/setup/restaurant-form'

const values = (extra: Partial<NewRestaurantValues> = {}): NewRestaurantValues => ({ name: 'Osteria', address: '', description: '', phones: [''], ...extra })

describe('validateNewRestaurant', () => {
  it.each([
    ['a name alone', {}, {}],
    ['no name', { name: '   ' }, { name: 'required' }],
    ['a name of 120', { name: 'x'.repeat(120) }, {}],
    ['a name of 121', { name: 'x'.repeat(121) }, { name: 'tooLong' }],
    ['an address of 301', { address: 'x'.repeat(301) }, { address: 'tooLong' }],
    ['a description of 2001', { description: 'x'.repeat(2001) }, { description: 'tooLong' }],
    ['a good phone and a blank row', { phones: ['+39 06 1234 5678', ''] }, {}],
    ['a bad phone in the second row', { phones: ['+39 06 1234 5678', 'call us'] }, { phones: [undefined, 'invalid'] }],
  ] as const)('%s', (_name, extra, expected) => {
    const errors = validateNewRestaurant(values(extra as Partial<NewRestaurantValues>))
    expect(errors).toEqual(expected)
    expect(hasFormErrors(errors)).toBe(Object.keys(expected).length > 0)
  })
})

describe('toNewRestaurantBody', () => {
  it('trims, cleans the phone list and creates the restaurant active', () => {
    expect(toNewRestaurantBody('co1', { name: ' Osteria ', address: ' Via Roma 1 ', description: ' Buona. ', phones: [' +39 06 1234 ', '', '+39 06 1234'] })).toEqual({
      company: 'co1',
      name: 'Osteria',
      address: 'Via Roma 1',
      description: 'Buona.',
      phone_numbers: ['+39 06 1234'],
      active: true,
    })
  })
})

const refusal = (data: Record<string, unknown>) => new ClientResponseError({ status: 400, data: { message: 'Failed to create record.', data } })

describe('getServerFieldErrors', () => {
  it.each([
    ['a missing name', { name: { code: 'validation_required', message: 'Cannot be blank.' } }, 2, { name: 'required' }],
    ['a long address', { address: { code: 'validation_max_text_constraint', message: 'Must be less than 300 character(s).' } }, 1, { address: 'tooLong' }],
    ['a refused phone list marks every row', { phone_numbers: { code: 'validation_invalid_json', message: 'Must be a valid json value.' } }, 2, { phones: ['invalid', 'invalid'] }],
    ['an unknown code on a known field', { description: { code: 'validation_something_new', message: '?' } }, 1, { description: 'invalid' }],
  ] as const)('%s', (_name, data, rows, expected) => {
    expect(getServerFieldErrors(refusal(data), rows)).toEqual(expected)
  })

  it.each([
    ['a rule refusal without field errors', refusal({})],
    ['a field the form does not have', refusal({ company: { code: 'validation_missing_rel_records', message: '…' } })],
    ['a network failure', new ClientResponseError(new TypeError('Failed to fetch'))],
    ['not a PocketBase error', new Error('boom')],
  ])('%s → null (shown above the form instead)', (_name, error) => {
    expect(getServerFieldErrors(error, 1)).toBeNull()
  })
})
