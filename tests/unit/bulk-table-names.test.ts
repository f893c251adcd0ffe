import { describe, expect, it } from 'vitest'
import { findTakenNames, getBulkTableNames, MAX_BULK_TABLES } from '@/features/tables/bulk-names'

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
