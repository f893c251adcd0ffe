import { describe, expect, it } from 'vitest'
import { formatVat, parseVatInput, readDepartments } from '@/domain/vat'
import { loadHookLib } from '../support/hook-lib.ts'

describe('parseVatInput', () => {
  it.each([
    ['22', '22'],
    ['10%', '10'],
    [' 10 % ', '10'],
    ['4,0', '4'],
    ['5.00', '5'],
    ['n2', 'N2'],
    ['', ''],
    ['  ', ''],
    ['21', null],
    ['N7', null],
    ['10,5', null],
    ['dieci', null],
  ])('%j → %j', (text, expected) => {
    expect(parseVatInput(text)).toBe(expected)
  })
})

describe('formatVat', () => {
  it('writes a rate with its % and a natura code as it is', () => {
    expect([formatVat('10'), formatVat('N2')]).toEqual(['10 %', 'N2'])
  })
})

describe('readDepartments', () => {
  it('maps the rates typed, skips the empty ones, and says what is wrong with the others', () => {
    expect(readDepartments({ '22': '1', '10': ' 2 ', '4': '', N2: '11' })).toEqual({ departments: { '22': 1, '10': 2, N2: 11 }, problems: {} })
    expect(readDepartments({ '22': '1', '10': '1', '5': '0', '4': 'due', N1: '2,5' }).problems).toEqual({ '10': 'taken', '5': 'outOfRange', '4': 'notANumber', N1: 'notANumber' })
  })
})

describe('the server', () => {
  it('pb_hooks/vat-lib.js checks department maps as the form does', () => {
    const lib = loadHookLib<{ isDepartmentMap: (map: unknown) => boolean }>('vat-lib.js')
    expect(lib.isDepartmentMap({ '22': 1, N2: 11 })).toBe(true)
    expect([{ '22': 1, '10': 1 }, { '10': 0 }, { '21': 2 }, [1], null].map(lib.isDepartmentMap)).toEqual([false, false, false, false, false])
  })
})
