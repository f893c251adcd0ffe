import { describe, expect, it } from 'vitest'
import { formatElapsed } from '@/lib/time/time'
import {
  countByStatus,
  filterTables,
  getSections,
  isNumberedTable,
  isTableStatus,
  sortTablesByName,
} from '@/features/tables/filters'
import type { TableStatus } from '@/lib/api/pocketbase-types'

const t = (name: string, section: string, status: TableStatus) => ({ name, section, status })
const floor = [
  t('10', 'Terrazza', 'free'),
  t('2', 'Sala', 'occupied'),
  t('1', 'Sala', 'free'),
  t('4', 'Sala', 'paying'),
  t('7', 'Terrazza', 'paid'),
  t('Bar', '', 'occupied'),
]

describe('sortTablesByName', () => {
  it('sorts numbers numerically and names alphabetically', () => {
    expect(sortTablesByName(floor).map((table) => table.name)).toEqual(['1', '2', '4', '7', '10', 'Bar'])
  })
})

describe('getSections', () => {
  it('lists distinct non-empty sections in first-seen order', () => {
    expect(getSections(floor)).toEqual(['Terrazza', 'Sala'])
  })
})

describe('filterTables', () => {
  it.each([
    [{ section: '', status: '' as const }, ['10', '2', '1', '4', '7', 'Bar']],
    [{ section: 'Sala', status: '' as const }, ['2', '1', '4']],
    [{ section: '', status: 'occupied' as const }, ['2', 'Bar']],
    [{ section: 'Terrazza', status: 'paid' as const }, ['7']],
    [{ section: 'Terrazza', status: 'paying' as const }, []],
  ])('%o', (filter, names) => {
    expect(filterTables(floor, filter).map((table) => table.name)).toEqual(names)
  })
})

describe('countByStatus', () => {
  it('counts every status, zero included', () => {
    expect(countByStatus(floor)).toEqual({ free: 2, occupied: 2, paying: 1, paid: 1 })
    expect(countByStatus([])).toEqual({ free: 0, occupied: 0, paying: 0, paid: 0 })
  })
})

describe('isNumberedTable / isTableStatus', () => {
  it.each([
    ['5', true],
    ['12b', true],
    [' 7 ', true],
    ['Bar', false],
    ['Terrazza 1', false],
  ])('%s numbered: %s', (name, expected) => {
    expect(isNumberedTable(name)).toBe(expected)
  })

  it.each([
    ['paying', true],
    ['closed', false],
    [undefined, false],
  ])('%s status: %s', (value, expected) => {
    expect(isTableStatus(value)).toBe(expected)
  })
})

describe('formatElapsed', () => {
  it.each([
    [0, 'en', '0 min'],
    [45, 'en', '45 min'],
    [59, 'it', '59 min'],
    [60, 'en', '1 hr'],
    [135, 'it', '2 h'],
    [1439, 'en', '23 hr'],
    [1440, 'en', '1 day'],
    [4000, 'it', '2 giorni'],
  ])('%i minutes in %s → %s', (minutes, language, text) => {
    expect(formatElapsed(minutes, language)).toBe(text)
  })
})
