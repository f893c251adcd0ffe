import { describe, expect, it } from 'vitest'
import { findTakenNames, getBulkTableNames, MAX_BULK_TABLES } from '@/features/tables/bulk-names'
import { checkBulkForm, validateTableForm } from '@/features/tables/table-form'

describe('getBulkTableNames', () => {
  it.each([
    ['Tavolo', 1, 3, ['Tavolo 1', 'Tavolo 2', 'Tavolo 3']],
    ['  Terrazza  ', 9, 10, ['Terrazza 9', 'Terrazza 10']],
    ['', 5, 6, ['5', '6']],
    ['T', 0, 0, ['T 0']],
  ])('%j %i–%i', (prefix, from, to, names) => {
    expect(getBulkTableNames(prefix, from, to)).toEqual({ ok: true, names })
  })

  it.each([
    ['Tavolo', 5, 4, 'range'],
    ['Tavolo', -1, 4, 'range'],
    ['Tavolo', 1.5, 4, 'range'],
    ['Tavolo', 1, MAX_BULK_TABLES + 1, 'tooMany'],
    ['x'.repeat(39), 1, 10, 'tooLong'],
  ])('refuses %j %s–%s as %s', (prefix, from, to, problem) => {
    expect(getBulkTableNames(prefix, from, to)).toEqual({ ok: false, problem })
  })
})

describe('findTakenNames', () => {
  it('finds the names already used, ignoring case and extra spaces', () => {
    expect(findTakenNames(['Tavolo 1', 'Tavolo 2', 'Tavolo 3'], ['tavolo  2', 'Tavolo 3 ', 'Bar'])).toEqual(['Tavolo 2', 'Tavolo 3'])
  })
})

describe('checkBulkForm', () => {
  const form = { prefix: 'Tavolo', from: '1', to: '3', section: ' Sala ', seats: '4' }

  it('gives the names, section and seats of a clean bulk-add', () => {
    expect(checkBulkForm(form, ['Bar'])).toEqual({ ok: true, names: ['Tavolo 1', 'Tavolo 2', 'Tavolo 3'], section: 'Sala', seats: 4 })
  })

  it('lists every name that already exists', () => {
    expect(checkBulkForm(form, ['Tavolo 1', 'tavolo 3'])).toEqual({ ok: false, problem: 'taken', taken: ['Tavolo 1', 'Tavolo 3'] })
  })

  it.each([
    [{ from: '' }, 'range'],
    [{ to: 'x' }, 'range'],
    [{ seats: '2.5' }, 'seats'],
    [{ seats: '501' }, 'seats'],
    [{ section: 'x'.repeat(61) }, 'section'],
  ])('refuses %j as %s', (change, problem) => {
    expect(checkBulkForm({ ...form, ...change }, [])).toMatchObject({ ok: false, problem })
  })
})

describe('validateTableForm', () => {
  it.each([
    [{ name: '' }, { name: 'nameRequired' }],
    [{ name: 'x'.repeat(41) }, { name: 'nameTooLong' }],
    [{ name: ' bar ' }, { name: 'nameTaken' }],
    [{ seats: '-1' }, { seats: 'seatsInvalid' }],
    [{ name: 'Tavolo 9', seats: '' }, {}],
  ])('%j → %j', (change, errors) => {
    expect(validateTableForm({ name: 'Tavolo 9', section: 'Sala', seats: '4', waiter: '', ...change }, ['Bar']).errors).toEqual(errors)
  })
})
